import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The outcome of scanning one file.
public enum FileScanResult: Sendable {
    case facts(FileFacts)
    /// The file cannot hold reactive code (see `ReactivePrefilter`); kept so that a later pass
    /// can parse it if the module needs a declaration it might contain.
    case skipped(lineCount: Int)
    case problem(FileProblem)
}

/// Parses one file and extracts its facts. The syntax tree lives only inside `scan`.
public enum FileScanner {
    /// With `typesOnly`, only type declarations and imports are extracted: the file was skipped
    /// as reactive-free and is read again only for a type the module lacks.
    public static func scan(
        _ file: SourceFileReference, prefilter: ReactivePrefilter?, typesOnly: Bool = false
    ) -> (FileScanResult, byteCount: Int) {
        switch SourceLoader.load(file) {
        case .failure(let problem):
            return (.problem(problem), 0)
        case .success(let bytes):
            if let prefilter, !prefilter.matches(bytes) {
                return (.skipped(lineCount: lineCount(bytes)), bytes.count)
            }
            return (scan(bytes: bytes, displayPath: file.displayPath, typesOnly: typesOnly), bytes.count)
        }
    }

    public static func scan(bytes: [UInt8], displayPath: String, typesOnly: Bool = false) -> FileScanResult {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            if tree.hasError {
                return .problem(syntaxProblem(tree, bytes: bytes, displayPath: displayPath))
            }
            var facts = FactExtractor.extract(path: displayPath, tree: tree, bytes: bytes, typesOnly: typesOnly)
            // Most files hold no directive, and their tokens are not walked again.
            if !typesOnly, ByteSearch.contains(bytes, SuppressionComment.marker) {
                facts.suppressions = SuppressionCollector.collect(tree, lines: LineTable(bytes))
            }
            return .facts(facts)
        }
    }

    /// Longer lines are generated or damaged, and diagnosing them in detail could take minutes
    /// (see `SyntaxErrorLocator`); a file with one is reported with its first error's place only.
    static let longestLineToDiagnose = 4096

    private static func syntaxProblem(_ tree: SourceFileSyntax, bytes: [UInt8], displayPath: String) -> FileProblem {
        let longestLine = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.count).max() ?? 0
        if longestLine > longestLineToDiagnose {
            let errors = SyntaxErrorLocator(tree)
            let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
            let location = converter.location(for: errors.firstPosition ?? tree.position)
            return FileProblem(
                file: displayPath, reason: .syntaxError,
                detail: "\(location.line):\(location.column): the code does not parse (a line of \(longestLine) bytes is "
                    + "too long to diagnose in detail)")
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else {
            return FileProblem(file: displayPath, reason: .syntaxError, detail: "the file does not parse")
        }
        let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        let location = first.location(converter: converter)
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return FileProblem(
            file: displayPath, reason: .syntaxError,
            detail: "\(location.line):\(location.column): \(first.message)\(more)")
    }

    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == UInt8(ascii: "\n") { count += 1 }
        if let last = bytes.last, last != UInt8(ascii: "\n") { count += 1 }
        return count
    }
}

/// Scans many files in parallel. Results keep the input order, so output does not depend on
/// scheduling.
public enum ParallelScanner {
    public static func scan(
        _ files: [SourceFileReference], prefilter: ReactivePrefilter?, typesOnly: Bool = false
    ) -> (results: [FileScanResult], bytes: Int) {
        let results = ResultSlots<FileScanResult>(count: files.count)
        let bytes = ResultSlots<Int>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let (result, byteCount) = FileScanner.scan(files[index], prefilter: prefilter, typesOnly: typesOnly)
            results.set(index, result)
            bytes.set(index, byteCount)
        }
        return (results.values.map { $0! }, bytes.values.reduce(0) { $0 + ($1 ?? 0) })
    }
}

/// Write-once slots filled from concurrent iterations, each index by exactly one writer.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
