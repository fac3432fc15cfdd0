import Foundation

/// Asks the rules about every pipeline and declaration: the first verdict rule that answers
/// gives a pipeline its verdict, every hazard rule that answers adds a `fix` finding.
public struct RuleRunner: Sendable {
    public var pipelineRules: [any PipelineRule]
    public var declarationRules: [any DeclarationRule]

    /// Verdict rules are put in the order of their `precedence` (a rule without one last), so the
    /// order rules are listed in does not change a verdict; hazard rules follow.
    public init(pipelineRules: [any PipelineRule], declarationRules: [any DeclarationRule]) {
        let verdictRules = pipelineRules.filter { $0.description.verdict != .fix }
        let ranked = verdictRules.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.description.precedence, rhs.element.description.precedence)
            return (left?.rawValue ?? Int.max, lhs.offset) < (right?.rawValue ?? Int.max, rhs.offset)
        }
        self.pipelineRules = ranked.map(\.element) + pipelineRules.filter { $0.description.verdict == .fix }
        self.declarationRules = declarationRules
    }

    /// The pipelines with their verdicts, judged in place (a large tree holds tens of thousands),
    /// and every finding.
    public func run(_ pipelines: consuming [AnalyzedPipeline], context: RuleContext) -> ([AnalyzedPipeline], [Finding]) {
        var findings: [Finding] = []
        var occurrences: [String: Int] = [:]
        for position in pipelines.indices {
            var analyzed = pipelines[position]
            let base = "\(analyzed.pipeline.file)|\(analyzed.pipeline.normalizedText)"
            let occurrence = occurrences[base, default: 0]
            occurrences[base] = occurrence + 1
            var hasVerdict = false
            var shared: (pipeline: Indirect<Pipeline>, gate: Indirect<GateAnswers>)?
            for rule in pipelineRules {
                let description = rule.description
                let isHazard = description.verdict == .fix
                if !isHazard && hasVerdict { continue }
                guard let match = rule.check(analyzed, in: context) else { continue }
                if !isHazard {
                    hasVerdict = true
                    analyzed.verdict = description.verdict
                    analyzed.verdictRule = description.id
                }
                analyzed.ruleIDs.append(description.id)
                let boxes = shared ?? (Indirect(wrappedValue: analyzed.pipeline), Indirect(wrappedValue: analyzed.gate))
                shared = boxes
                findings.append(
                    Finding(
                        ruleID: description.id, verdict: description.verdict,
                        severity: match.severity ?? description.defaultSeverity, message: match.message,
                        file: analyzed.pipeline.file, span: analyzed.pipeline.location, sharing: boxes.pipeline,
                        gate: boxes.gate, fix: match.fix, fingerprint: Fingerprint.make(description.id, base, occurrence)))
            }
            pipelines[position] = analyzed
        }
        for rule in declarationRules {
            let description = rule.description
            var declarationOccurrences: [String: Int] = [:]
            for match in rule.check(in: context) {
                let base = "\(match.file)|\(match.fingerprintText)"
                let occurrence = declarationOccurrences[base, default: 0]
                declarationOccurrences[base] = occurrence + 1
                findings.append(
                    Finding(
                        ruleID: description.id, verdict: description.verdict,
                        severity: match.severity ?? description.defaultSeverity, message: match.message,
                        file: match.file, span: match.span, pipeline: nil, gate: nil, fix: match.fix,
                        fingerprint: Fingerprint.make(description.id, base, occurrence)))
            }
        }
        findings.sort { ($0.file, $0.span.line, $0.span.column, $0.ruleID) < ($1.file, $1.span.line, $1.span.column, $1.ruleID) }
        return (pipelines, findings)
    }
}

/// A short stable hash (FNV-1a, 64 bit, as `ContentHash`) of the rule, the file and the code,
/// plus which occurrence of identical code it is. No line numbers, so it survives edits elsewhere.
public enum Fingerprint {
    public static func make(_ ruleID: String, _ base: String, _ occurrence: Int) -> String {
        ContentHash(Array("\(ruleID)|\(base)|\(occurrence)".utf8)).description
    }
}
