import Foundation

/// Finds the `.streamlint.yml` that governs a scan: the first one in the scanned folder or
/// any folder above it, so a run from a subfolder uses the project's file.
public enum ConfigurationLocator {
    public static func find(from folder: String) -> String? {
        var current = FileDiscovery.absolutize(folder)
        while true {
            let candidate = (current as NSString).appendingPathComponent(Configuration.fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }
}
