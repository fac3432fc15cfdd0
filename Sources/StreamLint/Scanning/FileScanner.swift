import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The outcome of scanning one file.
package enum FileScanResult: Sendable {
    case facts(FileFacts)
    /// The file cannot hold reactive code (see `ReactivePrefilter`); kept so that a later pass
    /// can parse it if the module needs a declaration it might contain.
    case skipped(lineCount: Int)
    case problem(FileProblem)

    /// Facts a rule can report on (a pipeline, a function, a wrapped task); types and imports
    /// alone never get a finding.
    var isSkipped: Bool {
        if case .skipped = self { return true }
        return false
    }

    package var hasReactiveFacts: Bool {
        guard case .facts(let facts) = self else { return false }
        return !facts.candidates.isEmpty || !facts.functions.isEmpty || !facts.futureWrappedTasks.isEmpty
            || !facts.properties.isEmpty || !facts.suppressions.isEmpty
    }
}

/// One file's scan: what it yields, its size, and its parsed form when a later stage (building
/// fixes) will need it again.
package struct FileScan: Sendable {
    package var result: FileScanResult
    package var byteCount: Int
    package var contentHash: ContentHash?
    package var parsed: ParsedSourceFile?
}

/// Parses one file and extracts its facts. The syntax tree outlives `scan` only when the caller
/// asks to keep it for files with reactive facts.
package enum FileScanner {
    /// With `typesOnly`, only type declarations and imports are extracted: the file was skipped
    /// as reactive-free and is read again only for a type the module lacks.
    package static func scan(
        _ file: SourceFileReference, prefilter: ReactivePrefilter?, typesOnly: Bool = false,
        reader: SourceReader = SourceReader(), keptTrees: TreeBudget? = nil, cache: FactsCache? = nil
    ) -> FileScan {
        // A file read for its types alone has fewer facts than the cache holds.
        let cache = typesOnly ? nil : cache
        let stamp = cache.flatMap { _ in FileStamp(path: file.absolutePath) }
        if let unchanged = cache?.unchangedScan(file.displayPath, stamp: stamp, prefiltered: prefilter != nil) {
            return unchanged
        }
        switch reader.load(file) {
        case .failure(let problem):
            cache?.countMiss()
            return FileScan(result: .problem(problem), byteCount: 0)
        case .success(let source):
            if let cached = cache?.lookup(source.displayPath, hash: source.contentHash, stamp: stamp, prefiltered: prefilter != nil) {
                return FileScan(result: cached, byteCount: source.bytes.count, contentHash: cached.isSkipped ? nil : source.contentHash)
            }
            let matches = prefilter?.matches(source.bytes)
            if matches == false {
                cache?.record(
                    source.displayPath, hash: source.contentHash, stamp: stamp, lineCount: source.lineCount, reactive: false,
                    result: .skipped(lineCount: source.lineCount))
                return FileScan(result: .skipped(lineCount: source.lineCount), byteCount: source.bytes.count)
            }
            let tree = reader.parse(source)
            let result = scan(source, tree: tree, typesOnly: typesOnly)
            cache?.record(
                source.displayPath, hash: source.contentHash, stamp: stamp, lineCount: source.lineCount,
                reactive: matches ?? ReactivePrefilter.standard.matches(source.bytes), result: result)
            // A tree with errors is never fixed, so nothing will ask for it again.
            let keeps = result.hasReactiveFacts && !tree.hasError && keptTrees?.take(source.bytes.count) == true
            let kept = keeps ? ParsedSourceFile(source: source, tree: tree) : nil
            return FileScan(result: result, byteCount: source.bytes.count, contentHash: source.contentHash, parsed: kept)
        }
    }

    /// Scans text that is not read from disk (tests, fixtures).
    package static func scan(bytes: [UInt8], displayPath: String, typesOnly: Bool = false) -> FileScanResult {
        let source = SourceFile(reference: SourceFileReference(absolutePath: displayPath, displayPath: displayPath), bytes: bytes)
        return scan(source, tree: SourceReader().parse(source), typesOnly: typesOnly)
    }

    static func scan(_ source: SourceFile, tree: SourceFileSyntax, typesOnly: Bool) -> FileScanResult {
        let (bytes, displayPath) = (source.bytes, source.displayPath)
        var facts = FactExtractor.extract(path: displayPath, tree: tree, bytes: bytes, typesOnly: typesOnly)
        // Counted as the skipped files are, so that a file's line count does not depend on the prefilter.
        facts.lineCount = source.lineCount
        // The parser recovers around what it cannot read (a Swift 2 `for var i = 0; …` loop, an
        // operator declared with braces) and the rest of the file keeps its shape, as ruff lints
        // around a syntax error. `FixPlanner` never rewrites such a file.
        if tree.hasError { facts.syntaxError = syntaxProblem(tree, in: source).detail }
        return .facts(facts)
    }

    /// Longer lines are generated or damaged, and diagnosing them in detail could take minutes
    /// (see `SyntaxErrorLocator`); a file with one is reported with its first error's place only.
    static let longestLineToDiagnose = 4096

    private static func syntaxProblem(_ tree: SourceFileSyntax, in source: SourceFile) -> FileProblem {
        let displayPath = source.displayPath
        let longestLine = source.lines.longestLineLength
        if longestLine > longestLineToDiagnose {
            let errors = SyntaxErrorLocator(tree)
            let location = source.lines.location(ofOffset: (errors.firstPosition ?? tree.position).utf8Offset)
            return FileProblem(
                file: displayPath, reason: .syntaxError,
                detail: "\(location.line):\(location.column): the code does not parse (a line of \(longestLine) bytes is "
                    + "too long to diagnose in detail)")
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else {
            return FileProblem(file: displayPath, reason: .syntaxError, detail: "the file does not parse")
        }
        let location = source.lines.location(ofOffset: first.position.utf8Offset)
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return FileProblem(
            file: displayPath, reason: .syntaxError,
            detail: "\(location.line):\(location.column): \(first.message)\(more)")
    }
}

/// Scans many files in parallel. Results keep the input order, so output does not depend on
/// scheduling.
package enum ParallelScanner {
    package static func scan(
        _ files: [SourceFileReference], prefilter: ReactivePrefilter?, typesOnly: Bool = false,
        reader: SourceReader = SourceReader(), keptTrees: TreeBudget? = nil, cache: FactsCache? = nil
    ) -> [FileScan] {
        let scans = ResultSlots<FileScan>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            scans.set(
                index,
                FileScanner.scan(
                    files[index], prefilter: prefilter, typesOnly: typesOnly, reader: reader, keptTrees: keptTrees, cache: cache))
        }
        return scans.values.map { $0! }
    }
}

/// How much source the scan may keep parsed for later stages. A syntax tree takes many times
/// its text's size, so past the budget a file's tree is dropped like any other and whoever
/// needs it reads and parses the file again: memory stays bounded on any tree.
package final class TreeBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var remainingBytes: Int

    /// A tree takes about 35 to 50 times its text (16 MiB of source kept 770 MB of trees on a
    /// 3.9M-line tree; 512 KiB kept 18 MB on 871k lines), so 256 KiB of source, about 9 to 13 MB
    /// of trees: a small app keeps every reactive file's tree; a large one parses the rest again,
    /// in parallel, when it builds their fixes.
    package static let defaultBytes = 256 * 1024

    package init(bytes: Int = TreeBudget.defaultBytes) {
        remainingBytes = bytes
    }

    func take(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= remainingBytes else { return false }
        remainingBytes -= bytes
        return true
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

extension Array where Element: Sendable {
    /// `map` over the cores, in order, written straight into the result (no intermediate
    /// arrays: an array of large structs is costly to hold twice). Chunked (`chunkSize`
    /// elements per task), so that a cheap `transform` is not drowned in scheduling.
    package func parallelMap<T: Sendable>(chunkSize: Int = 256, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > chunkSize else { return map(transform) }
        let chunks = (count + chunkSize - 1) / chunkSize
        return self.withUnsafeBufferPointer { buffer in
            let items = UnsafeSendableBuffer(buffer: buffer)
            return [T](unsafeUninitializedCapacity: count) { result, initialized in
                let output = UnsafeSendableOutput(buffer: result)
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    for index in (chunk * chunkSize)..<Swift.min(items.buffer.count, (chunk + 1) * chunkSize) {
                        (output.buffer.baseAddress! + index).initialize(to: transform(items.buffer[index]))
                    }
                }
                initialized = items.buffer.count
            }
        }
    }
}

/// A read-only view of an array's storage handed to concurrent iterations, which only read it
/// while the array is alive (`withUnsafeBufferPointer`).
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}

/// The result's storage, each element written by exactly one iteration.
private struct UnsafeSendableOutput<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
