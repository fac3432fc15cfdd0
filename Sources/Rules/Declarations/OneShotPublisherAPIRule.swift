import StreamLint

/// An API whose every implementation returns one value should say so with `async throws`, so
/// callers stop subscribing to it.
struct OneShotPublisherAPIRule: DeclarationRule {
    static let description = RuleDescription(
        id: "one_shot_publisher_api", name: "One-shot publisher API", verdict: .rewrite, defaultSeverity: .warning,
        summary: "A function or protocol requirement returns a publisher type, and every implementation in the module returns a single-shot chain.",
        rationale: """
            Returning `AnyPublisher<User, Error>` promises a stream; if every implementation builds a \
            `Future`, a `Just` or a request, callers pay for subscriptions and cancellables to read \
            one value. Add an `async throws -> T` requirement next to it, with a default \
            implementation bridging from the publisher (or the reverse), so callers compile \
            throughout the migration. Start at module boundaries: every call site follows.
            """,
        triggeringExamples: [
            Example(
                """
                protocol ProfileLoading { func ↓profile(id: String) -> AnyPublisher<Profile, Error> }
                struct RemoteProfiles: ProfileLoading {
                    func profile(id: String) -> AnyPublisher<Profile, Error> { Just(.empty).setFailureType(to: Error.self).eraseToAnyPublisher() }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("func changes() -> AnyPublisher<Int, Never> { subject.eraseToAnyPublisher() }"),
            Example(
                """
                protocol ProfileLoading { func profile(id: String) -> AnyPublisher<Profile, Error> }
                struct RemoteProfiles: ProfileLoading {
                    func profile(id: String) -> AnyPublisher<Profile, Error> { Just(.empty).setFailureType(to: Error.self).eraseToAnyPublisher() }
                }
                // One implementation streams, so the requirement is a stream.
                struct LiveProfiles: ProfileLoading {
                    let updates = CurrentValueSubject<Profile, Error>(.empty)
                    func profile(id: String) -> AnyPublisher<Profile, Error> { updates.eraseToAnyPublisher() }
                }
                """),
        ])

    func check(in context: RuleContext) -> [DeclarationMatch] {
        var matches: [DeclarationMatch] = []
        let functions = context.index.allFunctions.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
        let requirements = functions.filter(\.isRequirement)
        for function in functions {
            let implementations: [FunctionDeclarationFact]
            if function.isRequirement {
                implementations = functions.filter { !$0.isRequirement && $0.signature == function.signature && !$0.returned.isEmpty }
            } else {
                if requirements.contains(where: { $0.signature == function.signature }) { continue }
                implementations = function.returned.isEmpty ? [] : [function]
            }
            guard !implementations.isEmpty,
                  implementations.allSatisfy(context.functions.returnsSingleValue),
                  // `future_wrapped_task` and `data_task_publisher` say more about these bodies.
                  !implementations.contains(where: { $0.returnsDataTaskRequest || context.functions.wrapsTaskInFuture($0) })
            else { continue }
            let count = implementations.count
            let what = function.isRequirement
                ? "every implementation (\(count)) of `\(function.name)` returns a single value"
                : "`\(function.name)` returns a single value"
            matches.append(
                DeclarationMatch(
                    message: "\(what) as `\(function.returnType)`: add an `async throws` alternative and migrate callers to it.",
                    file: function.location.file, span: function.nameSpan, fingerprintText: function.key))
        }
        return matches
    }
}
