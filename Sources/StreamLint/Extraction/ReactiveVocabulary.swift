/// The names StreamLint recognises, whichever framework a chain turns out to be written in:
/// the frameworks' descriptors joined (`FrameworkDescriptor.all`), plus the few words of the
/// extraction itself and of UIKit and SwiftUI. Extraction, the index, the gate and the cheap
/// pre-parse filter read these, so they agree on what "reactive" means.
package enum ReactiveVocabulary {
    /// Calls and members that subscribe, ending a chain.
    package static let terminals: Set<String> = FrameworkDescriptor.union(\.terminals)

    /// Terminals that are read rather than called (`publisher.values`).
    static let propertyTerminals: Set<String> = Set(
        FrameworkDescriptor.all.flatMap(\.subscribingMembers).filter(\.isProperty).map(\.name))

    /// The labels a terminal's arguments may have; a terminal not listed takes any.
    static let terminalLabels: [String: Set<String>] = FrameworkDescriptor.all
        .flatMap(\.subscribingMembers)
        .reduce(into: [:]) { labels, member in
            if let allowed = member.labels { labels[member.name, default: []].formUnion(allowed) }
        }

    /// Terminals no other API has: a chain ending in one is reactive.
    static let distinctiveTerminals: Set<String> = Set(
        FrameworkDescriptor.all.flatMap(\.subscribingMembers).filter { $0.evidence == .unique }.map(\.name))

    /// Operators that exist only in reactive frameworks, so their presence alone proves a chain is reactive.
    static let distinctiveOperators: Set<String> = FrameworkDescriptor.union(\.distinctiveOperators)

    static let timeOperators: Set<String> = FrameworkDescriptor.union(\.timingOperators)

    static let combinators: Set<String> = FrameworkDescriptor.union(\.combinators)

    static let sharingOperators: Set<String> = FrameworkDescriptor.union(\.sharingOperators)

    static let replayingOperators: Set<String> = FrameworkDescriptor.union(\.replayingOperators)

    /// Operators that end a stream after one value.
    static let oneValueOperators: Set<String> = FrameworkDescriptor.union(\.oneValueOperators)

    /// Operators the frameworks list: distinctive, timing, combinators, one-value and the others.
    static let knownOperators: Set<String> = FrameworkDescriptor.union(\.otherOperators).union(distinctiveOperators)
        .union(timeOperators).union(combinators).union(oneValueOperators)

    /// Words that name the main thread in any framework's scheduler (a timer's run loop too).
    static let mainSchedulerWords: [String] = unique(FrameworkDescriptor.all.flatMap(\.mainSchedulerWords))

    /// Names whose presence on a chain's spine makes the chain worth classifying when it is
    /// assigned or passed: constructors, factories, source-making members and namespaces,
    /// property adapters and distinctive operators. A member that must follow another link
    /// (`Timer.publish`, `rx.tap`) is hinted by that link.
    static let spineHints: Set<String> = distinctiveOperators.union(
        FrameworkDescriptor.all.flatMap { descriptor -> [String] in
            Array(descriptor.constructors.keys) + descriptor.wrappingConstructors + descriptor.factories.keys
                + descriptor.memberSources.map { $0.after ?? $0.name } + descriptor.sourceNamespaces.keys
                + descriptor.referenceAdapters + descriptor.spineHints
        })

    /// Operators whose closure builds an inner publisher worth classifying.
    static let innerPublisherOperators: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchMap", "map", "compactMap",
        "tryMap", "catch", "tryCatch", "flatMapError",
    ]

    /// Operators whose first argument is worth keeping in the model: a scheduler (the gate
    /// decides from it whether the chain hops to the main thread), a strategy, a count.
    static let operatorsWithSignificantArgument: Set<String> = FrameworkDescriptor.union(\.schedulingOperators).union([
        "subscribe", "subscribeOn", "collect", "share", "shareReplay", "timeout", "buffer", "replay", "multicast",
        "prefix", "take", "flatMap", "retry",
    ])

    /// Type names that make a declaration's type reactive.
    static let reactiveTypeNames: Set<String> = FrameworkDescriptor.union(\.streamTypeNames)
        .union(FrameworkDescriptor.all.flatMap(\.declaredTypeKinds.keys))

    /// Superclasses and protocols whose members run on the main actor.
    static let mainActorBaseTypes: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UITextField", "UITextView",
        "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UIImageView", "UIWindow",
        "UIResponder", "UIApplication", "UIHostingController", "UIInputViewController",
        "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSResponder", "NSTableCellView",
        "NSHostingController", "NSHostingView", "UIHostingConfiguration",
    ]

    /// UIKit and AppKit protocols declared `@MainActor`: a type that adopts one where it is
    /// declared is main-actor isolated (SE-0316), so an app delegate's `Task { … }` runs on main.
    static let mainActorProtocols: Set<String> = [
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate",
    ]

    /// The `mainActorProtocols` member a type's own declaration adopts; an extension's adoption
    /// isolates nothing.
    static func adoptedMainActorProtocol(_ inheritedTypes: [String], isExtension: Bool) -> String? {
        isExtension ? nil : inheritedTypes.first(where: mainActorProtocols.contains)
    }

    /// SwiftUI protocols whose conformers are main-actor isolated.
    static let swiftUIMainActorProtocols: Set<String> = ["View", "App", "Scene"]

    static let virtualTimeSchedulers: [String] = unique(FrameworkDescriptor.all.flatMap(\.virtualTimeSchedulers))

    /// A file holding none of these byte strings and none of `prefilterMemberNames` cannot
    /// contain a pipeline, a reactive declaration, a feed or a virtual-time test, so it need not
    /// be parsed (see `ReactivePrefilter`). Every chain `FactExtractor.isReactiveChain` accepts
    /// names a constructor or a distinctive operator, which the descriptors' needles and the
    /// member names cover. `Scheduler` keeps files that inject schedulers for tests;
    /// `@_exported` keeps a module's re-export of a framework.
    package static let prefilterNeedles: [String] = {
        let needles = unique(
            FrameworkDescriptor.all.flatMap(\.prefilterNeedles) + virtualTimeSchedulers + ["Scheduler", "@_exported"] + valueWriteNeedles)
        // A needle that holds another (`PublishSubject`, `Subject`) is found whenever that one is.
        return needles.filter { needle in !needles.contains { $0 != needle && needle.contains($0) } }
    }()

    /// How a current-value property (`MutableProperty`, `CurrentValueSubject`, `Variable`) is
    /// changed, or handed out to be changed (`bindingTarget`, `asObserver()`), and how a subject is
    /// sent to in RxSwift's event form (`on(.next(x))`), without a reactive word: a member holding one is walked, so that "given a value only in `init`" is never
    /// answered from a partial list of its writes.
    static let valueWriteNeedles = [
        ".value =", ".value +=", ".value -=", ".value.", ".value[", ".swap(", ".modify(", "<->", ".bindingTarget",
        ".asObserver(", ".on(.next(",
    ]

    /// Hops off the main thread. A member of a parsed file holding one is walked, so that an
    /// `@Published` property set there is known to deliver off main; a file is not parsed for
    /// them alone.
    static let backgroundHopNeedles = ["Task.detached", "DispatchQueue.global"]

    /// A source given as an implicit member (`self.gotFavorite = .empty`), which names no
    /// reactive word: a member of a parsed file holding one is walked, so that the property
    /// is known to emit nothing; a file is not parsed for them alone.
    static let implicitSourceNeedles = ["= .empty", "= .never"]

    /// Where a method starts an unstructured Task, so that a terminal calling it is known to
    /// start a Task per value (`task_in_sink_via_method`).
    /// The whitespace in front keeps `createTask(` and `dataTask(` out.
    static let taskStartNeedles = [" Task {", " Task{", " Task(", "\tTask {", "\tTask(", "(Task {"]

    /// Where a method may hop to the main thread itself (see `FileFacts.mainHoppingMethods`).
    static let mainHopNeedles = ["DispatchQueue.main.", "MainActor.run", "OperationQueue.main."]

    /// Terminals and distinctive operators, found as whole member names after a dot: Swift
    /// allows no space after a member's dot, so `.sink` is as sure as `sink` and far rarer in
    /// unrelated code. Every one but a property terminal is found only where it is called
    /// (`.share()`, `.sink {`): `.shared`, `case .start:` and `view.window` are in most files of
    /// an app, and a pipeline calls its operators and its terminal. Members that make a source
    /// wherever they stand (Alamofire's `publishData`) are found as whole names too, called or
    /// not; those that must follow a link (`rx.request`) are found through that link's needle.
    package static let prefilterMembers: [ReactivePrefilter.Member] = {
        // Where notifications are posted decides where their observers run: `.post(` however
        // its arguments are laid out (`post(\n name: .didDelete,`).
        let called = terminals.union(distinctiveOperators).subtracting(propertyTerminals).union(["post"])
        let sourceMembers = FrameworkDescriptor.all.flatMap(\.memberSources).filter { $0.after == nil }.map(\.name)
        return called.union(propertyTerminals).union(sourceMembers).sorted()
            .filter { name in !prefilterNeedles.contains { ("." + name).contains($0) } }
            .map { ReactivePrefilter.Member(name: $0, mustBeCalled: called.contains($0)) }
    }()

    /// Verbs of one request: the call sends something and gets one answer back.
    static let requestVerbs = [
        "fetch", "load", "request", "create", "update", "delete", "remove", "post", "put", "send", "submit",
        "login", "logIn", "logout", "signIn", "signUp", "register", "verify", "validate", "upload", "download",
        "save", "like", "unlike", "follow", "unfollow", "block", "mute", "report", "refresh", "search", "purchase",
        "buy", "join", "leave", "invite", "accept", "reject", "perform", "execute", "authorize", "authenticate",
    ]

    /// Methods of a UI namespace named for one request or write: RxFirebase's
    /// `document.rx.getDocument()`, `rx.setData(…)`, `rx.addDocument(data:)`, `auth.rx.signIn(…)`,
    /// `rx.reauthenticate(with:)`; RxAlamofire's `request.rx.responseData()`, `rx.responseJSON()`,
    /// `rx.responseDecodable()` (one response each; the bare `URLSession.rx.response(request:)`
    /// is a data task, listed by the framework). RxCocoa's own members of `rx` are properties
    /// (`rx.tap`) or name what they observe (`rx.methodInvoked(_:)`, `rx.observe(…)`). A bare "add" is left
    /// out: `view.rx.addTapGestureRecognizer()` hands back the taps to come.
    static func namesNamespaceRequest(_ name: String) -> Bool {
        startsWithVerb(name, in: requestVerbs + ["get", "set", "addDocument", "reauthenticate", "commit", "observeSingleEvent", "response"])
    }

    /// Whether `name` is `verb` or starts with it and goes on with a new word (`fetchUser`,
    /// `load_more`), for one of `verbs`.
    static func startsWithVerb(_ name: String, in verbs: [String]) -> Bool {
        verbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            let rest = name.dropFirst(verb.count)
            return rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_"
        }
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}
