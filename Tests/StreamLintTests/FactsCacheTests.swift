import Foundation
import Rules
import StreamLint
import Testing

/// The facts cache never changes what a run reports: only how much it parses.
@Suite struct FactsCacheTests {
    static let model = """
        import Combine

        final class SearchModel {
            let query = PassthroughSubject<String, Never>()
            var bag = Set<AnyCancellable>()

            init(load: @escaping (String) -> Void) {
                query.debounce(for: .seconds(1), scheduler: RunLoop.main).sink { load($0) }.store(in: &bag)
                Just(1).sink { print($0) }.store(in: &bag)
            }
        }

        """
    static let screen = """
        import Combine
        import Foundation

        final class Screen {
            var bag = Set<AnyCancellable>()

            func start() {
                NotificationCenter.default.publisher(for: .NSCalendarDayChanged).sink { _ in print("day") }.store(in: &bag)
            }
        }

        """

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/SearchModel.swift", Self.model)
        try folder.write("Sources/Screen.swift", Self.screen)
        try folder.write("Sources/Point.swift", "struct Point { var x = 0 }\n")
        return folder
    }

    /// The JSON report of a run, which holds every pipeline, gate answer and finding.
    private func report(_ folder: TemporaryFolder, cache: FactsCache?, disabling disabled: [String] = []) throws -> String {
        try Self.report(folder.url.path, cache: cache, disabling: disabled)
    }

    private static func report(_ path: String, cache: FactsCache?, disabling disabled: [String] = []) throws -> String {
        var linter = LinterFactory.make()
        linter.factsCache = cache
        linter.ruleSettings.disabledRules = Set(disabled)
        let result = try linter.lint(paths: [path])
        try cache?.save()
        let input = ReportInput(result: result, findings: result.findings, rules: RuleCatalog.descriptions, toolVersion: "test")
        return try JSONReporter.render(input)
    }

    @Test func anUnchangedTreeIsAnsweredFromTheCacheWithTheSameReport() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.json")
        let uncached = try report(folder, cache: nil)

        let first = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: first) == uncached)
        #expect(first.hits == 0)

        let second = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: second) == uncached)
        // Both reactive files; the reactive-free one is never parsed, cached or not.
        #expect(second.hits == 2)
    }

    @Test func aChangedFileIsParsedAgainAndOnlyIt() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.json")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))

        try folder.write("Sources/Screen.swift", Self.screen.replacingOccurrences(of: "print(\"day\")", with: "print(\"new day\")")
            .replacingOccurrences(of: "NotificationCenter.default.publisher(for: .NSCalendarDayChanged)", with: "Timer.publish(every: 1, on: .main, in: .common).autoconnect()"))
        let cache = FactsCache(url: url, tool: "build 1")
        let cached = try report(folder, cache: cache)
        #expect(cache.hits == 1)
        #expect(cached == (try report(folder, cache: nil)))
        #expect(cached.contains("\"timer\""))
    }

    @Test func theConfigurationStillAppliesToCachedFacts() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.json")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let cache = FactsCache(url: url, tool: "build 1")
        let withoutRule = try report(folder, cache: cache, disabling: ["single_shot_sink"])
        #expect(cache.hits == 2)
        #expect(withoutRule == (try report(folder, cache: nil, disabling: ["single_shot_sink"])))
        #expect(!withoutRule.contains("\"ruleId\" : \"single_shot_sink\""))
    }

    @Test func anotherBuildOfTheToolReadsNothingFromTheCache() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.json")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let other = FactsCache(url: url, tool: "build 2")
        #expect(try report(folder, cache: other) == (try report(folder, cache: nil)))
        #expect(other.hits == 0 && other.note == nil)
    }

    @Test(arguments: ["not json at all", "{\"format\": 99, \"tool\": \"build 1\", \"entries\": {}}", ""])
    func aCorruptOrForeignCacheIsIgnoredWithANoteAndRebuilt(_ contents: String) throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = try store.write("facts.json", contents)
        let cache = FactsCache(url: url, tool: "build 1")
        #expect(cache.note?.contains("could not be read") == true)
        #expect(try report(folder, cache: cache) == (try report(folder, cache: nil)))
        #expect(FactsCache(url: url, tool: "build 1").note == nil)
    }

    @Test func runsSharingTheCacheAllReportRightlyAndLeaveAWholeCache() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.json")
        let expected = try report(folder, cache: nil)
        let path = folder.url.path
        let reports = Reports()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            reports.add((try? Self.report(path, cache: FactsCache(url: url, tool: "build 1"))) ?? "failed")
        }
        #expect(reports.all == Array(repeating: expected, count: 4))
        let after = FactsCache(url: url, tool: "build 1")
        #expect(after.note == nil)
        #expect(try report(folder, cache: after) == expected)
        #expect(after.hits == 2)
    }

    @Test func theCommandWritesTheCacheWhereToldAndNotAtAllWithNoCache() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let path = store.url.appendingPathComponent("cache/facts.json").path
        let first = try CommandRunner.run(["lint", "--format", "json", "--cache-path", path, folder.url.path])
        #expect(FileManager.default.fileExists(atPath: path))
        let second = try CommandRunner.run(["lint", "--format", "json", "--cache-path", path, folder.url.path])
        #expect(second.stdout == first.stdout && second.status == first.status)

        let untouched = store.url.appendingPathComponent("never.json").path
        _ = try CommandRunner.run(["lint", "--no-cache", "--cache-path", untouched, folder.url.path])
        #expect(!FileManager.default.fileExists(atPath: untouched))
    }
}

/// Reports written by concurrent runs.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func add(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}
