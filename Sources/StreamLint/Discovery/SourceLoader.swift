import Foundation

/// Why a file was not scanned, or, for a syntax error, why it was linted only as far as the
/// parser recovered and is never fixed. Reported on stderr; the run goes on.
public struct FileProblem: Error, Codable, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: String, Codable, Sendable {
        case unreadable, notUTF8, binary, tooLarge, syntaxError
    }

    public var file: String
    public var reason: Reason
    public var detail: String

    public init(file: String, reason: Reason, detail: String) {
        self.file = file
        self.reason = reason
        self.detail = detail
    }

    public var description: String {
        let outcome = reason == .syntaxError ? "linted as far as it parses, never fixed" : "skipped"
        return "\(file): \(outcome) (\(reason.rawValue)): \(detail)"
    }
}

/// Reads a file's bytes and refuses what is not Swift source text.
public enum SourceLoader {
    /// Larger files are almost always generated; parsing them would dominate the run.
    public static let maximumFileSize = 4 * 1024 * 1024

    public static func load(_ file: SourceFileReference) -> Result<[UInt8], FileProblem> {
        switch RegularFileReader.contents(of: file.absolutePath, limit: maximumFileSize) {
        case .success(let bytes):
            return check(bytes, displayPath: file.displayPath)
        case .failure(.unreadable(let reason)):
            return .failure(FileProblem(file: file.displayPath, reason: .unreadable, detail: reason))
        case .failure(.tooLarge(let size)):
            return .failure(FileProblem(file: file.displayPath, reason: .tooLarge, detail: tooLargeDetail(size)))
        }
    }

    private static func tooLargeDetail(_ size: Int) -> String {
        "\(size) bytes is over the \(maximumFileSize)-byte limit"
    }

    public static func check(_ bytes: [UInt8], displayPath: String) -> Result<[UInt8], FileProblem> {
        if bytes.count > maximumFileSize {
            return .failure(FileProblem(file: displayPath, reason: .tooLarge, detail: tooLargeDetail(bytes.count)))
        }
        // One pass finds NUL bytes and whether full UTF-8 validation is needed at all: most
        // source files are plain ASCII.
        var hasNUL = false
        var hasNonASCII = false
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                if byte == 0 { hasNUL = true; break }
                if byte >= 0x80 { hasNonASCII = true }
            }
        }
        if hasNUL {
            return .failure(FileProblem(file: displayPath, reason: .binary, detail: "contains NUL bytes"))
        }
        if hasNonASCII, String(validating: bytes, as: UTF8.self) == nil {
            return .failure(FileProblem(file: displayPath, reason: .notUTF8, detail: "is not valid UTF-8"))
        }
        return .success(bytes)
    }
}
