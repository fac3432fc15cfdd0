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

    /// Dates every file an hour back, as a checkout that has not been touched since.
    private func age(_ folder: TemporaryFolder) throws {
        let hourAgo = Date(timeIntervalSinceNow: -3600)
        for case let file as URL in FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: nil)?.allObjects ?? [] {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: file.path)
        }
    }

    /// The JSON report of a run, which holds every pipeline, gate answer and finding.
    private func report(_ folder: TemporaryFolder, cache: FactsCache?, disabling disabled: [String] = []) throws -> String {
        try Self.report(folder.url.path, cache: cache, disabling: disabled)
    }

    private func report(_ folder: TemporaryFolder, cache: FactsCache?, log: SourceAccessLog, fixes: Bool = true) throws -> String {
        try Self.report(folder.url.path, cache: cache, log: log, fixes: fixes)
    }

    private func reportWithoutFixes(_ folder: TemporaryFolder, cache: FactsCache?, disabling disabled: [String] = []) throws -> String {
        try Self.report(folder.url.path, cache: cache, disabling: disabled, fixes: false)
    }

    private static func report(
        _ path: String, cache: FactsCache?, disabling disabled: [String] = [], log: SourceAccessLog? = nil, fixes: Bool = true
    ) throws -> String {
        var linter = LinterFactory.make()
        linter.computesFixes = fixes
        linter.factsCache = cache
        linter.reader = SourceReader(log: log)
        linter.ruleSettings.disabledRules = Set(disabled)
        let result = try linter.lint(paths: [path])
        try cache?.save()
        let input = ReportInput(result: result, findings: result.findings, rules: RuleCatalog.descriptions, toolVersion: "test")
        return try JSONReporter.render(input)
    }

    @Test func anUnchangedTreeIsAnsweredFromTheCacheWithTheSameReport() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        let uncached = try report(folder, cache: nil)

        let first = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: first) == uncached)
        #expect(first.hits == 0)

        let second = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: second) == uncached)
        // Every file, the reactive-free one too: the cache remembers that it is.
        #expect(second.hits == 3)
    }

    @Test func aChangedFileIsParsedAgainAndOnlyIt() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))

        try folder.write("Sources/Screen.swift", Self.screen.replacingOccurrences(of: "print(\"day\")", with: "print(\"new day\")")
            .replacingOccurrences(of: "NotificationCenter.default.publisher(for: .NSCalendarDayChanged)", with: "Timer.publish(every: 1, on: .main, in: .common).autoconnect()"))
        let cache = FactsCache(url: url, tool: "build 1")
        let cached = try report(folder, cache: cache)
        #expect(cache.hits == 2)
        #expect(cached == (try report(folder, cache: nil)))
        #expect(cached.contains("\"timer\""))
    }

    @Test func theConfigurationStillAppliesToCachedFacts() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let cache = FactsCache(url: url, tool: "build 1")
        let withoutRule = try report(folder, cache: cache, disabling: ["single_shot_sink"])
        #expect(cache.hits == 3)
        #expect(withoutRule == (try report(folder, cache: nil, disabling: ["single_shot_sink"])))
        #expect(!withoutRule.contains("\"ruleId\" : \"single_shot_sink\""))
    }

    @Test func anotherBuildOfTheToolReadsNothingFromTheCache() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let other = FactsCache(url: url, tool: "build 2")
        #expect(try report(folder, cache: other) == (try report(folder, cache: nil)))
        #expect(other.hits == 0 && other.note == nil)
    }

    @Test(arguments: ["not a cache at all", "{\"format\": 1, \"tool\": \"build 1\", \"entries\": {}}", "STREAMLINT-FACTS\u{2}garbage", ""])
    func aCorruptOrForeignCacheIsIgnoredWithANoteAndRebuilt(_ contents: String) throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = try store.write("facts.cache", contents)
        let cache = FactsCache(url: url, tool: "build 1")
        #expect(cache.note?.contains("could not be read") == true)
        #expect(try report(folder, cache: cache) == (try report(folder, cache: nil)))
        #expect(FactsCache(url: url, tool: "build 1").note == nil)
    }

    @Test func aCacheCutShortIsIgnoredWithANoteAndRebuilt() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let whole = try Data(contentsOf: url)
        try whole.prefix(whole.count * 2 / 3).write(to: url)
        let cache = FactsCache(url: url, tool: "build 1")
        #expect(cache.note?.contains("could not be read") == true)
        #expect(try report(folder, cache: cache) == (try report(folder, cache: nil)))
    }

    /// Files last changed well before the cache was written are answered without being read.
    @Test func filesWithTheSameSizeAndOldModificationTimeAreNotReadAgain() throws {
        let folder = try project()
        try age(folder)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))

        // Building fixes reads the files they edit; the scan itself must read none.
        let log = SourceAccessLog()
        let cache = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: cache, log: log, fixes: false) == (try Self.report(folder.url.path, cache: nil, fixes: false)))
        #expect(cache.hits == 3)
        for name in ["SearchModel", "Screen", "Point"] {
            #expect(log.count(.read, of: "Sources/\(name).swift") == 0, "\(name)")
        }
    }

    /// A run that changed nothing leaves the cache file as it was; a changed file rewrites it.
    @Test func anUnchangedRunLeavesTheCacheFileAlone() throws {
        let folder = try project()
        try age(folder)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let written = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int

        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == written)

        try folder.write("Sources/Point.swift", "struct Point { var x = 0, y = 0 }\n")
        let cache = FactsCache(url: url, tool: "build 1")
        _ = try report(folder, cache: cache)
        #expect(cache.hits == 2)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int != written)
    }

    /// A run that builds no fixes keeps its whole result: the next run over the same files, none
    /// changed, with the same settings, reports it without reading any file or its facts.
    @Test func anUnchangedRunWithoutFixesReportsThePreviousResult() throws {
        let folder = try project()
        try age(folder)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        let first = FactsCache(url: url, tool: "build 1")
        _ = try reportWithoutFixes(folder, cache: first)
        #expect(!first.answeredWholeRun)
        // The first run that finds every file as the cache left it keeps the result.
        let settled = FactsCache(url: url, tool: "build 1")
        _ = try reportWithoutFixes(folder, cache: settled)
        #expect(!settled.answeredWholeRun)

        let log = SourceAccessLog()
        let cache = FactsCache(url: url, tool: "build 1")
        #expect(try Self.report(folder.url.path, cache: cache, log: log, fixes: false) == (try reportWithoutFixes(folder, cache: nil)))
        #expect(cache.answeredWholeRun)
        #expect(cache.hits == 3)
        for name in ["SearchModel", "Screen", "Point"] {
            #expect(log.count(.read, of: "Sources/\(name).swift") == 0, "\(name)")
        }
        // The cache keeps every file's facts for a later run that changes one.
        try folder.write("Sources/Point.swift", "struct Point { var x = 0, y = 0 }\n")
        let later = FactsCache(url: url, tool: "build 1")
        #expect(try reportWithoutFixes(folder, cache: later) == (try reportWithoutFixes(folder, cache: nil)))
        #expect(!later.answeredWholeRun)
        #expect(later.hits == 2)
    }

    /// The kept result answers only for the settings it was made with and the very files.
    @Test(arguments: ["configuration", "changed file", "added file", "removed file", "fixes"])
    func aKeptResultIsNotReportedForOtherSettingsOrFiles(_ change: String) throws {
        let folder = try project()
        try age(folder)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try reportWithoutFixes(folder, cache: FactsCache(url: url, tool: "build 1"))
        _ = try reportWithoutFixes(folder, cache: FactsCache(url: url, tool: "build 1"))
        var disabled: [String] = []
        var fixes = false
        switch change {
        case "configuration": disabled = ["single_shot_sink"]
        case "changed file":
            try folder.write("Sources/Screen.swift", Self.screen.replacingOccurrences(of: "print(\"day\")", with: "print(\"night\")"))
        case "added file": try folder.write("Sources/Clock.swift", "import Combine\nlet clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { print($0) }\n")
        case "removed file": try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Screen.swift"))
        default: fixes = true
        }
        let cache = FactsCache(url: url, tool: "build 1")
        let cached = try Self.report(folder.url.path, cache: cache, disabling: disabled, fixes: fixes)
        #expect(!cache.answeredWholeRun)
        #expect(cached == (try Self.report(folder.url.path, cache: nil, disabling: disabled, fixes: fixes)))
    }

    /// A file written again within a second of the cache run may keep its size and time: its
    /// stamp proves nothing, so it is read and its hash decides.
    @Test func aFileChangedRightAfterTheCacheWasWrittenIsReadAgain() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))
        let file = folder.url.appendingPathComponent("Sources/Screen.swift").path
        let stamp = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        let changed = Self.screen.replacingOccurrences(of: "print(\"day\")", with: "print(\"eve\")")
        #expect(changed.utf8.count == Self.screen.utf8.count)
        try folder.write("Sources/Screen.swift", changed)
        try FileManager.default.setAttributes([.modificationDate: stamp as Any], ofItemAtPath: file)

        let cache = FactsCache(url: url, tool: "build 1")
        let cached = try report(folder, cache: cache)
        #expect(cached.contains("eve"))
        #expect(cached == (try report(folder, cache: nil)))
        #expect(cache.hits == 2)
    }

    /// A superclass declared in a reactive-free file decides a pipeline's isolation: the late
    /// pass that reads it for its types is answered from the cache while nothing changed, and
    /// redone when that file changes.
    @Test func theLatePassForTypesIsCachedAndRedoneWhenItsFileChanges() throws {
        let plainBase = "class BaseScreen {\n    var title = \"\"\n}\n"
        let folder = try TemporaryFolder()
        try folder.write("Sources/BaseScreen.swift", Self.mainActorBase)
        try folder.write("Sources/DetailScreen.swift", Self.detailScreen(title: "count"))
        try age(folder)
        let onMain = try report(folder, cache: nil)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        #expect(try report(folder, cache: FactsCache(url: url, tool: "build 1")) == onMain)

        let log = SourceAccessLog()
        let warm = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: warm, log: log) == onMain)
        #expect(log.count(.read, of: "Sources/BaseScreen.swift") == 0)

        try folder.write("Sources/BaseScreen.swift", plainBase)
        let offMain = try report(folder, cache: nil)
        #expect(offMain != onMain)
        #expect(try report(folder, cache: FactsCache(url: url, tool: "build 1")) == offMain)
    }

    /// One changed file leaves the late pass's questions as they were: the reactive-free files
    /// it read for them are answered from the cache, not read again.
    @Test func aChangedFileLeavesTheLatePassAnsweredFromTheCache() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/BaseScreen.swift", Self.mainActorBase)
        try folder.write("Sources/DetailScreen.swift", Self.detailScreen(title: "count"))
        try folder.write("Sources/Point.swift", "struct Point { var x = 0 }\n")
        try age(folder)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        _ = try report(folder, cache: FactsCache(url: url, tool: "build 1"))

        // Only the edited file gets a new modification time, as an editor leaves it.
        let edited = try folder.write("Sources/DetailScreen.swift", Self.detailScreen(title: "size"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -1800)], ofItemAtPath: edited.path)
        let log = SourceAccessLog()
        let cache = FactsCache(url: url, tool: "build 1")
        #expect(try report(folder, cache: cache, log: log) == (try report(folder, cache: nil)))
        #expect(log.count(.read, of: "Sources/DetailScreen.swift") >= 1)
        #expect(log.count(.read, of: "Sources/BaseScreen.swift") == 0)
        #expect(log.count(.read, of: "Sources/Point.swift") == 0)
    }

    /// A reactive-free file that a later edit no longer asks for brings none of its types into a
    /// run that changes nothing after it: the cached scan holds what an uncached one does.
    @Test func aFileTheLatePassNoLongerAsksForBringsNoTypesLater() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/BaseScreen.swift", Self.mainActorBase)
        try folder.write("Sources/DetailScreen.swift", Self.detailScreen(title: "count"))
        try age(folder)
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
        func scan(_ cache: FactsCache?) throws -> ModuleScan {
            let files = try FileDiscovery().discover(paths: [folder.url.path]).files
            let scan = ModuleScan.scan(files, usesPrefilter: true, cache: cache)
            try cache?.save()
            return scan
        }
        #expect(try scan(FactsCache(url: url, tool: "build 1")).lateParsedFileCount == 1)

        try folder.write("Sources/DetailScreen.swift", Self.detailScreen(title: "count").replacingOccurrences(of: ": BaseScreen", with: ""))
        try age(folder)
        #expect(try scan(FactsCache(url: url, tool: "build 1")).lateParsedFileCount == 0)
        let unchanged = try scan(FactsCache(url: url, tool: "build 1"))
        #expect(unchanged.lateParsedFileCount == 0)
        #expect(unchanged.facts.map(\.path) == (try scan(nil)).facts.map(\.path))
    }

    static let mainActorBase = "@MainActor\nclass BaseScreen {\n    var title = \"\"\n}\n"

    static func detailScreen(title: String) -> String {
        """
        import Combine
        import Foundation

        final class DetailScreen: BaseScreen {
            var bag = Set<AnyCancellable>()

            func load(_ url: URL) {
                URLSession.shared.dataTaskPublisher(for: url)
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] output in self?.title = "\\(output.data.\(title))" })
                    .store(in: &bag)
            }
        }

        """
    }

    @Test func runsSharingTheCacheAllReportRightlyAndLeaveAWholeCache() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let url = store.url.appendingPathComponent("facts.cache")
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
        #expect(after.hits == 3)
    }

    @Test func theCommandWritesTheCacheWhereToldAndNotAtAllWithNoCache() throws {
        let folder = try project()
        let store = try TemporaryFolder()
        let path = store.url.appendingPathComponent("cache/facts.cache").path
        let first = try CommandRunner.run(["lint", "--format", "json", "--cache-path", path, folder.url.path])
        #expect(FileManager.default.fileExists(atPath: path))
        let second = try CommandRunner.run(["lint", "--format", "json", "--cache-path", path, folder.url.path])
        #expect(second.stdout == first.stdout && second.status == first.status)

        let untouched = store.url.appendingPathComponent("never.json").path
        _ = try CommandRunner.run(["lint", "--no-cache", "--cache-path", untouched, folder.url.path])
        #expect(!FileManager.default.fileExists(atPath: untouched))
    }

    /// One cache per scanned folder: without pruning, short-lived folders (CI workspaces,
    /// temporary copies) would fill the cache folder forever.
    @Test func theDefaultCacheFolderKeepsOnlyRecentCaches() throws {
        let folder = try project()
        let home = try TemporaryFolder()
        let caches = home.url.appendingPathComponent("streamlint")
        let monthsAgo = Date(timeIntervalSinceNow: -90 * 24 * 3600)
        let old = try home.write("streamlint/facts-0ld.cache", "x")
        try FileManager.default.setAttributes([.modificationDate: monthsAgo], ofItemAtPath: old.path)
        for number in 0..<70 {
            let file = try home.write("streamlint/facts-\(number).cache", "x")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(-60 * number))], ofItemAtPath: file.path)
        }
        let unrelated = try home.write("streamlint/notes.txt", "mine")
        try FileManager.default.setAttributes([.modificationDate: monthsAgo], ofItemAtPath: unrelated.path)

        let run = try CommandRunner.run(["lint", folder.url.path], environment: ["XDG_CACHE_HOME": home.url.path])
        #expect(run.status != 2, "\(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: caches.path)
        #expect(left.filter { $0.hasPrefix("facts-") }.count == 64)
        #expect(!left.contains("facts-0ld.cache"))
        #expect(!left.contains("facts-69.cache"))
        #expect(left.contains("facts-0.cache"))
        #expect(left.contains("notes.txt"))
        #expect(left.contains(FactsCache.defaultURL(forRoot: FileDiscovery.root(for: [folder.url.path])).lastPathComponent))
    }
}

/// Reports written by concurrent runs.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func add(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}
