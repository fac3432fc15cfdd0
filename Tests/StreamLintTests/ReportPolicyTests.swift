import StreamLint
import Testing

/// The library decides what a run shows and when it fails, so the command line, the plugins
/// and the benchmark agree.
@Suite struct ReportPolicyTests {
    static let note = HandMadeReport.finding("continuous_stream", .keep, .note, message: "keep", line: 1)
    static let warning = HandMadeReport.finding("single_shot_sink", .rewrite, .warning, message: "rewrite", line: 2)
    static let error = HandMadeReport.finding("missing_receive_context", .fix, .error, message: "hazard", line: 3)
    static let loudNote = HandMadeReport.finding("opaque_pipeline", .review, .warning, message: "review", line: 4)

    @Test func theThresholdFollowsTheFlags() {
        #expect(ReportPolicy().threshold == .error)
        #expect(ReportPolicy(strict: true).threshold == .warning)
        #expect(ReportPolicy(strict: true, minimumSeverity: .note).threshold == .note)
        #expect(ReportPolicy(minimumSeverity: .warning).threshold == .warning)
        #expect(ReportPolicy(strict: true, writesBaseline: true).threshold == nil)
    }

    @Test func aBaselineHidesWhatItAccepted() {
        let baseline = Baseline(findings: [Self.warning])
        let result = ReportPolicy(baseline: baseline).filtered(HandMadeReport.result([Self.warning, Self.error]))
        #expect(result.findings.map(\.ruleID) == ["missing_receive_context"])
        #expect(ReportPolicy().filtered(HandMadeReport.result([Self.warning])).findings.count == 1)
    }

    @Test func textHidesKeepAndReviewNotesUnlessTheyFailTheRun() {
        let result = HandMadeReport.result([Self.note, Self.warning, Self.error, Self.loudNote])
        let rules = [RuleDescription]()
        let quiet = ReportPolicy().input(for: result, reporter: TextReporter.self, rules: rules, toolVersion: "t")
        #expect(quiet.findings.map(\.ruleID) == ["single_shot_sink", "missing_receive_context"])
        let strict = ReportPolicy(strict: true).input(for: result, reporter: TextReporter.self, rules: rules, toolVersion: "t")
        #expect(strict.findings.map(\.ruleID) == ["single_shot_sink", "missing_receive_context", "opaque_pipeline"])
        let verbose = ReportPolicy(verbose: true).input(for: result, reporter: TextReporter.self, rules: rules, toolVersion: "t")
        #expect(verbose.findings.count == 4)
        let json = ReportPolicy().input(for: result, reporter: JSONReporter.self, rules: rules, toolVersion: "t")
        #expect(json.findings.count == 4)
        #expect(quiet.failingFindings.map(\.ruleID) == ["missing_receive_context"])
    }

    @Test func writingABaselineFailsNothingAndHidesNotesAsUsual() {
        let result = HandMadeReport.result([Self.note, Self.warning, Self.error, Self.loudNote])
        let policy = ReportPolicy(strict: true, writesBaseline: true)
        let input = policy.input(for: result, reporter: TextReporter.self, rules: [], toolVersion: "t")
        #expect(input.failingFindings.isEmpty)
        #expect(input.failureReason == nil)
        #expect(input.findings.map(\.ruleID) == ["single_shot_sink", "missing_receive_context"])
    }

    @Test func everyFormatIsOneReporterFoundByName() {
        #expect(Reporters.formatNames == ["text", "json", "sarif", "github", "markdown", "html", "github-summary"])
        #expect(Reporters.all.filter { $0.showsFixes }.map { $0.formatName } == ["json", "sarif"])
        #expect(Reporters.named("sarif") == SARIFReporter.self)
        #expect(Reporters.named("html") == HTMLReporter.self)
        #expect(Reporters.named("pdf") == nil)
    }
}
