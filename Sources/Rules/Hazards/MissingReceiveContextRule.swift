import StreamLint
import SwiftSyntax

/// UIKit and main-actor state touched from whatever thread the upstream emits on is a data
/// race today, whether or not the pipeline is ever migrated.
struct MissingReceiveContextRule: PipelineRule, FixableRule {
    static let description = RuleDescription(
        id: "missing_receive_context", name: "Missing receive context", verdict: .fix, defaultSeverity: .error,
        summary: "A terminal in a main-actor context touches its owner's state with no hop to the main scheduler, from a source that can deliver on another thread.",
        rationale: """
            Requests, notifications, KVO, timers off the main run loop, and Futures or custom \
            producers that complete from a callback deliver on whatever thread produced the value. A sink in a view controller or a `@MainActor` type \
            that touches its properties from there is a data race, and UIKit may crash. Add \
            `.receive(on: DispatchQueue.main)` (RxSwift: `.observe(on: MainScheduler.instance)`, \
            ReactiveSwift: `.observe(on: UIScheduler())`) just before the terminal. State owned by a \
            main-actor type, UI control events, Drivers, Binders and `<~` bindings already deliver on \
            main and are not reported, nor is KVO of a UIKit/AppKit view's own properties \
            (`collectionView.publisher(for: \\.contentSize)`), which change only on main, nor KVO of a \
            Core Data managed object held by main-actor code (it belongs to the main context, so it \
            changes on main). UIKit's and AppKit's own notifications (application, window, keyboard, \
            the text system, controls) are posted on main, and a producer that sends only from an \
            Alamofire or Moya completion handler, a Firestore read or an alert action (none given \
            another queue) delivers on main. A notification or subject sent in a method's own code \
            (not in a callback) of a main-actor type, such as an app delegate's \
            `application(_:open:options:)` or a view controller's action, is delivered on main; one \
            sent from a completion handler is not known to be. The last hop before the terminal is what counts: a \
            `flatMap` into a `Future` or request, or a time operator on a background scheduler, after \
            `receive(on: main)` leaves main again, while a `flatMap` into a producer whose closure sends as \
            it runs (a database read) stays where it was; work the closure hands to the main queue itself \
            (`DispatchQueue.main.async { … }`) is not reported. An `error` when the code shows \
            delivery off main (a background scheduler, a URLSession request); a `warning` when it \
            only may (KVO, a notification, a callback whose thread the code does not show), or when \
            the terminal only calls methods of its owner that hop to main in their own statements \
            (`func update(_ rows:) { let diff = …; DispatchQueue.main.sync { … } }`). A SwiftUI \
            `onReceive` is reported only on such evidence, or when the notification is one the \
            system posts on the thread that made the change (`UserDefaults.didChangeNotification`, \
            an `AVPlayerItem`'s notifications).
            """,
        triggeringExamples: [
            Example(
                """
                import Combine
                import UIKit

                final class FeedViewController: UIViewController {
                    private var bag = Set<AnyCancellable>()

                    func load() {
                        URLSession.shared.dataTaskPublisher(for: feedURL)
                            .map(\\.data)
                            .↓sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.tableView.reloadData() })
                            .store(in: &bag)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(
                """
                import Combine
                import UIKit

                final class FeedViewController: UIViewController {
                    private var bag = Set<AnyCancellable>()

                    func load() {
                        URLSession.shared.dataTaskPublisher(for: feedURL)
                            .map(\\.data)
                            .receive(on: DispatchQueue.main)
                            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.tableView.reloadData() })
                            .store(in: &bag)
                    }
                }
                """),
            Example("searchBar.rx.text.orEmpty.bind(to: viewModel.query).disposed(by: bag)"),
        ],
        corrections: [
            Example(
                """
                import Combine
                import UIKit

                final class StatusViewController: UIViewController {
                    private let label = UILabel()
                    private var bag = Set<AnyCancellable>()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.publisher(for: .statusChanged)
                            .compactMap { $0.object as? String }
                            .↓sink { [weak self] in self?.label.text = $0 }
                            .store(in: &bag)
                    }
                }
                """,
                corrected: """
                    import Combine
                    import UIKit

                    final class StatusViewController: UIViewController {
                        private let label = UILabel()
                        private var bag = Set<AnyCancellable>()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            NotificationCenter.default.publisher(for: .statusChanged)
                                .compactMap { $0.object as? String }
                                .receive(on: DispatchQueue.main)
                                .sink { [weak self] in self?.label.text = $0 }
                                .store(in: &bag)
                        }
                    }
                    """),
        ])

    /// Sources that deliver on the thread that produced the value.
    private static let offMainSources: Set<SourceKind> = [.dataTask, .notification, .kvo, .timer]
    /// Sources whose closure decides: off main when it sends from a callback.
    private static let closureSources: Set<SourceKind> = [.future, .deferred, .create, .single]
    private static let backgroundWords = ["global", "background", "Background", "ConcurrentDispatchQueueScheduler", "QueueScheduler("]

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let gate = pipeline.gate
        let chain = pipeline.pipeline
        // The gate decides whether the chain hops to main (Drivers and Signals do).
        guard gate.isolation == .mainActor, !gate.hopsToMain else { return nil }
        // A binding's target applies the value itself: RxCocoa's Binder and ReactiveCocoa's
        // binding targets on the main thread.
        guard !["bind", "<~"].contains(chain.terminal.name) else { return nil }
        // SwiftUI's `onReceive` runs its action on the thread the value arrives on, in a view.
        let isOnReceive = chain.terminal.name == "onReceive"
        let touchesState = (isOnReceive && !chain.terminal.onlyStartsTasks) || !chain.terminal.selfMembersTouched.isEmpty
            || chain.terminal.name == "assign"
        guard touchesState else { return nil }
        let movesOffMain = chain.operators.contains { op in
            (["receive", "subscribe", "subscribeOn", "observeOn", "observe"].contains(op.name)
                && Self.backgroundWords.contains(where: { op.argument?.contains($0) == true }))
                || FrameworkDescriptor.leavesMain(op.name, argument: op.argument)
        }
        let kind = chain.source.effectiveKind
        let sendsFromCallback = chain.source.sendsFromCallback ?? chain.source.resolved?.sendsFromCallback ?? false
        let flattensCallbackWork = chain.operators.contains(where: \.flattensCallbackWork)
        // Observers of a notification receive it on the thread that posted it, and a subject's
        // subscribers on the thread that sent to it.
        let posts = kind == .notification
            ? (chain.source.resolved?.notificationName ?? chain.source.name).flatMap { context.index.notificationPosts[$0] } ?? []
            : Self.sends(to: chain, in: context)
        let postedOffMain = posts.first { $0.thread == .background }
        let postedOnlyOnMain = !posts.isEmpty && posts.allSatisfy { $0.thread == .main }
        let offMain = postedOffMain != nil || posts.contains { $0.thread == .probablyBackground }
            || (!postedOnlyOnMain && !gate.sourceDeliversOnMain
                && (Self.offMainSources.contains(kind) || (Self.closureSources.contains(kind) && sendsFromCallback)))
        // A source that delivers on main stays there unless an operator takes it away.
        guard movesOffMain || flattensCallbackWork || offMain else { return nil }
        let shown = Self.offMainEvidence(chain, movesOffMain: movesOffMain, postedOffMain: postedOffMain)
        // `onReceive` is reported only on evidence: most notifications a view listens to are
        // posted on main. Those the system posts on the thread that caused them are evidence.
        let postedOnCallersThread = kind == .notification && posts.isEmpty ? Self.postedOnCallersThread(chain.source) : nil
        guard shown != nil || !isOnReceive || postedOnCallersThread != nil else { return nil }
        let hop = Self.hop(for: chain.framework)
        let members = chain.terminal.selfMembersTouched.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        let touched = members.isEmpty ? (isOnReceive ? "the view" : "its target") : members
        let opening = "\(RuleText.terminal(chain)) touches \(touched) in a main-actor context (\(chain.context.isolationReason ?? "main actor"))"
        // An error only where the code shows delivery off main; where it only may (KVO, a
        // notification or callback whose thread the code does not show), a warning that says so.
        if let shown {
            // `self?.update(participants:)` where `update` does its UI work inside
            // `DispatchQueue.main.sync { … }`: the method hops itself, and what runs off main may
            // be work it means to do there (a diff): a warning that says so, not an error.
            if let hopping = Self.methodsHoppingThemselves(chain, in: context) {
                return RuleMatch(
                    message: "\(opening) and \(RuleText.source(chain)) delivers off the main thread (\(shown)), "
                        + "but \(hopping) hop\(hopping.contains(",") ? "" : "s") to main itself: check that what it does before "
                        + "the hop may run off main, or add `\(hop)` before the terminal.",
                    severity: .warning)
            }
            return RuleMatch(message: "\(opening) but \(RuleText.source(chain)) delivers off the main thread (\(shown)): add `\(hop)` before it.")
        }
        let what = chain.operators.last(where: \.flattensCallbackWork)
            .map { "`\($0.name)` flattens in work that completes from a callback, which" } ?? RuleText.source(chain)
        let which = postedOnCallersThread ?? "the code does not show which"
        return RuleMatch(
            message: "\(opening) and \(what) may deliver on another thread (\(which)): "
                + "add `\(hop)` before it, or make sure it is sent on main.",
            severity: .warning)
    }

    /// The methods the terminal touches, in words, when it touches nothing else of its owner and
    /// each of them hops to main in its own statements (`FileFacts.mainHoppingMethods`).
    private static func methodsHoppingThemselves(_ chain: Pipeline, in context: RuleContext) -> String? {
        let touched = chain.terminal.selfMembersTouched
        guard !touched.isEmpty, let owner = chain.context.typeName, let called = chain.terminal.methodsCalled,
              touched.allSatisfy({ called.contains($0) && context.index.mainHoppingMethods.contains("\(owner).\($0)") })
        else { return nil }
        return touched.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Notifications the system posts on whichever thread made the change, with the reason in
    /// words: a view that listens to them runs on that thread.
    private static let callersThreadNotifications = [
        ("UserDefaults.didChangeNotification", "UserDefaults posts it on the thread that changed the default"),
        ("NSUserDefaultsDidChange", "UserDefaults posts it on the thread that changed the default"),
        ("AVPlayerItem", "AVFoundation may post a player item's notifications on another thread than the observer's"),
    ]

    private static func postedOnCallersThread(_ source: PipelineSource) -> String? {
        let texts = [source.text, source.resolved?.text].compactMap(\.self)
        return callersThreadNotifications.first { name, _ in texts.contains { $0.contains(name) } }?.1
    }

    /// What in the code shows the values arriving off the main thread, in words; nil when
    /// nothing does.
    private static func offMainEvidence(_ chain: Pipeline, movesOffMain: Bool, postedOffMain: NotificationPostFact?) -> String? {
        if movesOffMain { return "the chain moves to a background scheduler" }
        if chain.source.effectiveKind == .dataTask { return "URLSession delivers on its own queue" }
        if let post = postedOffMain {
            let verb = chain.source.effectiveKind == .notification ? "posted" : "sent"
            return "it is \(verb) from \(post.threadReason ?? "another thread") at \(post.location.description)"
        }
        return nil
    }

    private static let sentSources: Set<SourceKind> = [.subject, .currentValueSubject, .relay, .behaviorRelay, .replaySubject, .published]

    /// The sends to the subject a chain starts from, as posts with the thread each shows, when
    /// every send shows one (a send whose thread the code does not show leaves it open). Sends
    /// are matched by name within the subject's own type, or anywhere when no other property
    /// of the module has that name.
    private static func sends(to chain: Pipeline, in context: RuleContext) -> [NotificationPostFact] {
        guard sentSources.contains(chain.source.effectiveKind), let name = chain.source.name,
              let declaration = chain.source.resolved?.declaration
        else { return [] }
        let namesakes = context.index.properties(named: name, near: declaration.file)
        let owner = namesakes.first { $0.location == declaration }?.typeName
        // An `@Published` property is sent to by setting it.
        let sendKinds: Set<FeedFact.Kind> = chain.source.effectiveKind == .published ? [.assignment] : [.send, .accept, .onNext]
        let sends = context.index.feeds(named: name, near: declaration.file).filter { feed in
            guard sendKinds.contains(feed.kind) else { return false }
            if feed.typeName == owner { return true }
            // `state = …` in another type sets that type's own `state`, which the index need not
            // know (any type may have one): only a write through a receiver may be ours.
            if feed.kind == .assignment, feed.receiver == nil || feed.receiver == "self" { return false }
            return namesakes.count == 1
        }
        let posts = sends.map { feed in
            let (thread, reason) = context.index.settledThread(of: feed)
            return (thread, NotificationPostFact(name: name, thread: thread ?? .unknown, threadReason: reason, location: feed.location))
        }
        guard !posts.isEmpty, posts.allSatisfy({ $0.0 != nil }) else {
            return posts.map(\.1).filter { [.background, .probablyBackground].contains($0.thread) }
        }
        return posts.map(\.1)
    }

    static func hop(for framework: Framework) -> String {
        (FrameworkDescriptor.descriptor(of: framework) ?? .combine).mainThreadHop
    }

    /// Inserts the hop right before the terminal's dot, on its own line when the terminal is.
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        guard let pipeline = finding.pipeline, let terminal = FixSyntax.terminal(of: finding, in: file) else { return .none }
        let hop = Self.hop(for: pipeline.framework)
        // `.onReceive(publisher)` is a view modifier: the hop goes on the publisher it is given.
        if pipeline.terminal.name == "onReceive" {
            guard let publisher = terminal.call?.arguments.first?.expression else { return .none }
            let end = publisher.endPositionBeforeTrailingTrivia.utf8Offset
            return FixOptions(
                fix: Fix(
                    description: "Append `\(hop)` to the publisher `onReceive` is given", applicability: .safe,
                    edits: [TextEdit(startOffset: end, endOffset: end, replacement: hop)]))
        }
        let period = terminal.member.period
        let offset = period.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineBreak = FixSyntax.lastLineBreak(in: period.leadingTrivia)
        let fix = Fix(
            description: "Insert `\(hop)` before `\(pipeline.terminal.name)`", applicability: .safe,
            edits: [TextEdit(startOffset: offset, endOffset: offset, replacement: hop + lineBreak)])
        return FixOptions(fix: fix)
    }
}
