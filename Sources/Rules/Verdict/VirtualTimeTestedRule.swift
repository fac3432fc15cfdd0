import StreamLint

/// A pipeline that tests drive with a virtual clock carries timing behaviour someone cared
/// enough to pin down; rewriting it throws those tests away.
struct VirtualTimeTestedRule: PipelineRule {
    static let description = RuleDescription(
        id: "virtual_time_tested", name: "Virtual-time tested stream", verdict: .keep, precedence: .virtualTimeTested,
        defaultSeverity: .note,
        summary: "The pipeline's type is exercised by tests that use a virtual-time scheduler, or the pipeline is one of those tests' own subscriptions.",
        rationale: """
            Tests built on TestScheduler (RxTest), combine-schedulers' test schedulers or a TestClock \
            assert exactly when values arrive. That is stream behaviour worth keeping: an async/await \
            rewrite loses the scheduler injection those tests depend on. Keep the pipeline; if you do \
            migrate it, move the tests to an injected Clock first. A test file's own subscriptions \
            (a `TestScheduler` observer subscribed to a view model's output) are those tests, \
            whatever they read.
            """,
        triggeringExamples: [
            Example(
                """
                import Combine
                import CombineSchedulers

                final class SearchModel: ObservableObject {
                    @Published var query = ""
                    private var bag = Set<AnyCancellable>()

                    init(scheduler: AnySchedulerOf<DispatchQueue>) {
                        $query.debounce(for: .seconds(0.3), scheduler: scheduler)
                            .↓sink { [weak self] in self?.search($0) }
                            .store(in: &bag)
                    }

                    func search(_ text: String) {}
                }
                """,
                fileName: "SearchModel.swift",
                testFile: """
                    import CombineSchedulers
                    import XCTest

                    final class SearchModelTests: XCTestCase {
                        func testSearchWaitsForTyping() {
                            let scheduler = DispatchQueue.test
                            let model = SearchModel(scheduler: scheduler.eraseToAnyScheduler())
                            model.query = "swift"
                            scheduler.advance(by: .seconds(0.3))
                        }
                    }
                    """),
        ],
        nonTriggeringExamples: [
            Example(
                """
                import Combine
                import CombineSchedulers

                final class SearchModel: ObservableObject {
                    @Published var query = ""
                    private var bag = Set<AnyCancellable>()

                    init(scheduler: AnySchedulerOf<DispatchQueue>) {
                        $query.debounce(for: .seconds(0.3), scheduler: scheduler)
                            .sink { [weak self] in self?.search($0) }
                            .store(in: &bag)
                    }

                    func search(_ text: String) {}
                }
                """,
                fileName: "SearchModel.swift",
                testFile: """
                    import XCTest

                    // Tests that never use a virtual-time scheduler.
                    final class SearchModelTests: XCTestCase {
                        func testStartsEmpty() {
                            let model = SearchModel(scheduler: DispatchQueue.main.eraseToAnyScheduler())
                            XCTAssertEqual(model.query, "")
                        }
                    }
                    """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        guard pipeline.gate.virtualTimeTested else { return nil }
        if context.index.virtualTimeTestFiles.contains(pipeline.pipeline.file) {
            return RuleMatch(message: RuleText.keepMessage("this test drives it with a virtual-time scheduler", pipeline))
        }
        return RuleMatch(
            message: RuleText.keepMessage(
                "`\(pipeline.pipeline.context.typeName ?? "its type")` is driven by a virtual-time scheduler in tests",
                pipeline))
    }
}
