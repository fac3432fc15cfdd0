import StreamLint

/// A request delivers one response; `URLSession.data(for:)` says so in its type.
struct DataTaskPublisherRule: PipelineRule, DeclarationRule {
    static let description = RuleDescription(
        id: "data_task_publisher", name: "dataTaskPublisher request", verdict: .rewrite, defaultSeverity: .warning,
        summary: "A URLSession `dataTaskPublisher(for:)` request (or RxCocoa/ReactiveCocoa's data helpers) subscribed or returned.",
        rationale: """
            A request/response is one value. `try await session.data(for: request)` (iOS 15+, or \
            back-deployed with async/await on iOS 13) returns it directly, propagates errors with \
            `throws`, and is cancelled by cancelling its Task. Decoding becomes a plain \
            `JSONDecoder().decode` call. A function that returns the publisher gets an async \
            alternative next to it, so callers migrate one at a time.
            """,
        triggeringExamples: [
            """
            func forecast(for city: String) -> AnyPublisher<Forecast, Error> {
                URLSession.shared.dataTaskPublisher(for: url(city))
                    .map(\\.data)
                    .decode(type: Forecast.self, decoder: JSONDecoder())
                    .eraseToAnyPublisher()
            }
            """,
            "URLSession.shared.dataTaskPublisher(for: url).sink(receiveCompletion: { _ in }, receiveValue: { show($0) })",
        ],
        nonTriggeringExamples: ["let (data, _) = try await URLSession.shared.data(from: url)"],
        correction: (
            before: """
                func forecast(for city: String) -> AnyPublisher<Forecast, Error> {
                    URLSession.shared.dataTaskPublisher(for: url(city))
                        .map(\\.data)
                        .decode(type: Forecast.self, decoder: JSONDecoder())
                        .eraseToAnyPublisher()
                }
                """,
            after: """
                func forecast(for city: String) async throws -> Forecast {
                    let (data, _) = try await URLSession.shared.data(from: url(city))
                    return try JSONDecoder().decode(Forecast.self, from: data)
                }
                """))

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        guard pipeline.pipeline.source.kind == .dataTask else { return nil }
        return RuleMatch(
            message: "This request delivers one response: await it with `try await URLSession.shared.data(for:)` "
                + "in a Task instead of \(RuleText.terminal(pipeline.pipeline)) on `dataTaskPublisher`.")
    }

    func check(in context: RuleContext) -> [DeclarationMatch] {
        context.index.allFunctions.filter(Self.returnsDataTask).map { function in
            DeclarationMatch(
                message: "`\(function.name)` returns a `dataTaskPublisher` request: add an `async throws` "
                    + "alternative built on `URLSession.data(for:)` and move callers to it.",
                file: function.location.file, span: function.nameSpan,
                fingerprintText: "\(function.typeName ?? "").\(function.name)(\(function.argumentLabels.joined(separator: ":")))")
        }
    }

    static func returnsDataTask(_ function: FunctionDeclarationFact) -> Bool {
        !function.returned.isEmpty && function.returned.allSatisfy { $0.source.kind == .dataTask }
    }
}
