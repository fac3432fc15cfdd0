import Foundation
import SwiftParser
import SwiftSyntax

/// The one way files are read and parsed, so that every read and parse can be counted: a file
/// is read once per run and parsed once, plus once more when `fix` verifies its own output.
public struct SourceReader: Sendable {
    /// Records reads and parses when set; tests use it to hold the stages to their promise.
    public var log: SourceAccessLog?

    public init(log: SourceAccessLog? = nil) {
        self.log = log
    }

    public func load(_ file: SourceFileReference) -> Result<SourceFile, FileProblem> {
        log?.record(.read, of: file.displayPath)
        return SourceLoader.load(file).map { SourceFile(reference: file, bytes: $0) }
    }

    public func parse(_ file: SourceFile) -> SourceFileSyntax {
        parse(file.bytes, displayPath: file.displayPath)
    }

    /// Parses text that is not (yet) a file's, such as a rewrite about to be written.
    public func parse(_ bytes: [UInt8], displayPath: String) -> SourceFileSyntax {
        log?.record(.parse, of: displayPath)
        return bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }
}

/// How often each file was read and parsed in one run.
public final class SourceAccessLog: @unchecked Sendable {
    public enum Access: Sendable { case read, parse }

    private let lock = NSLock()
    private var reads: [String: Int] = [:]
    private var parses: [String: Int] = [:]

    public init() {}

    func record(_ access: Access, of path: String) {
        lock.lock()
        defer { lock.unlock() }
        switch access {
        case .read: reads[path, default: 0] += 1
        case .parse: parses[path, default: 0] += 1
        }
    }

    public func count(_ access: Access, of path: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return (access == .read ? reads : parses)[path, default: 0]
    }
}
