import Foundation
import Rewriter
import StreamLint
import Testing

/// A cancelled subscription delivers nothing more: no value, and no `.finished` either. A
/// cancelled Task's `for try await … in publisher.values` just ends, and awaited work that
/// ignores cancellation still returns its value; the rewritten Task asks before it hands on
/// either (`Tests/Fixtures/Scenarios/Before/Matrix`, cases with `unowned self` and a
/// completion handler that reports `.finished`, crashed without it).
@Suite struct SingleShotCancellationTests {
    private func fixed(_ files: [String: String], reading name: String) throws -> String {
        let folder = try TemporaryFolder()
        for (file, contents) in files { try folder.write(file, contents) }
        // Rewrites that wait for an added `async` alternative land on the second run.
        for _ in 0..<2 {
            let result = try LinterFactory.make().lint(paths: [folder.url.path])
            _ = FixSession.run(FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: []), of: result, writing: true)
        }
        return try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aCancelledValuesLoopDoesNotReportFinished() throws {
        let source = """
            import Combine

            @MainActor
            final class Counter {
                private var cancellables = Set<AnyCancellable>()

                func load(from service: Service) {
                    Future<Int, Error> { promise in service.fetch(promise) }
                        .sink(receiveCompletion: { [unowned self] completion in
                            if case .finished = completion { self.done() }
                        }, receiveValue: { [unowned self] value in self.show(value) })
                        .store(in: &cancellables)
                }

                func done() {}
                func show(_ value: Int) {}
            }

            """
        let text = try fixed(["Counter.swift": source], reading: "Counter.swift")
        #expect(text.contains("Task { [unowned self] in"), "\(text)")
        #expect(Self.hasLines(["guard !Task.isCancelled else { return }", "completion = .finished"], in: text), "\(text)")
    }

    @Test func awaitedWorkThatReturnsAfterCancellationIsNotDelivered() throws {
        let repository = """
            import Combine

            final class NumberRepository {
                let client: NumberClient

                init(client: NumberClient) {
                    self.client = client
                }

                func number() -> Future<Int, Error> {
                    Future { promise in
                        Task {
                            do {
                                let number = try await client.number()
                                promise(.success(number))
                            } catch {
                                promise(.failure(error))
                            }
                        }
                    }
                }
            }

            """
        let caller = """
            import Combine

            final class NumberScreen {
                var number: Int?
                private let repository: NumberRepository
                private var cancellables = Set<AnyCancellable>()

                init(repository: NumberRepository) {
                    self.repository = repository
                }

                func load() {
                    repository.number()
                        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] number in self?.number = number })
                        .store(in: &cancellables)
                }
            }

            """
        let text = try fixed(["NumberRepository.swift": repository, "NumberScreen.swift": caller], reading: "NumberScreen.swift")
        #expect(
            Self.hasLines(
                ["let number = try await numberReceiver.number()", "guard !Task.isCancelled else { return }", "self?.number = number"],
                in: text), "\(text)")
    }

    /// Whether `lines` follow one another in `text`, whatever their indentation.
    private static func hasLines(_ lines: [String], in text: String) -> Bool {
        let trimmed = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return trimmed.indices.contains { start in Array(trimmed[start...].prefix(lines.count)) == lines }
    }
}
