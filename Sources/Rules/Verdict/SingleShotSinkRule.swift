import Foundation
import StreamLint
import SwiftSyntax

/// A publisher that emits at most once is a value in a stream's clothing; awaiting it is
/// shorter, and errors and cancellation follow the language's rules.
struct SingleShotSinkRule: PipelineRule, FixableRule {
    static let description = RuleDescription(
        id: "single_shot_sink", name: "Single-shot sink", verdict: .rewrite, precedence: .singleShot,
        defaultSeverity: .warning,
        summary: "A terminal on a publisher that emits at most once (Just, Future, a request, Single, first(), a module function returning one).",
        rationale: """
            When the upstream delivers one value and nobody else reads it, the subscription, its \
            cancellable and its completion handler are ceremony. `let value = try await …` in a Task \
            says the same thing; errors arrive in `catch`, and cancelling the Task cancels the work. \
            A subject made as a local of the function that subscribes to it (`let trigger = \
            PublishSubject<Void>()` in a test) and sent to at one place there, outside any loop, \
            condition or closure, and otherwise only read through operators, delivers once. \
            The verdict looks through functions of the module: a sink on `repository.load()` is \
            single-shot when `load()` returns a `Future`, whichever file it is in (also when its declared \
            type is the module's own alias of a stream type, `typealias AppSignal = Signal`), and a use case \
            called like a function (`getProfile(id:)` on a value whose type declares \
            `callAsFunction(id:)`) answers as that method does; a member injected without a type \
            (`@Injected(\\.getProfile) var getProfile`) is the module's type named like it \
            (`GetProfile`). A hand-written \
            producer (`Observable.create`, `SignalProducer { observer, _ in … }`) is single-shot when \
            every value it sends is followed by a completion, with no other send and no way out \
            between, or when it uses its observer only in one request's completion handler (and \
            elsewhere only to fail, or to answer early and leave: `if offline { observer.onNext(.failure(…)); \
            return Disposables.create() }`): an Alamofire response handler of any spelling (`responseArray`), \
            or a closure handed over as a call's outcome (`success:`, `failure:`, `completion:`). \
            One whose observer is used only in the closures of one inner subscription \
            (`api.friends(of: id).startWithResult { … observer.sendCompleted() … }`) forwards that \
            chain, whose source decides; one that stores its observer (`self.observer = observer`) \
            for later sends, or sends from a listener (KVO's `observe(\\.keyPath)`, Firebase's \
            `observe(_:with:)`), streams. A function that makes `let (signal, observer) = Signal.pipe()`, \
            keeps the observer to itself and returns `signal` is read the same way, its body standing \
            for the producer's closure. A call on a protocol-typed member answers from the \
            protocol's adopters, including those that adopt it through a composition alias \
            (`typealias ViewModelType = Inputs & Outputs`); a function's `Fail` returns are its error \
            path, and its other returns decide. An overload that only adapts a same-named sibling's \
            publisher (`func call<T>(endpoint:) { call(endpoint: e).decode(…) }`, no time operator, \
            combinator or sharing) answers as the sibling does. Same-named declarations that disagree on what they \
            build (one provider's request, another's `Fail`, a third out of reach) but are declared \
            alike answer by that type (a failing publisher from a call is a request), unless one of \
            them streams or the call is named for a subscription (`subscribeToLiveScores()`). A view model's `input.viewDidLoad` is its own nested \
            `Input`'s, given by whoever builds `ViewModel.Input(viewDidLoad: …)`, a `Just` or a \
            property named for a publisher (`self.viewDidLoadPublisher`). A subject, relay or `MutableProperty` \
            given its value only where it is declared or in its own type's `init` (not in a callback \
            there), and written nowhere else in the module, is a constant: every subscriber reads that \
            one value. Every write counts: `send`/`accept`/`onNext` (and `on(.next(x))`), assignments to it or its `value`, \
            `+=`, a method called on its `value`, `swap`/`modify`, `<~`, `<->`, the module's own operator \
            with it on the left (`self.color <- route.color`), a binding into it \
            (`bind(to:)`, `drive(_:)`), and handing it to a call, which may write it under another \
            name. A write through a computed property of its type that hands it out as it is \
            (`var ready: BehaviorRelay<Bool> { isReadyRelay }`) writes it too. A value holder made where \
            its chain starts (`Variable(false).asDriver()`) is held by nobody and is a constant as well. \
            Writes are matched by name; one written by another type through a receiver is a \
            write even when it may be a namesake; `self.relay = .init()` in `init` makes a new one and gives \
            it no value. One given a single value later, at one place, by a \
            method that runs once per object sends that one value: `viewDidLoad`, `init`, \
            `loadView`, `awakeFromNib`, or a method called once, from one of these and from nowhere \
            else in the module (not handed on by name, as to `#selector`), and not from a loop or a \
            callback that may run again (an observer, a subscription's values, an iteration; a \
            queue's `async` or a request's `completion:` runs once). A subscription's values run once \
            when what it subscribes to sends one value: `request().startWithValues { self.user.value = $0 }` \
            in a method that runs once feeds `user` once. A subject or relay sent to while \
            `init` runs, not from a callback it starts, reaches nobody, since nobody has subscribed \
            yet: that is not fed once. A subject handed to a memberwise initializer \
            (`Input(viewAppear: self.viewDidLoadRelay)`) is stored, not written: only what is \
            written through the stored property counts, and the stored property is the very subject \
            handed in, so a base controller's relay accepted once in `viewDidLoad` makes each view \
            model's `input.viewAppear` send once. A current-value source still \
            replays its first value, unless it is read through ReactiveSwift's `property.signal`, \
            which hands on changes only. `@Published` counts only with a setter private to \
            its file (`private(set)`): views and other files write an open one through bindings \
            nobody sees, while the file of a private one is read whole for any assignment, \
            mutation or call on it outside `init`. Likewise a ReactorKit reactor that takes no actions \
            (`typealias Action = NoAction`) and has no `transform` keeps its `initialState`, and \
            `Observable.of(x)` or `from([x])` is the one element `x`. `zip`/`combineLatest` of such \
            sources is one tuple; `merge`/`concat` of them sends a fixed few values and ends, which \
            plain code says in order (offered without a Task fix, which would await only one). A \
            stream joined in (`Just(x).merge(with: stream)`) makes it a stream again, and so does a \
            `flatMap` into one; a `flatMap` into another module function is judged by that \
            function's declaration (`deleteChannel(id).flatMap { _ in fetchChannels() }`, each a \
            `create` closure that sends once, answers once). A member the app declares in an \
            extension of the framework's stream protocol (`extension Publisher { var onMain: \
            AnyPublisher<Output, Failure> { … } }`, `extension ObservableType`) is an operator: the \
            stream it is read from decides (`viewModel.output.route.onMain` is `route`, typed from \
            the reading type), never its declared type, which only repeats the stream's parameters. \
            A `Publisher` type the module writes around a callback API answers once when its file \
            registers no observer and hands its subscriber each value from a closure given to a call \
            (`client.fetch(query:) { result in … }`), outside any loop, which then completes it. \
            When the source is out of reach and nothing else tips it, how it is consumed decides: \
            `subscribe(onSuccess:)` exists only on a `Single` or `Maybe`, and a consumer that handles \
            only the end (`subscribe(onCompleted:onError:)` with no `onNext`, `startWithCompleted`, \
            `observeCompleted`) waits for work that finishes once.
            """,
        triggeringExamples: [
            Example("Just(settings).↓sink { apply($0) }"),
            Example(
                """
                repository.loadProfile(id: id).↓sink(receiveCompletion: handle, receiveValue: show).store(in: &bag)
                """,
                extraFiles: [
                    "ProfileRepository.swift": """
                        import Combine

                        final class ProfileRepository {
                            func loadProfile(id: String) -> Future<Profile, Error> {
                                Future { promise in client.fetchProfile(id) { promise($0) } }
                            }
                        }
                        """,
                ]),
            Example(
                """
                api.login(name, password).↓subscribe(onSuccess: { user in show(user) }).disposed(by: bag)
                """,
                extraFiles: [
                    "API.swift": """
                        import RxSwift

                        final class API {
                            func login(_ name: String, _ password: String) -> Single<User> {
                                Single.create { single in
                                    client.login(name, password) { single($0) }
                                    return Disposables.create()
                                }
                            }
                        }
                        """,
                ]),
            Example("SignalProducer(value: cached).↓startWithValues { render($0) }"),
            Example(
                "viewModel.rows.signal.↓observeValues { render($0) }",
                extraFiles: [
                    "ListViewModel.swift": """
                        import ReactiveSwift

                        final class ListViewModel {
                            let rows = MutableProperty<[String]>([])

                            func viewDidLoad() {
                                client.fetchRows { [weak self] rows in self?.rows.value = rows }
                            }
                        }
                        """,
                ]),
        ],
        nonTriggeringExamples: [
            Example("Just(0).merge(with: updates).sink { render($0) }"),
            Example("$query.sink { search($0) }"),
            Example(
                "viewModel.rows.signal.observeValues { render($0) }",
                extraFiles: [
                    "ListViewModel.swift": """
                        import ReactiveSwift

                        final class ListViewModel {
                            let rows = MutableProperty<[String]>([])

                            func refresh() {
                                client.fetchRows { [weak self] rows in self?.rows.value = rows }
                            }
                        }
                        """,
                ]),
            Example(
                "output.route.onMain.sink { show($0) }",
                extraFiles: [
                    "PublisherExtensions.swift": """
                        import Combine
                        import Foundation

                        extension Publisher {
                            var onMain: AnyPublisher<Output, Failure> {
                                receive(on: DispatchQueue.main).eraseToAnyPublisher()
                            }
                        }
                        """,
                    "Output.swift": """
                        import Combine

                        struct Output {
                            let route = PassthroughSubject<String, Never>()
                        }
                        """,
                ]),
        ],
        corrections: [
            Example(
                """
                import Combine

                @MainActor
                final class ProfileViewModel {
                    var profile: Profile?
                    private let repository: ProfileRepository
                    private var cancellables = Set<AnyCancellable>()

                    init(repository: ProfileRepository) {
                        self.repository = repository
                    }

                    func load(id: String) {
                        repository.loadProfile(id: id)
                            .↓sink(receiveCompletion: { [weak self] completion in
                                if case .failure(let error) = completion { self?.show(error) }
                            }, receiveValue: { [weak self] profile in self?.profile = profile })
                            .store(in: &cancellables)
                    }

                    func show(_ error: Error) {}
                }
                """,
                fileName: "ProfileViewModel.swift",
                extraFiles: [
                    "ProfileRepository.swift": """
                        import Combine

                        final class ProfileRepository {
                            func loadProfile(id: String) -> Future<Profile, Error> {
                                Future { promise in client.fetchProfile(id) { promise($0) } }
                            }
                        }
                        """,
                ],
                corrected: """
                    import Combine

                    @MainActor
                    final class ProfileViewModel {
                        var profile: Profile?
                        private let repository: ProfileRepository
                        private var cancellables = Set<AnyCancellable>()

                        init(repository: ProfileRepository) {
                            self.repository = repository
                        }

                        func load(id: String) {
                            let loadProfilePublisher = repository.loadProfile(id: id)
                            let loadProfileTask = Task { [weak self] in
                                let completion: Subscribers.Completion<Error>
                                do {
                                    for try await profile in loadProfilePublisher.values {
                                        guard !Task.isCancelled else { break }
                                        self?.profile = profile
                                    }
                                    guard !Task.isCancelled else { return }
                                    completion = .finished
                                } catch is CancellationError {
                                    return
                                } catch where Task.isCancelled {
                                    return
                                } catch {
                                    completion = .failure(error)
                                }
                                if case .failure(let error) = completion { self?.show(error) }
                            }
                            AnyCancellable { loadProfileTask.cancel() }.store(in: &cancellables)
                        }

                        func show(_ error: Error) {}
                    }
                    """),
            Example(
                """
                import Combine

                final class WelcomeViewModel {
                    var message = ""
                    private var cancellables = Set<AnyCancellable>()

                    func greet(name: String) {
                        Just("Welcome back, \\(name)").↓sink { [weak self] text in self?.message = text }.store(in: &cancellables)
                    }
                }
                """,
                fileName: "WelcomeViewModel.swift",
                corrected: """
                    import Combine

                    final class WelcomeViewModel {
                        var message = ""
                        private var cancellables = Set<AnyCancellable>()

                        func greet(name: String) {
                            do {
                                let text = "Welcome back, \\(name)"
                                self.message = text
                            }
                        }
                    }
                    """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        // `for try await value in publisher.values` is already the awaiting form (and what
        // this rule's own rewrite produces).
        guard pipeline.gate.cadence == .once, pipeline.pipeline.terminal.name != "values" else { return nil }
        let terminal = RuleText.terminal(pipeline.pipeline)
        if Self.isSynchronous(pipeline.pipeline) {
            let advice = Self.synchronousAdvice(pipeline.pipeline) + (Self.isBinding(pipeline.pipeline) ? "" : "; there is nothing to await")
            return RuleMatch(message: "\(terminal) on a value that is known at once (\(pipeline.gate.cadenceReason)): \(advice).")
        }
        // A trigger that fires once is better as the call it triggers, made where it fires.
        if pipeline.pipeline.source.effectiveKind == .lifecycleEvent {
            return RuleMatch(
                message: "\(terminal) on an event that happens once (\(pipeline.gate.cadenceReason)): "
                    + "do the work in `viewDidLoad()` itself instead of binding the trigger.")
        }
        if pipeline.pipeline.source.mergesSeveralValues {
            return RuleMatch(
                message: "\(terminal) on a publisher that sends a fixed few values and ends (\(pipeline.gate.cadenceReason)): "
                    + "handle each value in order in plain code (`async let` for the ones that are requests) instead.")
        }
        return RuleMatch(
            message: "\(terminal) on a publisher that emits at most once (\(pipeline.gate.cadenceReason)): "
                + "await the value in a Task instead.")
    }

    static let marker = "FIXME(streamlint)"

    /// Sources that deliver during the subscribe call itself: `Just`, `Empty`, `Fail`, Rx
    /// `.just`/`.empty`/`.error`.
    static func isSynchronous(_ pipeline: Pipeline) -> Bool {
        [.just, .empty, .fail].contains(pipeline.source.effectiveKind)
            && ((pipeline.source.resolved?.operators ?? []) + pipeline.operatorNames).allSatisfy(synchronousOperators.contains)
    }

    /// Operators that transform a value where it is: a chain of only these stays synchronous
    /// (a `flatMap`, a scheduler hop or a time operator would not).
    static let synchronousOperators: Set<String> = [
        "map", "compactMap", "filter", "tryMap", "tryCompactMap", "tryFilter", "setFailureType", "mapError",
        "replaceError", "replaceNil", "eraseToAnyPublisher", "removeDuplicates", "catch", "asObservable", "asSingle",
        "producer", "signal",
    ]

    /// How to await the value instead, in the framework's words.
    static func awaitingAdvice(_ pipeline: Pipeline) -> String {
        if pipeline.source.effectiveKind.cadence.0 == .stream {
            return "a stream cut to one value: await it only from a Task that starts before that value can come "
                + "(a Task subscribes later than this call)"
        }
        // `action.apply().start()`, `request.subscribe()`: run for the work's effects, no value is read.
        if pipeline.terminal.argumentLabels.isEmpty, ["start", "subscribe"].contains(pipeline.terminal.name) {
            return "it runs once for its effects; once that work is an `async` function, call it in a Task"
        }
        switch (pipeline.framework, pipeline.source.effectiveKind) {
        case (.rxswift, .single): return "await it in a Task (`try await single.value`)"
        case (.rxswift, _): return "await its value in a Task (`for try await value in observable.values`)"
        case (.reactiveswift, _): return "await its value in a Task, or make the work an `async` function"
        default: return "await it in a Task (`for try await value in publisher.values`)"
        }
    }

    /// What to do instead of subscribing to a value that is known at once.
    static func synchronousAdvice(_ pipeline: Pipeline) -> String {
        isBinding(pipeline) ? "set the value directly instead of binding it" : "use the value directly"
    }

    /// RxSwift/RxCocoa terminals that push into a binder or relay rather than run code.
    static func isBinding(_ pipeline: Pipeline) -> Bool {
        ["bind", "drive", "emit", "<~"].contains(pipeline.terminal.name)
    }

    /// Safe: a `// FIXME(streamlint)` line above the statement. Unsafe: the statement becomes
    /// a Task that awaits the value, keeping the subscription's lifetime and error handling;
    /// the marker of an earlier safe run is replaced, not left to block the rewrite.
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        guard let pipeline = finding.pipeline, let terminal = FixSyntax.terminal(of: finding, in: file),
              let statement = FixSyntax.statement(containing: terminal.top)
        else { return .none }
        let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
        let markerStart = Self.markerOffset(in: statement)
        var options = FixOptions()
        if markerStart == nil {
            // A statement that shares its line (`{ [weak self] in self?.load()…`) moves to a
            // line of its own, so that the marker sits in its leading trivia, where the next
            // run finds it, and not after the code before it.
            let startsItsLine = file.bytes[..<start].reversed().prefix { $0 != UInt8(ascii: "\n") }
                .allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let indentation = startsItsLine
                ? file.indentation(ofLineContaining: start)
                : file.indentation(ofLineContaining: start) + FixSyntax.indentUnit(file, near: start)
            let lineBreak = startsItsLine ? "" : "\n" + indentation
            // The spaces between the code before and the statement would trail on their line.
            let spacesBefore = file.bytes[..<start].reversed().prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let advice: String
            if Self.isSynchronous(pipeline) {
                advice = Self.synchronousAdvice(pipeline)
            } else if pipeline.source.effectiveKind == .lifecycleEvent {
                advice = "it fires once; do the work in `viewDidLoad()` instead of binding the trigger"
            } else if DeliveryContext.changeByTask(pipeline, hopsToMain: finding.gate?.hopsToMain == true, context: context) != nil {
                advice = Self.awaitingAdvice(pipeline) + "; " + DeliveryContext.consequence(pipeline)
            } else {
                advice = Self.awaitingAdvice(pipeline)
            }
            options.alternative = Fix(
                description: "Mark the subscription for migration", applicability: .safe,
                edits: [
                    TextEdit(
                        startOffset: startsItsLine ? start : start - spacesBefore, endOffset: start,
                        replacement: "\(lineBreak)// \(Self.marker): single-shot \(pipeline.terminal.name); \(advice).\n\(indentation)"),
                ])
        }
        let replacingMarker = { (fix: Fix?) -> Fix? in
            guard var fix, let markerStart, fix.edits.first?.startOffset == start else { return fix }
            fix.edits[0].startOffset = markerStart
            return fix
        }
        // A synchronous source delivers during the subscribe call; a Task would deliver later,
        // on another executor. Straight-line code delivers at the same moment, when it can be
        // written; otherwise only the marker.
        guard !Self.isSynchronous(pipeline) else {
            options.fix = replacingMarker(StraightLineRewrite(pipeline: pipeline, terminal: terminal)?.fix(file: file))
            return options
        }
        // A stream cut to one value (`$flag.dropFirst().prefix(1)`, `subject.first()`) waits for
        // the next event from the moment it subscribes; a Task subscribes later, when it starts,
        // and could miss that event or see another. Only a source that is itself one value can
        // be awaited later.
        guard pipeline.source.effectiveKind.cadence.0 != .stream, !pipeline.source.mergesSeveralValues else { return options }
        let hopsToMain = finding.gate?.hopsToMain == true
        let generic = taskFix(pipeline, terminal: terminal, file: file, hopsToMain: hopsToMain)
        if let awaiting = awaitingAlternativeFix(pipeline, terminal: terminal, file: file, context: context, hopsToMain: hopsToMain) {
            options.fix = replacingMarker(awaiting)
            // When the alternative this fix awaits is not added in the run, iterating the
            // publisher's values still does what the subscription did.
            if awaiting.requires != nil { options.fallback = replacingMarker(generic) }
        } else {
            options.fix = replacingMarker(generic)
        }
        // A Task that would run the handlers later and elsewhere is only shown; the marker is
        // what a run applies.
        if let change = DeliveryContext.changeByTask(pipeline, hopsToMain: hopsToMain, context: context) {
            options.fix = DeliveryContext.manual(options.fix, because: change)
            options.fallback = nil
        }
        return options
    }

    /// Where a `// FIXME(streamlint)` comment in the statement's leading trivia starts.
    static func markerOffset(in statement: CodeBlockItemSyntax) -> Int? {
        var offset = statement.position.utf8Offset
        for piece in statement.leadingTrivia {
            if case .lineComment(let text) = piece, text.contains(marker) { return offset }
            offset += piece.sourceLength.utf8Length
        }
        return nil
    }
}


extension String {
    /// `id` → `Id`, for names built from argument labels.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
