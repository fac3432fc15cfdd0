import Rewriter
import StreamLint
import Testing

/// `fix --diff` builds its diff from the edits' places, not by matching every line of the file
/// against every other; it must print what a whole-file diff prints.
@Suite struct UnifiedDiffTests {
    static let lines = (1...40).map { "let value\($0) = \($0)" }
    static let original = Array((lines.joined(separator: "\n") + "\n").utf8)

    private func offset(ofLine line: Int) -> Int {
        Self.lines.prefix(line - 1).reduce(0) { $0 + $1.utf8.count + 1 }
    }

    private func expectSameDiff(_ edits: [[TextEdit]]) {
        let rewrite = FixApplier.apply(edits.enumerated().map { RewriterSafetyTests.planned("r\($0.offset)", $0.element) }, to: Self.original)
        let whole = UnifiedDiff.make(
            old: String(decoding: rewrite.original, as: UTF8.self), new: String(decoding: rewrite.rewritten, as: UTF8.self),
            path: "F.swift")
        #expect(!whole.isEmpty)
        #expect(rewrite.diff(path: "F.swift") == whole)
    }

    @Test func editsFarApartAreSeparateHunksAndEditsNearbyShareOne() {
        expectSameDiff([
            [TextEdit(startOffset: offset(ofLine: 2), endOffset: offset(ofLine: 3), replacement: "let two = 2\n")],
            [TextEdit(startOffset: offset(ofLine: 5), endOffset: offset(ofLine: 5), replacement: "// inserted\n")],
            [TextEdit(startOffset: offset(ofLine: 30) + 4, endOffset: offset(ofLine: 30) + 9, replacement: "thirty")],
        ])
    }

    @Test func twoEditsOnOneLineAndAnInsertionAtTheEnd() {
        let line = offset(ofLine: 10)
        expectSameDiff([
            [TextEdit(startOffset: line, endOffset: line + 3, replacement: "var")],
            [TextEdit(startOffset: line + 4, endOffset: line + 9, replacement: "ten")],
            [TextEdit(startOffset: Self.original.count, endOffset: Self.original.count, replacement: "let end = 0\n")],
        ])
    }

    /// Each of several lines in a row gets two edits, the second shortening the line: the
    /// region's end in the new text must account for every edit inside it.
    @Test func consecutiveLinesWithTwoEditsEach() {
        expectSameDiff((10...14).map { number in
            let line = offset(ofLine: number)
            return [
                TextEdit(startOffset: line, endOffset: line + 3, replacement: "var"),
                TextEdit(startOffset: line + 4, endOffset: line + 9 + String(number).count, replacement: "v"),
            ]
        })
    }

    @Test func aDeletedLineAndAnEditThatAddsLines() {
        expectSameDiff([
            [TextEdit(startOffset: offset(ofLine: 1), endOffset: offset(ofLine: 2), replacement: "")],
            [TextEdit(startOffset: offset(ofLine: 20), endOffset: offset(ofLine: 21) - 1, replacement: "let a = 1\nlet b = 2\nlet c = 3")],
        ])
    }
}

/// Thousands of fixes in one file are applied in one pass; each that overlaps one taken before
/// it is deferred, whatever its place among the others.
@Suite struct ManyFixesTests {
    @Test func everyFixIsAppliedOrDeferredAsItsNeighboursDecide() {
        let count = 2_000
        let original = Array(String(repeating: "let x = 1\n", count: count).utf8)
        var fixes: [PlannedFix] = []
        for line in 0..<count {
            let start = line * 10 + 4
            fixes.append(RewriterSafetyTests.planned("rename", [TextEdit(startOffset: start, endOffset: start + 1, replacement: "y")]))
            // Every tenth line also gets a fix touching the same byte: it must wait.
            if line % 10 == 0 {
                fixes.append(RewriterSafetyTests.planned("retype", [TextEdit(startOffset: start, endOffset: start + 5, replacement: "z: Int")]))
            }
        }
        let rewrite = FixApplier.apply(fixes.reversed(), to: original)
        #expect(rewrite.refusal == nil)
        #expect(rewrite.applied.count == count)
        #expect(rewrite.deferred.count == count / 10)
        #expect(rewrite.deferred.allSatisfy { $0.finding.ruleID == "retype" })
        #expect(String(decoding: rewrite.rewritten, as: UTF8.self) == String(repeating: "let y = 1\n", count: count))
    }
}
