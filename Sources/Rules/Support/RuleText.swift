import StreamLint

/// Shared wording for rule messages, so every rule names sources and alternatives the same way.
enum RuleText {
    /// "`Future` from `loadProfile(id:)` (Combine/ProfileRepository.swift:39)"
    static func source(_ pipeline: Pipeline) -> String {
        let source = pipeline.source
        let kind = source.effectiveKind.rawValue
        switch source.kind {
        case .call:
            let place = source.resolved.map { " (\($0.declaration.description))" } ?? ""
            return "\(kind) returned by `\(source.callee ?? source.text)`\(place)"
        case .reference, .published:
            let place = source.resolved.map { " (\($0.declaration.description))" } ?? ""
            return "\(kind) `\(source.text)`\(place)"
        default:
            return "\(kind) `\(source.text)`"
        }
    }

    static func terminal(_ pipeline: Pipeline) -> String { "`\(pipeline.terminal.name)`" }

    /// The AsyncAlgorithms spelling of each reactive operator that has one in 1.1.
    static let asyncAlgorithmsEquivalents: [String: String] = [
        "debounce": "debounce(for:)", "throttle": "throttle(for:)", "combineLatest": "combineLatest(_:_:)",
        "merge": "merge(_:_:)", "zip": "zip(_:_:)", "removeDuplicates": "removeDuplicates()",
        "distinctUntilChanged": "removeDuplicates()", "skipRepeats": "removeDuplicates()", "share": "share()",
        "flatMapLatest": "flatMapLatest", "switchToLatest": "flatMapLatest", "scan": "reductions(_:_:)",
        "collect": "chunked(by:)", "buffer": "chunked(by:)",
    ]

    /// What moving this keep-verdict pipeline to an async sequence would take, honest about
    /// what AsyncAlgorithms lacks. Nil when the move is not advisable (several consumers, replay).
    static func asyncAlgorithmsHint(_ analyzed: AnalyzedPipeline) -> String? {
        let gate = analyzed.gate
        guard gate.consumers <= 1, !gate.replay else { return nil }
        let names = (analyzed.pipeline.source.resolved?.operators ?? []) + analyzed.pipeline.operatorNames
            + gate.combinators
        var equivalents: [String] = []
        var missing: [String] = []
        // AsyncAlgorithms combines two or three sequences; `CombineLatest4` and wider have no
        // single equivalent.
        let source = analyzed.pipeline.source
        let combinedInputs = (source.inputs ?? source.resolved?.inputs ?? []).count
        if source.effectiveKind == .combined, combinedInputs > 3 { missing.append("combineLatest of \(combinedInputs)") }
        for name in names where !equivalents.contains(name) && !missing.contains(name) {
            if name == "combineLatest", combinedInputs > 3 { continue }
            if let equivalent = asyncAlgorithmsEquivalents[name] {
                let entry = "\(name) → \(equivalent)"
                if !equivalents.contains(entry) { equivalents.append(entry) }
            } else if ["withLatestFrom", "retry", "timeout", "delay", "sample", "window", "amb"].contains(name) {
                missing.append(name)
            }
        }
        guard !equivalents.isEmpty || !missing.isEmpty else { return nil }
        var hint = "With one consumer and no replay this could become an AsyncAlgorithms sequence"
        if !equivalents.isEmpty { hint += " (\(equivalents.joined(separator: ", ")))" }
        if !missing.isEmpty {
            hint += "; AsyncAlgorithms has no \(missing.map { "`\($0)`" }.joined(separator: ", ")), so that part needs hand-written code"
            if combinedInputs > 3 { hint += " (or nested `combineLatest` calls)" }
        }
        return hint + "."
    }

    static func keepMessage(_ reason: String, _ analyzed: AnalyzedPipeline) -> String {
        var message = "Keep this stream: \(reason)."
        if let hint = asyncAlgorithmsHint(analyzed) { message += " " + hint }
        return message
    }
}
