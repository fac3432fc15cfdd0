/// The bytes of scanned files, read again for the report's snippets: the scan keeps no source
/// text, and a report quotes only the files that have pipelines. A file that cannot be read
/// now (moved, too large) gets no snippet, not an error.
final class ScannedSources {
    static let sizeLimit = 16 << 20

    private let root: String
    private var contents: [String: [UInt8]?] = [:]

    init(root: String) {
        self.root = root
    }

    /// `file` as a report names it: relative to the scanned root, or absolute.
    func bytes(of file: String) -> [UInt8]? {
        if let known = contents[file] { return known }
        let path = file.hasPrefix("/") ? file : root + "/" + file
        let bytes = try? RegularFileReader.contents(of: path, limit: Self.sizeLimit).get()
        contents[file] = bytes
        return bytes
    }
}
