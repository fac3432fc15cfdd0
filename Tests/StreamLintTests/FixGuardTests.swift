import Foundation
import Rewriter
import StreamLint
import Testing

/// The guard every rewrite passes before anything is written: no statement of a replaced
/// closure goes missing, and nothing is awaited that is not `async`.
@Suite struct FixGuardTests {
    static let source = """
        func run() {
            publisher.sink { completion in
                reset()
                report(completion)
            } receiveValue: { value in
                show(value)
            }
        }
        """

    static func replacingTheSink(with replacement: String) -> (Fix, ParsedSourceFile) {
        let file = ParsedSourceFile(path: "F.swift", bytes: Array(source.utf8))
        let start = Array(source.utf8).firstIndex(of: UInt8(ascii: "p"))!
        let end = source.utf8.count - 2
        let fix = Fix(description: "d", applicability: .unsafe, edits: [TextEdit(startOffset: start, endOffset: end, replacement: replacement)])
        return (fix, file)
    }

    @Test func aRewriteThatKeepsEveryStatementPasses() {
        let (fix, file) = Self.replacingTheSink(with: """
            Task {
                for await value in publisher.values { show(value) }
                reset()
                report(.finished)
                report(completion)
            }
            """)
        #expect(FixGuard.refusal(for: fix, in: file, isAsync: { _ in false }) == nil)
    }

    @Test func aRewriteThatDropsCompletionCodeIsRefused() {
        let (fix, file) = Self.replacingTheSink(with: "Task { for await value in publisher.values { show(value) } }")
        let refusal = FixGuard.refusal(for: fix, in: file, isAsync: { _ in false })
        #expect(refusal == "it would drop `reset()` from a closure it replaces")
    }

    @Test func awaitingASynchronousFunctionIsRefusedUnlessItIsAsyncOrAddedInTheRun() {
        let code = "Task { let value = try await api.profile(id: 1); show(value); reset(); report(completion) }"
        let (fix, file) = Self.replacingTheSink(with: code)
        #expect(
            FixGuard.refusal(for: fix, in: file, isAsync: { _ in false })
                == "it would await `profile`, which is not `async` and gets no `async` alternative in this run")
        #expect(FixGuard.refusal(for: fix, in: file, isAsync: { $0 == "profile" }) == nil)
        var requiring = fix
        requiring.requires = [Fix.asyncAlternative("API.profile(id:)")]
        #expect(FixGuard.refusal(for: requiring, in: file, isAsync: { _ in false }) == nil)
    }
}

/// The shapes that made `fix --unsafe` delete or break code, each as a user meets it.
@Suite struct UnsafeRewriteRegressionTests {
    static func lint(_ fixture: String, into folder: TemporaryFolder) throws -> LintResult {
        let source = FixturePaths.fixtures.appendingPathComponent(fixture)
        try folder.write(source.lastPathComponent, try Data(contentsOf: source))
        return try LinterFactory.make().lint(paths: [folder.url.path])
    }

    /// `fix --unsafe --rule single_shot_sink` adds no async alternative, so the call site of
    /// `Catalog.item(id:)` must not await one: it iterates the publisher instead.
    @Test func aCallSiteAwaitsAnAlternativeOnlyWhenTheRunAddsIt() throws {
        let folder = try TemporaryFolder()
        let result = try Self.lint("Fixes/single_shot_call_sites.swift", into: folder)
        let plan = FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: ["single_shot_sink"])
        let report = FixSession.run(plan, of: result, writing: true)
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("single_shot_call_sites.swift"), encoding: .utf8)
        #expect(report.appliedFixes == 2)
        #expect(!fixed.contains("await Catalog.item"))
        #expect(!fixed.contains("await client.avatar") && !fixed.contains("await avatarReceiver"))
        #expect(fixed.contains("for try await item in itemPublisher.values"))
        #expect(report.output.contains("`item` gets no `async` alternative in this run"))
    }

    /// A safe run's marker is replaced by the unsafe run's rewrite, not left to block it.
    @Test func theSafeMarkerNeverBlocksTheUnsafeRewrite() throws {
        let folder = try TemporaryFolder()
        let source = FixturePaths.fixtures.appendingPathComponent("Fixes/single_shot_trailing_completion.swift")
        let file = try folder.write("Upload.swift", try Data(contentsOf: source))
        for allowed: Set<Fix.Applicability> in [[.safe], [.safe, .unsafe]] {
            let result = try LinterFactory.make().lint(paths: [folder.url.path])
            _ = FixSession.run(FixSession.plan(result.findings, allowing: allowed, rules: []), of: result, writing: true)
        }
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(!fixed.contains(SingleShotMarker.text))
        #expect(fixed.contains("for try await count in uploadPublisher.values"))
        #expect(fixed.contains("self?.failure = \"Upload failed: \\(error)\""))
    }

    /// A constant bound into a view is set, not awaited: the marker says so.
    @Test func theMarkerOfABoundConstantDoesNotSayAwait() throws {
        let folder = try TemporaryFolder()
        let result = try Self.lint("Rules/single_shot_sink_constants_rx.swift", into: folder)
        let markers = result.findings.filter { $0.ruleID == "single_shot_sink" }.compactMap(\.alternativeFix)
        #expect(markers.count == 5)
        for marker in markers {
            let text = marker.edits.map(\.replacement).joined()
            #expect(text.contains("set the value directly") && !text.contains("await"))
        }
    }
}

enum SingleShotMarker {
    static let text = "FIXME(streamlint)"
}
