import StreamLint
import SwiftParser
import SwiftParserDiagnostics
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

    public var changesText: Bool { rewritten != original }
}

/// Applies non-overlapping fixes to a file's bytes and proves the result still parses.
public enum FixApplier {
    public static func apply(_ fixes: [PlannedFix], to original: [UInt8]) -> FileRewrite {
        var accepted: [PlannedFix] = []
        var deferred: [PlannedFix] = []
        var taken: [Range<Int>] = []
        let ordered = fixes.sorted { lhs, rhs in
            (lhs.fix.edits.map(\.startOffset).min() ?? 0, lhs.finding.ruleID)
                < (rhs.fix.edits.map(\.startOffset).min() ?? 0, rhs.finding.ruleID)
        }
        for planned in ordered {
            let ranges = planned.fix.edits.map { $0.startOffset..<$0.endOffset }
            let collides = ranges.contains { range in taken.contains { overlaps($0, range) } }
            let inBounds = planned.fix.edits.allSatisfy { $0.startOffset <= $0.endOffset && $0.endOffset <= original.count }
            if collides || !inBounds {
                deferred.append(planned)
            } else {
                accepted.append(planned)
                taken.append(contentsOf: ranges)
            }
        }
        let edits = accepted.flatMap(\.fix.edits).sorted { ($0.startOffset, $0.endOffset) > ($1.startOffset, $1.endOffset) }
        var rewritten = original
        for edit in edits {
            rewritten.replaceSubrange(edit.startOffset..<edit.endOffset, with: Array(edit.replacement.utf8))
        }
        var result = FileRewrite(original: original, rewritten: rewritten, applied: accepted, deferred: deferred)
        if result.changesText {
            let before = syntaxErrorCount(original)
            let after = syntaxErrorCount(rewritten)
            if after > before {
                result.refusal = "the rewritten file would have \(after - before) new syntax error(s); it was left untouched"
                result.rewritten = original
            }
        }
        return result
    }

    /// Two ranges collide if they share a byte, or if both insert at the same offset.
    static func overlaps(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        if lhs.isEmpty || rhs.isEmpty {
            return lhs.lowerBound == rhs.lowerBound || (lhs.isEmpty ? rhs.contains(lhs.lowerBound) && rhs.lowerBound != lhs.lowerBound
                : lhs.contains(rhs.lowerBound) && lhs.lowerBound != rhs.lowerBound)
        }
        return lhs.overlaps(rhs)
    }

    public static func syntaxErrorCount(_ bytes: [UInt8]) -> Int {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard tree.hasError else { return 0 }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).count
    }
}
