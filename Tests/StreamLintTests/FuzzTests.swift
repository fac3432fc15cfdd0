import Foundation
import Rewriter
import Rules
import StreamLint
import Testing

/// Mutation fuzzing of `lint` and `fix --unsafe`, in process through the library: every fixture
/// under `Tests/Fixtures` and freshly generated app-like files, cut, shuffled, sprinkled with
/// random bytes, nested deeply or given huge lines. Whatever the input:
///
/// - lint finishes (a case that runs past `caseDeadline` stops the run, naming its input) and
///   its JSON report validates against `schema/streamlint-report.schema.json`;
/// - fix never leaves a file that parsed with a syntax error, never touches a file that did
///   not parse, and once no fix waits for a later run, running it again changes nothing.
///
/// The run is seeded and repeatable. `swift test` runs `defaultCases` cases (about a minute
/// on two cores); `STREAMLINT_FUZZ_CASES` and `STREAMLINT_FUZZ_SEED` choose others:
///
///     STREAMLINT_FUZZ_CASES=20000 STREAMLINT_FUZZ_SEED=7 swift test --filter FuzzTests
@Suite struct FuzzTests {
    static let defaultCases = 400
    static let defaultSeed: UInt64 = 20_251_122
    static let caseDeadline: TimeInterval = 60

    @Test func lintAndFixKeepTheirPromisesOnMutatedCode() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["STREAMLINT_FUZZ_CASES"].flatMap(Int.init) ?? Self.defaultCases
        let seed = environment["STREAMLINT_FUZZ_SEED"].flatMap(UInt64.init) ?? Self.defaultSeed
        let corpus = try FuzzCorpus.fixtures()
        let schema = try JSONSchemaSubset(contentsOf: JSONSchemaSubset.reportSchema)
        let watchdog = FuzzWatchdog(deadline: Self.caseDeadline)
        let tally = FuzzTally()
        let started = Date()

        // One case at a time: the suites run in parallel on a pool as wide as the machine (two
        // threads on two cores), and a fuzz run that took every thread starved the main-actor
        // scenario tests past their time limit.
        for index in 0..<cases {
            var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
            let fuzzCase = FuzzCase.make(index: index, corpus: corpus, random: &random)
            do {
                let folder = try TemporaryFolder()
                let file = try folder.write("Case.swift", Data(fuzzCase.bytes))
                let outcome = watchdog.watch(fuzzCase, seed: seed, savedAt: file) {
                    FuzzProperties.check(fuzzCase, in: folder.url, file: file, schema: schema)
                }
                tally.record(outcome)
                if !outcome.violations.isEmpty { FuzzWatchdog.keepFailing(fuzzCase) }
            } catch {
                tally.record(FuzzOutcome(parsed: false, violations: ["\(fuzzCase.name) could not be set up: \(error)"]))
            }
        }
        watchdog.stop()

        let figures = tally.figures
        print(
            "fuzz: seed \(seed), \(figures.cases) cases (\(figures.parsingCases) parsing, \(figures.fixedCases) fixed) "
                + "in \(Int(Date().timeIntervalSince(started))) s; crashes 0, hangs 0, parse regressions \(figures.parseRegressions), "
                + "other violations \(figures.violations.count - figures.parseRegressions)")
        #expect(figures.cases == cases)
        #expect(
            figures.violations.isEmpty,
            "\(figures.violations.prefix(20).joined(separator: "\n"))\ninputs: \(FuzzWatchdog.failingInputs.path)")
    }

    /// The generator writes code that parses and that every fixable rule has something to say
    /// about, so that the fuzzed fixes are the rules' real ones.
    @Test func generatedCodeParsesAndReachesEveryFixableRule() throws {
        var random = SplitMix64(seed: 1)
        let fixable: Set<String> = [
            "data_task_publisher", "future_wrapped_task", "missing_receive_context", "notification_publisher_sink",
            "single_shot_sink", "strong_self_in_sink",
        ]
        var rules: Set<String> = []
        for _ in 0..<200 where !rules.isSuperset(of: fixable) {
            let source = AppCodeGenerator.file(random: &random)
            #expect(FixApplier.syntaxErrorCount(Array(source.utf8)) == 0, "\(source)")
            let folder = try TemporaryFolder()
            try folder.write("Generated.swift", source)
            let findings = try LinterFactory.make().lint(paths: [folder.url.path]).findings
            let plan = FixSession.plan(findings, allowing: [.safe, .unsafe], rules: [])
            rules.formUnion(plan.byFile.values.joined().map(\.finding.ruleID))
        }
        #expect(rules.isSuperset(of: fixable), "\(rules.sorted())")
    }
}

extension FuzzTests {
    /// The fuzzer's first crash: lint followed each link of a chain with one more stack frame.
    /// Fixes are not built here: single_shot_sink's rewrite of such a chain still recurses per
    /// link (swift-syntax's SyntaxRewriter under `FixSyntax.rebased`) and overflows a thread's stack.
    @Test func aChainOfThousandsOfLinksIsLinted() throws {
        let folder = try TemporaryFolder()
        let chain = "Just(1)" + String(repeating: ".map { $0 + 1 }", count: 3000) + ".sink { _ in }.store(in: &bag)"
        try folder.write(
            "Chain.swift", "import Combine\n\nfinal class Chain {\n    var bag = Set<AnyCancellable>()\n    func start() {\n        \(chain)\n    }\n}\n")
        var linter = LinterFactory.make()
        linter.computesFixes = false
        let result = try linter.lint(paths: [folder.url.path])
        #expect(result.problems.isEmpty)
        #expect(result.pipelines.first?.pipeline.operatorNames.count == 3000)
    }

    /// The fuzzer's first hang: swift-syntax's diagnostics took two minutes on a broken 40 KB
    /// line (random bytes had cut a long string literal open).
    @Test func aBrokenFileWithAHugeLineIsReportedQuickly() throws {
        let folder = try TemporaryFolder()
        let words = String(repeating: "streamlint ", count: 3700)
        try folder.write(
            "Broken.swift",
            "import Combine\n\nfunc load() {\n    Future { promise in\n        Task {\n            let text = \"\(words)=?\n}\(words)\"\n        }\n    }\n}\n")
        let started = Date()
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.problems.map(\.description) == [
            "Broken.swift: linted as far as it parses, never fixed (syntaxError): 6:40727: the code does not parse (a line of 40726 bytes is too long to diagnose in detail)",
        ])
    }

    /// A fuzzer's finding in its smallest form: the `async` alternative added beside a local
    /// function was not seen by the next run, which added it again.
    @Test func dataTaskPublisherAddsAnAlternativeForALocalFunctionOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Service.swift",
            """
            import Combine
            import Foundation

            struct Profile: Decodable { var name: String }

            final class ProfileService {
                func start() {
                    func request(_ session: URLSession, _ url: URL) -> AnyPublisher<Profile, Error> {
                        session.dataTaskPublisher(for: url)
                            .map(\\.data)
                            .decode(type: Profile.self, decoder: JSONDecoder())
                            .eraseToAnyPublisher()
                    }
                }
            }

            """)
        var applied: [Int] = []
        for _ in 0..<2 {
            let result = try LinterFactory.make().lint(paths: [folder.url.path])
            applied.append(FixSession.run(FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: []), of: result, writing: true).appliedFixes)
        }
        #expect(applied == [1, 0])
    }
}

// MARK: - The properties

/// What one case showed: whether its input parsed, whether fix changed it, and every broken promise.
struct FuzzOutcome {
    var parsed: Bool
    var fixed = false
    var violations: [String] = []
}

enum FuzzProperties {
    static let parseRegression = "parse regression"

    static func check(_ fuzzCase: FuzzCase, in folder: URL, file: URL, schema: JSONSchemaSubset) -> FuzzOutcome {
        let name = fuzzCase.name
        var outcome = FuzzOutcome(parsed: FixApplier.syntaxErrorCount(fuzzCase.bytes) == 0)
        let linter = LinterFactory.make()
        do {
            let result = try linter.lint(paths: [folder.path])
            let input = ReportInput(result: result, findings: result.findings, rules: RuleCatalog.descriptions, toolVersion: "fuzz")
            let json = try JSONReporter.render(input)
            outcome.violations += schema.errors(in: Data(json.utf8)).prefix(3).map { "\(name): JSON: \($0)" }
        } catch {
            outcome.violations.append("\(name): lint threw \(error)")
            return outcome
        }

        var previousDeferred = true
        for round in 1...4 {
            guard let result = try? linter.lint(paths: [folder.path]) else {
                outcome.violations.append("\(name): lint threw on fix round \(round)")
                break
            }
            let plan = FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: [])
            let report = FixSession.run(plan, of: result, writing: true)
            let after = (try? Array(Data(contentsOf: file))) ?? []
            if !outcome.parsed, after != fuzzCase.bytes {
                outcome.violations.append("\(name): fix changed a file that did not parse (round \(round))")
                break
            }
            if outcome.parsed, report.appliedFixes > 0, FixApplier.syntaxErrorCount(after) > 0 {
                outcome.violations.append("\(name): \(parseRegression): fix left a syntax error (round \(round))")
                break
            }
            if report.appliedFixes > 0, !previousDeferred {
                outcome.violations.append("\(name): a run after one with nothing deferred applied \(report.appliedFixes) fix(es)")
                break
            }
            if report.appliedFixes == 0 { break }
            outcome.fixed = true
            previousDeferred = report.deferredFixes > 0
        }
        return outcome
    }
}

// MARK: - Cases

/// One input: where it came from, what was done to it, and its bytes.
struct FuzzCase {
    let index: Int
    let origin: String
    let mutations: [Mutation]
    let bytes: [UInt8]

    var name: String { "case \(index) (\(origin)\(mutations.isEmpty ? "" : " + " + mutations.map(\.rawValue).joined(separator: ", ")))" }

    /// A fixture or a generated file, then none to three mutations; a generated file is left
    /// whole a quarter of the time, so that fix is exercised on code that parses.
    static func make(index: Int, corpus: [(name: String, bytes: [UInt8])], random: inout SplitMix64) -> FuzzCase {
        let fromFixture = random.next() % 2 == 0
        let base: (name: String, bytes: [UInt8])
        if fromFixture {
            base = corpus[Int(random.next() % UInt64(corpus.count))]
        } else {
            base = ("generated", Array(AppCodeGenerator.file(random: &random).utf8))
        }
        let count = !fromFixture && random.next() % 4 == 0 ? 0 : 1 + Int(random.next() % 3)
        var bytes = base.bytes
        var applied: [Mutation] = []
        for _ in 0..<count {
            let mutation = Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))]
            mutation.apply(to: &bytes, random: &random)
            applied.append(mutation)
        }
        return FuzzCase(index: index, origin: base.name, mutations: applied, bytes: bytes)
    }
}

enum FuzzCorpus {
    static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let root = FixturePaths.fixtures
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [(name: String, bytes: [UInt8])] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            found.append((path, Array(try Data(contentsOf: root.appendingPathComponent(path)))))
        }
        return found.sorted { $0.name < $1.name }
    }
}

enum Mutation: String, CaseIterable {
    case truncate, deleteLine, duplicateLine, swapLines, insertRandomBytes, dropBrace, deepNesting, hugeLine

    func apply(to bytes: inout [UInt8], random: inout SplitMix64) {
        var lines = Self.lines(bytes)
        switch self {
        case .truncate:
            bytes = Array(bytes.prefix(bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))))
            return
        case .deleteLine:
            guard !lines.isEmpty else { break }
            lines.remove(at: Int(random.next() % UInt64(lines.count)))
        case .duplicateLine:
            guard !lines.isEmpty else { break }
            let index = Int(random.next() % UInt64(lines.count))
            lines.insert(lines[index], at: index)
        case .swapLines:
            guard lines.count > 1 else { break }
            let first = Int(random.next() % UInt64(lines.count))
            let second = Int(random.next() % UInt64(lines.count))
            lines.swapAt(first, second == first ? (first + 1) % lines.count : second)
        case .insertRandomBytes:
            let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count + 1))
            // Mostly code-like punctuation, sometimes any byte at all (invalid UTF-8, NUL).
            let alphabet = Array("{}()[]<>.,:;$\\\"'`#@!?&|=+-*/\n \t_abc0".utf8)
            let inserted = (0..<(1 + Int(random.next() % 16))).map { _ in
                random.next() % 8 == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            bytes.insert(contentsOf: inserted, at: position)
            return
        case .dropBrace:
            let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: "}") }
            if braces.isEmpty {
                bytes.append(UInt8(ascii: "}"))
            } else {
                bytes.remove(at: braces[Int(random.next() % UInt64(braces.count))])
            }
            return
        case .deepNesting:
            let depth = 50 + Int(random.next() % 950)
            let kind = random.next() % 3
            let (open, close) = kind == 0 ? ("if true {\n", "}\n") : kind == 1 ? ("Just(", ")") : ("{ ", " }()")
            let body = kind == 0 ? "Just(1).sink { _ in }.store(in: &bag)\n" : "1"
            let nested = "func nested() {\n" + String(repeating: open, count: depth) + body
                + String(repeating: close, count: depth) + "\n}\n"
            lines.insert(Array(nested.utf8), at: lines.isEmpty ? 0 : Int(random.next() % UInt64(lines.count + 1)))
        case .hugeLine:
            // A chain of 2,000 links crashed lint (a recursion per link) before ChainFlattener
            // walked chains in a loop. Chains stay shorter here because single_shot_sink's
            // rewrite of one still takes time that grows with the square of its length
            // (3.6 s at 200 links, 56 s at 800 in a debug build).
            let huge = random.next() % 2 == 0
                ? "let huge = \"" + String(repeating: "streamlint ", count: 20_000) + "\""
                : "let chain = Just(1)" + String(repeating: ".map { $0 + 1 }", count: 40 + Int(random.next() % 110))
                    + ".sink { _ in }"
            lines.insert(Array(huge.utf8), at: lines.isEmpty ? 0 : Int(random.next() % UInt64(lines.count + 1)))
        }
        bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    private static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }
}

// MARK: - Generated app-like code

/// Writes a file the way an app's screens and models look: view controllers, main-actor view
/// models and services, with Combine, RxSwift or ReactiveSwift pipelines drawn at random from
/// the shapes every rule looks for. It always parses.
enum AppCodeGenerator {
    static func file(random: inout SplitMix64) -> String {
        var text = "import Combine\nimport Foundation\nimport UIKit\nimport RxSwift\nimport ReactiveSwift\n\n"
        text += "struct Profile: Decodable { var name: String }\nenum LoadError: Error { case failed }\n\n"
        text += "final class ProfileService {\n"
        text += "    func load(id: Int) -> Future<Profile, Error> {\n        Future { promise in\n"
        text += "            Task {\n                do {\n                    let profile = try await self.fetch(id: id)\n"
        text += "                    promise(.success(profile))\n                } catch {\n                    promise(.failure(error))\n"
        text += "                }\n            }\n        }\n    }\n\n"
        text += "    func fetch(id: Int) async throws -> Profile { Profile(name: \"\\(id)\") }\n\n"
        text += "    func request(_ session: URLSession, _ url: URL) -> AnyPublisher<Profile, Error> {\n"
        text += "        session.dataTaskPublisher(for: url)\n            .map(\\.data)\n"
        text += "            .decode(type: Profile.self, decoder: JSONDecoder())\n            .eraseToAnyPublisher()\n    }\n}\n\n"
        for index in 0..<(1 + Int(random.next() % 3)) {
            text += type(named: "Screen\(index)", random: &random)
        }
        return text
    }

    private static func type(named name: String, random: inout SplitMix64) -> String {
        let header = pick([
            "final class \(name)ViewController: UIViewController {",
            "@MainActor\nfinal class \(name)Model {",
            "final class \(name)Model {",
        ], &random)
        var text = header + "\n"
        text += "    @Published var title = \"\"\n    @Published var query = \"\"\n    var label = UILabel()\n"
        text += "    private let service = ProfileService()\n    private let subject = PassthroughSubject<Int, Never>()\n"
        text += "    private let relay = PublishSubject<Int>()\n    private let property = MutableProperty(0)\n"
        text += "    private var bag = Set<AnyCancellable>()\n    private let disposeBag = DisposeBag()\n"
        text += "    private var cancellable: AnyCancellable?\n\n"
        for index in 0..<(1 + Int(random.next() % 4)) {
            text += "    func start\(index)(_ session: URLSession, _ url: URL) {\n"
            text += "        " + pipeline(&random) + "\n    }\n\n"
        }
        return text + "}\n\n"
    }

    private static func pipeline(_ random: inout SplitMix64) -> String {
        switch random.next() % 3 {
        case 0:
            let source = pick([
                "Just(\"hello\")", "service.load(id: 1)", "session.dataTaskPublisher(for: url)",
                "NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)", "$query",
                "subject", "Timer.publish(every: 1, on: .main, in: .common).autoconnect()", "service.request(session, url)",
            ], &random)
            let operators = (0..<Int(random.next() % 3)).map { _ in
                pick([
                    ".map { \"\\($0)\" }", ".receive(on: DispatchQueue.main)", ".removeDuplicates()",
                    ".debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)", ".eraseToAnyPublisher()",
                    ".replaceError(with: \"\")",
                ], &random)
            }
            let terminal = pick([
                ".sink { [weak self] value in self?.title = \"\\(value)\" }",
                ".sink { value in self.title = \"\\(value)\" }",
                ".sink(receiveCompletion: { _ in }, receiveValue: { [weak self] value in self?.label.text = \"\\(value)\" })",
                ".sink { _ in }",
            ], &random)
            let keep = pick([".store(in: &bag)", "", "CANCELLABLE"], &random)
            let chain = source + operators.map { "\n            " + $0 }.joined() + "\n            " + terminal
            if keep == "CANCELLABLE" { return "cancellable = " + chain }
            return chain + (keep.isEmpty ? "" : "\n            " + keep)
        case 1:
            let source = pick(["Observable.just(1)", "Single.just(1).asObservable()", "relay", "Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)"], &random)
            let terminal = pick([
                ".subscribe(onNext: { [weak self] value in self?.title = \"\\(value)\" })",
                ".subscribe(onNext: { value in self.title = \"\\(value)\" })",
            ], &random)
            return source + "\n            .map { $0 + 1 }\n            " + terminal + "\n            .disposed(by: disposeBag)"
        default:
            let source = pick(["SignalProducer<Int, Never>(value: 1)", "property.producer"], &random)
            return source + "\n            .startWithValues { [weak self] value in self?.title = \"\\(value)\" }"
        }
    }

    private static func pick(_ options: [String], _ random: inout SplitMix64) -> String {
        options[Int(random.next() % UInt64(options.count))]
    }
}

// MARK: - Running and counting

/// A seedable generator (SplitMix64): the same seed gives the same cases on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// A hung case cannot be cancelled from outside its thread, so the watchdog ends the whole run
/// with the case's name, seed and a copy of its input rather than let the suite hang.
/// (A crash ends the run by itself; the input of every running case is kept the same way.)
final class FuzzWatchdog: @unchecked Sendable {
    private let deadline: TimeInterval
    private let lock = NSLock()
    private var running: [Int: (fuzzCase: FuzzCase, seed: UInt64, since: Date)] = [:]
    private let timer: DispatchSourceTimer
    static let keptInputs = FileManager.default.temporaryDirectory.appendingPathComponent("streamlint-fuzz-running")

    init(deadline: TimeInterval) {
        self.deadline = deadline
        try? FileManager.default.createDirectory(at: Self.keptInputs, withIntermediateDirectories: true)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "fuzz watchdog"))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in self?.inspect() }
        timer.resume()
    }

    func watch<Result>(_ fuzzCase: FuzzCase, seed: UInt64, savedAt file: URL, _ body: () -> Result) -> Result {
        let kept = Self.keptInputs.appendingPathComponent("case-\(fuzzCase.index).swift")
        try? FileManager.default.copyItem(at: file, to: kept)
        lock.withLock { running[fuzzCase.index] = (fuzzCase, seed, Date()) }
        let result = body()
        lock.withLock { running[fuzzCase.index] = nil }
        try? FileManager.default.removeItem(at: kept)
        return result
    }

    func stop() { timer.cancel() }

    static let failingInputs = FileManager.default.temporaryDirectory.appendingPathComponent("streamlint-fuzz-failures")

    /// A case that broke a promise is kept for a person to reproduce with `streamlint`.
    static func keepFailing(_ fuzzCase: FuzzCase) {
        try? FileManager.default.createDirectory(at: failingInputs, withIntermediateDirectories: true)
        try? Data(fuzzCase.bytes).write(to: failingInputs.appendingPathComponent("case-\(fuzzCase.index).swift"))
    }

    private func inspect() {
        let late = lock.withLock { running.values.first { Date().timeIntervalSince($0.since) > deadline } }
        if let late {
            fatalError(
                "fuzz: \(late.fuzzCase.name) with seed \(late.seed) still runs after \(Int(deadline)) s (a hang); "
                    + "its input is \(Self.keptInputs.path)/case-\(late.fuzzCase.index).swift")
        }
    }
}

final class FuzzTally: @unchecked Sendable {
    struct Figures {
        var cases = 0
        var parsingCases = 0
        var fixedCases = 0
        var parseRegressions = 0
        var violations: [String] = []
    }

    private let lock = NSLock()
    private var current = Figures()

    func record(_ outcome: FuzzOutcome) {
        lock.withLock {
            current.cases += 1
            if outcome.parsed { current.parsingCases += 1 }
            if outcome.fixed { current.fixedCases += 1 }
            current.parseRegressions += outcome.violations.filter { $0.contains(FuzzProperties.parseRegression) }.count
            current.violations += outcome.violations
        }
    }

    var figures: Figures { lock.withLock { current } }
}
