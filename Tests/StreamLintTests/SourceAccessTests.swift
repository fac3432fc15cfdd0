import Foundation
import Rewriter
import StreamLint
import Testing

/// Each file is read once and parsed once per run: the scan keeps what later stages need (the
/// bytes, the line table, the tree of a file that gets a fix), and `fix` parses only its own
/// output to prove it.
@Suite struct SourceAccessTests {
    static let fixable = try! String(
        contentsOf: FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.swift"), encoding: .utf8)
    static let fixed = try! String(
        contentsOf: FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.fixed.swift"), encoding: .utf8)
    /// Reactive, with findings but no fix.
    static let reactive = "import Combine\n\nfinal class Search {\n    let query = PassthroughSubject<String, Never>()\n"
        + "    var bag = Set<AnyCancellable>()\n    init() {\n        query.debounce(for: .seconds(1), scheduler: RunLoop.main)"
        + ".sink { print($0) }.store(in: &bag)\n    }\n}\n"
    /// Nothing reactive: the prefilter proves it from the bytes, so it is never parsed.
    static let plain = "struct Point {\n    var x = 0\n}\n"

    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Model.swift", Self.fixable)
        try folder.write("Search.swift", Self.reactive)
        try folder.write("Point.swift", Self.plain)
        return folder
    }

    private func linter(_ log: SourceAccessLog, treeBudget: Int = TreeBudget.defaultBytes) -> Linter {
        var linter = LinterFactory.make()
        linter.reader = SourceReader(log: log)
        linter.treeBudgetBytes = treeBudget
        return linter
    }

    @Test func lintReadsAndParsesEachFileOnceEvenWhenItBuildsFixes() throws {
        let folder = try folder()
        let log = SourceAccessLog()
        let result = try linter(log).lint(paths: [folder.url.path])
        #expect(result.findings.contains { $0.file == "Model.swift" && $0.fix != nil })
        #expect(result.findings.contains { $0.file == "Search.swift" })
        for file in ["Model.swift", "Search.swift", "Point.swift"] {
            #expect(log.count(.read, of: file) == 1, "\(file)")
        }
        #expect(log.count(.parse, of: "Model.swift") == 1)
        #expect(log.count(.parse, of: "Search.swift") == 1)
        #expect(log.count(.parse, of: "Point.swift") == 0)
        #expect(Set(result.fixedSources.keys) == ["Model.swift"])
    }

    @Test func fixParsesOnlyItsOwnOutputAgain() throws {
        let folder = try folder()
        let log = SourceAccessLog()
        let result = try linter(log).lint(paths: [folder.url.path])
        let plan = FixSession.plan(result.findings, allowing: [.safe], rules: [])
        let report = FixSession.run(plan, of: result, writing: true, reader: SourceReader(log: log))
        #expect(report.appliedFixes == 1)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Model.swift"), encoding: .utf8) == Self.fixed)
        #expect(log.count(.read, of: "Model.swift") == 1)
        #expect(log.count(.parse, of: "Model.swift") == 2)
    }

    /// Past the budget the tree is dropped and the file read again, but only used if it still
    /// holds the text that was scanned.
    @Test func aFileOverTheTreeBudgetIsReadAgainAndFixedTheSame() throws {
        let folder = try folder()
        let log = SourceAccessLog()
        let result = try linter(log, treeBudget: 0).lint(paths: [folder.url.path])
        #expect(log.count(.read, of: "Model.swift") == 2)
        #expect(log.count(.read, of: "Search.swift") == 1)
        let report = FixSession.run(FixSession.plan(result.findings, allowing: [.safe], rules: []), of: result, writing: true)
        #expect(report.appliedFixes == 1)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Model.swift"), encoding: .utf8) == Self.fixed)
    }

    @Test func aFileChangedBetweenScanAndFixIsNotWritten() throws {
        let folder = try folder()
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        let edited = Self.fixable.replacingOccurrences(of: "Guest", with: "Visitor")
        try folder.write("Model.swift", edited)
        let report = FixSession.run(FixSession.plan(result.findings, allowing: [.safe], rules: []), of: result, writing: true)
        #expect(report.appliedFixes == 0)
        #expect(report.output.contains("changed on disk since it was read"), "\(report.output)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Model.swift"), encoding: .utf8) == edited)
    }

    @Test func fixesAreBuiltOnlyForTheRulesAskedFor() throws {
        let folder = try folder()
        var linter = LinterFactory.make()
        linter.fixedRuleIDs = ["single_shot_sink"]
        let result = try linter.lint(paths: [folder.url.path])
        #expect(result.findings.contains { $0.ruleID == "strong_self_in_sink" })
        #expect(result.findings.allSatisfy { $0.fix == nil && $0.alternativeFix == nil })
        #expect(result.fixedSources.isEmpty)
    }

    /// A suppressed finding gets no fix, so its file is neither kept for `fix` nor rewritten.
    @Test func aSuppressedFindingIsNotFixed() throws {
        let folder = try TemporaryFolder()
        let suppressed = Self.fixable.replacingOccurrences(
            of: "            .assign(to:", with: "            // streamlint:disable:next strong_self_in_sink\n            .assign(to:")
        try folder.write("Model.swift", suppressed)
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(!result.findings.contains { $0.ruleID == "strong_self_in_sink" })
        #expect(result.fixedSources.isEmpty)
    }

    /// A file's lines are counted one way whether the prefilter skips it or it is parsed, with
    /// CR, LF or CRLF line breaks.
    @Test func lineCountsDoNotDependOnThePrefilterOrTheLineBreaks() throws {
        for lineBreak in ["\n", "\r", "\r\n"] {
            let folder = try TemporaryFolder()
            try folder.write("Plain.swift", ["let a = 1", "let b = 2", "let c = 3"].map { $0 + lineBreak }.joined())
            try folder.write("Reactive.swift", ["import Combine", "let a = Just(1)", "let b = 2"].map { $0 + lineBreak }.joined())
            let result = try LinterFactory.make().lint(paths: [folder.url.path])
            #expect(result.parsedFileCount == 1)
            #expect(result.lineCount == 6, "\(lineBreak.debugDescription)")
        }
    }
}
