import StreamLint

/// Async code wrapped back into a `Future` makes callers subscribe to what they could await,
/// and loses cancellation: cancelling the subscription does not cancel the inner Task.
struct FutureWrappedTaskRule: DeclarationRule {
    static let description = RuleDescription(
        id: "future_wrapped_task", name: "Future wrapping a Task", verdict: .rewrite, defaultSeverity: .warning,
        summary: "`Future { promise in Task { … await … promise(…) } }` bridges async code back into Combine.",
        rationale: """
            The Future runs its closure once, at creation, and cancelling the subscriber does not \
            cancel the Task inside. The async function it wraps is the better API: expose it (an \
            `async throws` alternative beside the publisher, as Xcode's "Add Async Alternative" does) \
            and let call sites await it directly. Keep the publisher version, delegating to the async \
            one, until every caller has moved.
            """,
        triggeringExamples: [
            """
            func profile(id: String) -> AnyPublisher<Profile, Error> {
                Future { promise in
                    Task {
                        do { promise(.success(try await client.profile(id: id))) }
                        catch { promise(.failure(error)) }
                    }
                }.eraseToAnyPublisher()
            }
            """,
        ],
        nonTriggeringExamples: [
            "Future { promise in cache.load { promise(.success($0)) } }",
        ],
        correction: (
            before: """
                func profile(id: String) -> AnyPublisher<Profile, Error> {
                    Future { promise in
                        Task { do { promise(.success(try await client.profile(id: id))) } catch { promise(.failure(error)) } }
                    }.eraseToAnyPublisher()
                }
                """,
            after: """
                func profile(id: String) async throws -> Profile {
                    try await client.profile(id: id)
                }
                """))

    func check(in context: RuleContext) -> [DeclarationMatch] {
        context.index.files.values.sorted { $0.path < $1.path }.flatMap { file in
            file.futureWrappedTasks.map { wrapped in
                let place = wrapped.functionName.map { "`\($0)` wraps" } ?? "This `Future` wraps"
                return DeclarationMatch(
                    message: "\(place) async work in `Future { Task { … } }`: expose an `async throws` function and await it at call sites; "
                        + "cancelling the subscription does not cancel the inner Task.",
                    file: file.path, span: wrapped.span,
                    fingerprintText: "\(wrapped.typeName ?? "").\(wrapped.functionName ?? "")")
            }
        }
    }
}
