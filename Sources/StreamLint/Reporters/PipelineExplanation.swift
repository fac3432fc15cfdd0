/// `streamlint explain FILE:LINE`: the chain of facts behind one pipeline's verdict, in the
/// order a reviewer checks them — the source and where it is declared, the operators, the
/// terminal and what it holds, the context, the gate's answers and the rule that decided.
public enum PipelineExplanation {
    /// The pipelines whose terminal or chain covers `line` of `file` (a path relative to the
    /// scanned root), terminal line first.
    public static func pipelines(in result: LintResult, file: String, line: Int) -> [AnalyzedPipeline] {
        let inFile = result.pipelines.filter { $0.pipeline.file == file }
        let atTerminal = inFile.filter { $0.pipeline.location.line == line }
        if !atTerminal.isEmpty { return atTerminal }
        return inFile.filter { $0.pipeline.range.line <= line && line <= $0.pipeline.range.endLine }
    }

    public static func render(_ analyzed: AnalyzedPipeline, findings: [Finding]) -> String {
        let pipeline = analyzed.pipeline
        let gate = analyzed.gate
        var lines: [String] = []
        lines.append("\(pipeline.file):\(pipeline.location.line):\(pipeline.location.column): \(pipeline.framework.rawValue) pipeline")
        lines.append("  source      \(sourceLine(pipeline.source))")
        if !pipeline.operators.isEmpty {
            let operators = pipeline.operators.map { op in op.argument.map { "\(op.name)(\($0))" } ?? op.name }
            lines.append("  operators   " + operators.joined(separator: " → "))
        }
        var terminal = "\(pipeline.terminal.name), \(retentionText(pipeline.terminal.retention))"
        if pipeline.terminal.selfCapture != .none { terminal += ", captures self \(pipeline.terminal.selfCapture.rawValue)" }
        lines.append("  terminal    \(terminal)")
        var context = pipeline.context.isolation == .mainActor
            ? "main actor (\(pipeline.context.isolationReason ?? "declared"))" : "not main-actor isolated"
        if let type = pipeline.context.typeName { context += " in \(type)" + (pipeline.context.functionName.map { ".\($0)" } ?? "") }
        lines.append("  context     \(context); hops to main: \(yes(gate.hopsToMain)); source delivers on main: \(yes(gate.sourceDeliversOnMain))")
        lines.append("gate")
        lines.append("  cadence     \(gate.cadence.rawValue), confidence \(gate.confidence.rawValue): \(gate.cadenceReason)")
        lines.append("  consumers   \(gate.consumers) of the same upstream in the module; fed at \(gate.feeds) place(s)"
            + (gate.shared ? "; shared: \(gate.sharingReason ?? "yes")" : ""))
        lines.append("  timing      \(list(gate.timingOperators))   combinators \(list(gate.combinators))")
        lines.append("  replay      \(gate.replay ? gate.replayReason ?? "yes" : "no")   virtual-time tests: \(yes(gate.virtualTimeTested))")
        let mine = findings.filter { $0.pipeline == pipeline }
        let verdictFinding = mine.first { $0.ruleID == analyzed.verdictRule }
        lines.append("verdict       \(analyzed.verdict.rawValue) — \(analyzed.verdictRule ?? "no rule")"
            + (verdictFinding.map { ": \($0.message)" } ?? ""))
        for hazard in mine where hazard.ruleID != analyzed.verdictRule {
            lines.append("hazard        \(hazard.ruleID) (\(hazard.severity.rawValue)): \(hazard.message)")
        }
        return lines.joined(separator: "\n")
    }

    private static func sourceLine(_ source: PipelineSource) -> String {
        var text = "\(source.kind.phrase) `\(source.text)`"
        if let resolved = source.resolved {
            text += " → \(resolved.kind.phrase), declared at \(resolved.declaration.description)"
            if let declared = resolved.declaredType { text += " as `\(declared)`" }
            if !resolved.operators.isEmpty { text += " (with \(resolved.operators.joined(separator: ", ")))" }
        } else if source.kind == .call || source.kind == .reference {
            text += " (no declaration in the scanned code)"
        }
        return text
    }

    private static func retentionText(_ retention: Retention) -> String {
        switch retention.kind {
        case .store: return "stored in \(retention.target ?? "a collection")"
        case .disposeBag: return "disposed by \(retention.target ?? "a bag")"
        case .assigned: return "held by \(retention.target ?? "a property")"
        default: return "retention: \(retention.kind.rawValue)"
        }
    }

    private static func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }
    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
