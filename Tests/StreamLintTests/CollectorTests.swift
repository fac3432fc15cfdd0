import SwiftParser
import StreamLint
import Testing

/// Each collector of the fact walk, run alone on a snippet: what it records by itself, with no
/// other collector's frames or facts around it.
@Suite struct CollectorTests {
    private static func facts(_ source: String, _ collectors: CollectorSet, typesOnly: Bool = false) -> FileFacts {
        FactExtractor.extract(
            path: "Snippet.swift", tree: Parser.parse(source: source), bytes: Array(source.utf8), typesOnly: typesOnly,
            collectors: collectors)
    }

    @Test func importsAreTheReactiveFrameworksAndWhatIsReexported() {
        let facts = Self.facts(
            """
            import Combine
            @_exported import RxSwift
            import SwiftUI
            import Foundation
            """, .imports)
        #expect(facts.imports == [.combine, .rxswift])
        #expect(facts.exportedImports == [.rxswift])
    }

    @Test func typesNestAndExtensionsKeepTheirQualifiedName() {
        let facts = Self.facts(
            """
            @MainActor final class SearchViewController: UIViewController {
                struct Row {}
            }
            extension SearchViewController.Row: Equatable {}
            """, .types)
        #expect(facts.types.map(\.name) == ["SearchViewController", "Row", "Row"])
        #expect(facts.types.map(\.isMainActor) == [true, false, false])
        #expect(facts.types.map(\.isExtension) == [false, false, true])
        #expect(facts.types[0].inheritedTypes == ["UIViewController"])
        #expect(facts.types[2].location.line == 4)
    }

    @Test func functionsReturningPublishersKeepWhatTheyReturnAndAsyncOnesTheirKey() {
        let facts = Self.facts(
            """
            func load(id: Int) -> AnyPublisher<Int, Never> {
                Just(id).eraseToAnyPublisher()
            }
            func refresh() async {}
            """, .functions)
        #expect(facts.functions.map(\.key) == [".load(id:)"])
        #expect(facts.functions.first?.returned.map(\.source.kind) == [.just])
        #expect(facts.functions.first?.returned.first?.operators == ["eraseToAnyPublisher"])
        // `refresh` holds no reactive word: the walk skips it, and still records its key.
        #expect(facts.asyncFunctionKeys == [".refresh()"])
    }

    @Test func reactivePropertiesAndTheirSources() {
        let facts = Self.facts(
            """
            @Published var query = ""
            let results: AnyPublisher<[String], Never> = Just([]).eraseToAnyPublisher()
            var count = 0
            """, .properties)
        #expect(facts.properties.map(\.name) == ["query", "results"])
        #expect(facts.properties.map(\.isPublished) == [true, false])
        #expect(facts.properties[1].source?.kind == .just)
        #expect(facts.properties[1].operators == ["eraseToAnyPublisher"])
    }

    @Test func chainsWithATerminalAndBindingsAreCandidates() {
        let facts = Self.facts(
            """
            Just(1).sink { print($0) }
            label.reactive.text <~ viewModel.title
            Text("").onReceive(timer) { _ in }
            """, .chains)
        #expect(facts.candidates.map(\.pipeline.terminal.name) == ["sink", "<~", "onReceive"])
        #expect(facts.candidates[0].pipeline.source.kind == .just)
        #expect(facts.candidates.map(\.pipeline.location.line) == [1, 2, 3])
    }

    @Test func feedsAreSendsAssignmentsAndMemberwiseArguments() {
        let facts = Self.facts(
            """
            subject.send(1)
            relay.accept(2)
            progressRelay.value = 3
            let output = Output(items: relay.asDriver())
            """, .feeds)
        #expect(facts.feeds.map(\.name) == ["subject", "relay", "progressRelay", "items"])
        #expect(facts.feeds.map(\.kind) == [.send, .accept, .assignment, .assignment])
        #expect(facts.feeds[3].typeName == "Output")
        #expect(facts.feeds[3].assignedSource != nil)
    }

    @Test func projectedReadsAreNamesReadThroughTheirProjection() {
        let facts = Self.facts(
            """
            $query.sink { print($0) }
            self.$results.sink { print($0) }
            """, .projectedReads)
        #expect(facts.projectedReads == ["query", "results"])
    }

    @Test func aFutureWrappingATaskIsFound() {
        let facts = Self.facts(
            """
            let value = Future<Int, Never> { promise in
                Task {
                    let value = await compute()
                    promise(.success(value))
                }
            }
            let plain = Future<Int, Never> { promise in promise(.success(1)) }
            """, .futureWrappedTasks)
        #expect(facts.futureWrappedTasks.count == 1)
        #expect(facts.futureWrappedTasks.first?.futureSpan.line == 1)
    }

    @Test func aVirtualTimeTestListsTheTypesItConstructs() {
        let facts = Self.facts(
            """
            let scheduler = TestScheduler(initialClock: 0)
            let viewModel = SearchViewModel(scheduler: scheduler)
            let formatter = DateFormatter()
            """, .virtualTime)
        #expect(facts.usesVirtualTime)
        #expect(facts.virtualTimeReferences == ["DateFormatter", "SearchViewModel", "TestScheduler"])
        #expect(Self.facts("let formatter = DateFormatter()", .virtualTime).virtualTimeReferences.isEmpty)
    }

    @Test func directivesAreReadFromCommentsOnlyAlsoInSkippedDeclarations() {
        let facts = Self.facts(
            """
            // streamlint:disable:next unknown_rule
            import Combine
            let text = "// streamlint:disable:this not_a_comment"
            Just(1)
                .sink { print($0) } // streamlint:disable:this single_shot_sink - a reason
            """, .suppressions)
        #expect(facts.suppressions.map(\.ruleIDs) == [["unknown_rule"], ["single_shot_sink"]])
        #expect(facts.suppressions.map(\.lines) == [2...2, 5...5])
        #expect(facts.suppressions.last?.reason == "a reason")
    }

    @Test func typesOnlyKeepsTypesAndImportsAndSkipsTheRest() {
        let source = """
            import Combine
            final class SearchViewModel: ObservableObject {
                @Published var query = ""
                func bind() { $query.sink { print($0) }.store(in: &bag) } // streamlint:disable:this single_shot_sink
            }
            """
        let facts = Self.facts(source, .all, typesOnly: true)
        #expect(facts.imports == [.combine])
        #expect(facts.types.map(\.name) == ["SearchViewModel"])
        #expect(facts.candidates.isEmpty && facts.properties.isEmpty && facts.suppressions.isEmpty)
        let full = Self.facts(source, .all)
        #expect(full.candidates.count == 1 && full.properties.count == 1 && full.suppressions.count == 1)
    }
}
