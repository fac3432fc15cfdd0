import StreamLint
import SwiftSyntax

/// One fix of one finding, as the applier sees it.
public struct PlannedFix: Sendable {
    public var finding: Finding
    public var fix: Fix

    public init(finding: Finding, fix: Fix) {
        self.finding = finding
        self.fix = fix
    }
}

/// The result of applying fixes to one file's text.
public struct FileRewrite: Sendable {
    public var original: [UInt8]
    public var rewritten: [UInt8]
    public var applied: [PlannedFix]
    /// Fixes left for a later run because they overlap one that was applied.
    public var deferred: [PlannedFix]
    /// Set when the rewritten text would not parse cleanly; then nothing may be written.
    public var refusal: String?
    /// Each applied edit's range in the original and the range of its text in the rewrite, in
    /// order: where a diff has to look.
    var changes: [(old: Range<Int>, new: Range<Int>)] = []

    public var changesText: Bool { rewritten != original }

    /// The rewrite as a unified diff, or "" when it changes nothing.
    public func diff(path: String) -> String {
        guard changesText else { return "" }
        return UnifiedDiff.make(old: original, new: rewritten, changes: changes, path: path)
    }
}

/// Applies non-overlapping fixes to a file's bytes and proves the result still parses. Every
/// edit is written the file's way (see `TextConventions`), whichever rule made it.
public enum FixApplier {
    /// `originalErrorCount` is the original's `syntaxErrorCount` when it is known (a scanned file
    /// got findings only because it parsed cleanly); otherwise the original is parsed to count.
    public static func apply(
        _ fixes: [PlannedFix], to original: [UInt8], displayPath: String = "", originalErrorCount: Int? = nil,
        reader: SourceReader = SourceReader()
    ) -> FileRewrite {
        let conventions = TextConventions(of: original)
        var accepted: [PlannedFix] = []
        var deferred: [PlannedFix] = []
        var taken = TakenRanges()
        let placed = fixes.map { planned in
            var planned = planned
            planned.fix.edits = planned.fix.edits.map { conventions.placed($0, in: original) }
            return planned
        }
        // Hazard fixes are taken before rewrites that overlap them: a rewrite of a pipeline
        // with a hazard (a Task still capturing `self` strongly) would carry the hazard over,
        // and the hazard's fix would vanish with the code it pointed at. The rewrite waits for
        // the next run, which rewrites the fixed pipeline.
        let ordered = placed.sorted { lhs, rhs in
            (lhs.finding.verdict == .fix ? 0 : 1, lhs.fix.edits.map(\.startOffset).min() ?? 0, lhs.finding.ruleID)
                < (rhs.finding.verdict == .fix ? 0 : 1, rhs.fix.edits.map(\.startOffset).min() ?? 0, rhs.finding.ruleID)
        }
        for planned in ordered {
            let ranges = planned.fix.edits.map { $0.startOffset..<$0.endOffset }
            let inBounds = planned.fix.edits.allSatisfy { $0.startOffset <= $0.endOffset && $0.endOffset <= original.count }
            // A fix's own edits never overlap (the guard checks them), so they are checked
            // against the fixes taken before it only.
            if !inBounds || ranges.contains(where: taken.collides) {
                deferred.append(planned)
            } else {
                accepted.append(planned)
                for range in ranges { taken.insert(range) }
            }
        }
        // One pass over the file, in order: time and memory in proportion to its size.
        let edits = accepted.flatMap(\.fix.edits).sorted { ($0.startOffset, $0.endOffset) < ($1.startOffset, $1.endOffset) }
        var rewritten: [UInt8] = []
        rewritten.reserveCapacity(original.count)
        var changes: [(old: Range<Int>, new: Range<Int>)] = []
        var copied = 0
        for edit in edits {
            rewritten += original[copied..<edit.startOffset]
            let start = rewritten.count
            rewritten += conventions.conformed(edit.replacement)
            changes.append((edit.startOffset..<edit.endOffset, start..<rewritten.count))
            copied = edit.endOffset
        }
        rewritten += original[copied...]
        var result = FileRewrite(original: original, rewritten: rewritten, applied: accepted, deferred: deferred, changes: changes)
        if result.changesText {
            let before = originalErrorCount ?? syntaxErrorCount(original)
            let after = syntaxErrorCount(reader.parse(rewritten, displayPath: displayPath))
            if after > before {
                result.refusal = "the rewritten file would have \(after - before) new syntax error(s); it was left untouched"
                result.rewritten = original
                result.changes = []
            }
        }
        return result
    }

    /// Ranges already taken by accepted fixes, sorted by start, so that a new one is checked
    /// against its neighbours only (binary search) instead of against every fix before it.
    struct TakenRanges {
        private var ranges: [Range<Int>] = []

        /// Taken ranges never overlap one another, so their ends are sorted too and only the
        /// ranges ending at or after `range` starts can collide with it.
        func collides(_ range: Range<Int>) -> Bool {
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            var index = low
            while index < ranges.count, ranges[index].lowerBound <= range.upperBound {
                if FixApplier.overlaps(ranges[index], range) { return true }
                index += 1
            }
            return false
        }

        mutating func insert(_ range: Range<Int>) {
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if (ranges[middle].lowerBound, ranges[middle].upperBound) < (range.lowerBound, range.upperBound) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            ranges.insert(range, at: low)
        }
    }

    /// Two ranges collide if they share a byte, or if both insert at the same offset.
    static func overlaps(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        if lhs.isEmpty || rhs.isEmpty {
            return lhs.lowerBound == rhs.lowerBound || (lhs.isEmpty ? rhs.contains(lhs.lowerBound) && rhs.lowerBound != lhs.lowerBound
                : lhs.contains(rhs.lowerBound) && lhs.lowerBound != rhs.lowerBound)
        }
        return lhs.overlaps(rhs)
    }

    /// Missing and unexpected pieces of the parse; 0 exactly when the file parses cleanly.
    public static func syntaxErrorCount(_ bytes: [UInt8]) -> Int {
        syntaxErrorCount(SourceReader().parse(bytes, displayPath: ""))
    }

    static func syntaxErrorCount(_ tree: SourceFileSyntax) -> Int {
        guard tree.hasError else { return 0 }
        return SyntaxErrorLocator(tree).count
    }
}

/// How a file writes its text, which fixes follow so that they never mix line endings, leave a
/// stray carriage return or add trailing whitespace: its line ending (CRLF when most of its
/// lines end so) and whether it starts with a UTF-8 byte order mark, which stays first.
struct TextConventions {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    let lineEnding: [UInt8]
    /// Bytes at the start that no edit may touch or precede: the byte order mark.
    let protectedPrefix: Int

    init(of bytes: [UInt8]) {
        var crlf = 0
        var lf = 0
        for index in bytes.indices where bytes[index] == Self.lineFeed {
            if index > 0 && bytes[index - 1] == Self.carriageReturn { crlf += 1 } else { lf += 1 }
        }
        lineEnding = crlf > lf ? [Self.carriageReturn, Self.lineFeed] : [Self.lineFeed]
        protectedPrefix = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    }

    /// The edit with its offsets moved past the byte order mark, and out of the middle of a
    /// CRLF pair: rules that find a line's end by its LF mean the end before the CR.
    func placed(_ edit: TextEdit, in original: [UInt8]) -> TextEdit {
        func place(_ offset: Int) -> Int {
            if offset < protectedPrefix { return protectedPrefix }
            if offset > 0, offset < original.count, original[offset - 1] == Self.carriageReturn,
               original[offset] == Self.lineFeed
            {
                return offset - 1
            }
            return offset
        }
        return TextEdit(startOffset: place(edit.startOffset), endOffset: place(edit.endOffset), replacement: edit.replacement)
    }

    /// The replacement's bytes with each line break written as the file writes them, carriage
    /// returns before a break dropped, and lines holding only indentation emptied. The text
    /// after the last break continues into the file's own and is kept as it is.
    ///
    /// In a CRLF file a rule's text mixes its own LF breaks with CRLF breaks copied from the
    /// file, and Swift's `String` counts CRLF as one `Character`, so a rule's check for a
    /// leading or trailing "\n" on copied text misses it and the copied break survives beside
    /// the rule's own. Two breaks of different kinds with nothing but indentation between them
    /// therefore stand for one; breaks of one kind side by side are blank lines meant as such.
    func conformed(_ replacement: String) -> [UInt8] {
        var lines: [(text: [UInt8], endedByCRLF: Bool)] = []
        var line: [UInt8] = []
        for byte in replacement.utf8 {
            guard byte == Self.lineFeed else {
                line.append(byte)
                continue
            }
            let endedByCRLF = line.last == Self.carriageReturn
            while line.last == Self.carriageReturn { line.removeLast() }
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { line.removeAll() }
            lines.append((line, endedByCRLF))
            line.removeAll()
        }
        var result: [UInt8] = []
        let mergesMixedBreaks = lineEnding.count == 2
        for (index, current) in lines.enumerated() {
            if mergesMixedBreaks, index > 0, current.text.isEmpty, lines[index - 1].endedByCRLF != current.endedByCRLF {
                continue
            }
            result += current.text + lineEnding
        }
        return result + line
    }
}
