import Foundation
import Rewriter
import StreamLint
import Testing

/// Fixes write the file's way: a CRLF file stays pure CRLF, a byte order mark stays first, and
/// no line gains trailing whitespace, whichever rule made the edit.
@Suite struct LineEndingTests {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let fixtures = FixturePaths.fixtures(in: "Fixes")

    enum Form: String, CaseIterable {
        case crlf, byteOrderMark, crlfWithByteOrderMark

        func apply(_ text: String) -> [UInt8] {
            let lines = self == .byteOrderMark ? text : text.replacingOccurrences(of: "\n", with: "\r\n")
            return (self == .crlf ? [] : LineEndingTests.byteOrderMark) + Array(lines.utf8)
        }
    }

    /// Every fix fixture, copied in each form, becomes its fixed file in the same form.
    @Test(arguments: fixtures, Form.allCases)
    func aFixtureInAnotherFormBecomesItsFixedFileInThatForm(_ fixture: String, _ form: Form) throws {
        let source = try String(contentsOf: FixturePaths.fixtures.appendingPathComponent(fixture), encoding: .utf8)
        let expected = try String(
            contentsOf: FixturePaths.fixtures.appendingPathComponent(fixture.replacingOccurrences(of: ".swift", with: ".fixed.swift")),
            encoding: .utf8)
        let folder = try TemporaryFolder()
        let file = try folder.write("Input.swift", Data(form.apply(source)))
        let allowed: Set<Fix.Applicability> = fixture.hasSuffix("_safe.swift") ? [.safe] : [.safe, .unsafe]

        for _ in 0..<3 {
            let result = try LinterFactory.make().lint(paths: [folder.url.path])
            #expect(result.problems.isEmpty, "\(result.problems)")
            let report = FixSession.run(FixSession.plan(result.findings, allowing: allowed, rules: []), of: result, writing: true)
            if report.appliedFixes == 0 { break }
        }
        let fixed = Array(try Data(contentsOf: file))
        let wanted = form.apply(expected)
        #expect(fixed == wanted, "\(UnifiedDiff.make(old: Self.visible(wanted), new: Self.visible(fixed), path: fixture))")
        #expect(Self.problems(in: fixed, form: form).isEmpty, "\(Self.problems(in: fixed, form: form))")
    }

    /// The text with carriage returns and the byte order mark shown, for a readable diff.
    static func visible(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r", with: "␍").replacingOccurrences(of: "\u{FEFF}", with: "<BOM>")
    }

    /// What a reader would notice: mixed or stray line-ending bytes, a moved byte order mark,
    /// trailing whitespace.
    static func problems(in bytes: [UInt8], form: Form) -> [String] {
        var found: [String] = []
        let hasMark = bytes.starts(with: byteOrderMark)
        if hasMark != (form != .crlf) { found.append("the byte order mark was \(hasMark ? "added" : "lost")") }
        if bytes.dropFirst(3).firstRange(of: byteOrderMark) != nil { found.append("a byte order mark inside the text") }
        let text = String(decoding: bytes, as: UTF8.self)
        let crlf = form != .byteOrderMark
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            if crlf && !line.hasSuffix("\r") { found.append("line \(number + 1) ends with a bare LF") }
            let content = crlf ? line.dropLast() : line[...]
            if content.contains("\r") { found.append("line \(number + 1) holds a stray CR") }
            if content.last == " " || content.last == "\t" { found.append("line \(number + 1) ends with whitespace") }
        }
        return found
    }

    // MARK: - The applier on its own

    static func planned(_ edits: [TextEdit]) -> PlannedFix {
        RewriterSafetyTests.planned("r", edits)
    }

    @Test func anInsertionAtTheLineFeedOfACRLFPairGoesBeforeTheCarriageReturn() {
        let original = Array("let a = [1]\r\nlet b = 2\r\n".utf8)
        // A rule that finds the end of line 1 by its LF (offset 12) and inserts a line there.
        let edit = TextEdit(startOffset: 12, endOffset: 12, replacement: "\n    .map { $0 }")
        let rewrite = FixApplier.apply([Self.planned([edit])], to: original)
        #expect(String(decoding: rewrite.rewritten, as: UTF8.self) == "let a = [1]\r\n    .map { $0 }\r\nlet b = 2\r\n")
    }

    @Test func indentationOnlyLinesAndCarriageReturnsBeforeABreakAreDropped() {
        let original = Array("let a = 1\r\nlet b = 2\r\n".utf8)
        let edit = TextEdit(startOffset: 11, endOffset: 11, replacement: "// one\n    \n// two\r\n")
        let rewrite = FixApplier.apply([Self.planned([edit])], to: original)
        #expect(String(decoding: rewrite.rewritten, as: UTF8.self) == "let a = 1\r\n// one\r\n\r\n// two\r\nlet b = 2\r\n")
    }

    /// A rule that trims "\n" from copied text misses a CRLF (one `Character` in Swift) and adds
    /// its own break: the two stand for one line break, not a blank line.
    @Test func aCopiedCRLFBesideARulesOwnLFIsOneLineBreak() {
        let original = Array("let a = 1\r\nlet b = 2\r\n".utf8)
        let edit = TextEdit(startOffset: 11, endOffset: 11, replacement: "// copied\r\n\n// own\n\r\n    // copied\n")
        let rewrite = FixApplier.apply([Self.planned([edit])], to: original)
        #expect(String(decoding: rewrite.rewritten, as: UTF8.self) == "let a = 1\r\n// copied\r\n// own\r\n    // copied\r\nlet b = 2\r\n")
    }

    @Test func anInsertionAtTheStartStaysAfterTheByteOrderMark() {
        let original = Self.byteOrderMark + Array("let a = 1\n".utf8)
        let edit = TextEdit(startOffset: 0, endOffset: 0, replacement: "// FIXME(streamlint): note\n")
        let rewrite = FixApplier.apply([Self.planned([edit])], to: original)
        #expect(rewrite.rewritten == Self.byteOrderMark + Array("// FIXME(streamlint): note\nlet a = 1\n".utf8))
    }
}
