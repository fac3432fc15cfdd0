/// Answers the gate questions for every pipeline of the module. Consumers are counted over
/// the whole module, so the evaluator sees all pipelines at once.
package struct GateEvaluator: Sendable {
    package let index: ModuleIndex

    package init(index: ModuleIndex) {
        self.index = index
    }

    package func evaluate(_ pipelines: [Pipeline]) -> [AnalyzedPipeline] {
        var consumersByUpstream: [String: [Consumer]] = [:]
        // `startWithSignal { signal, _ in … }` is counted through the observers in its closure.
        for pipeline in pipelines where !(pipeline.terminal.name == "startWithSignal" && pipeline.terminal.takesClosure) {
            for (key, source) in Self.upstreamKeys(pipeline.source, in: pipeline.file) {
                consumersByUpstream[key, default: []].append(
                    Consumer(
                        typeName: pipeline.context.typeName, throughSelf: Self.readsThroughSelf(source),
                        test: TestDoubles.isTestFile(pipeline.file) ? Self.testCase(of: pipeline) : nil))
            }
        }
        let consumers = consumersByUpstream
        return pipelines.parallelMap { pipeline in
            AnalyzedPipeline(pipeline: pipeline, gate: answers(for: pipeline, consumersByUpstream: consumers))
        }
    }

    /// A subscription to an upstream: in which type, whether it reads its own member, and the
    /// test it is written in when it is test code.
    struct Consumer: Sendable {
        var typeName: String?
        var throughSelf: Bool
        var test: String?
    }

    private static func testCase(of pipeline: Pipeline) -> String {
        "\(pipeline.file):\(pipeline.context.typeName ?? ""):\(pipeline.context.functionName ?? "")"
    }

    /// `relay`, `self.relay`, `$title`: the member of the instance the code runs on.
    private static func readsThroughSelf(_ source: PipelineSource) -> Bool {
        source.name != nil && [nil, "self"].contains(source.qualifier)
    }

    static func upstreamKeys(_ source: PipelineSource, in file: String) -> [(String, PipelineSource)] {
        var keys: [(String, PipelineSource)] = []
        if let key = ownKey(source, in: file) { keys.append((key, source)) }
        for input in source.inputs ?? [] { keys.append(contentsOf: upstreamKeys(input, in: file)) }
        return keys
    }

    /// How many subscriptions can read the instance this pipeline reads. A member a base class
    /// declares and its subclasses each subscribe to through `self` is one upstream per
    /// instance: an instance of one subclass never runs another sibling's subscriptions.
    /// A test makes the instances it subscribes to, so its subscriptions never read the app's
    /// instance or another test's: a test counts the subscriptions of its own function.
    private func consumerCount(of pipeline: Pipeline, among all: [Consumer]) -> Int {
        let test = TestDoubles.isTestFile(pipeline.file) ? Self.testCase(of: pipeline) : nil
        let consumers = all.filter { $0.test == test }
        guard Self.readsThroughSelf(pipeline.source), let own = pipeline.context.typeName,
              consumers.contains(where: { $0.throughSelf && $0.typeName != nil && $0.typeName != own })
        else { return consumers.count }
        return consumers.filter { consumer in
            guard consumer.throughSelf, let other = consumer.typeName, other != own else { return true }
            return index.inherits(own, from: other) || index.inherits(other, from: own)
        }.count
    }

    /// The declaration's upstream, else the local `let` several subscriptions read: a local
    /// belongs to its file (two files may extend one type with same-named functions and locals).
    private static func ownKey(_ source: PipelineSource, in file: String) -> String? {
        source.resolved?.upstreamKey ?? source.local.map { "local:\(file):" + $0 }
    }

    func answers(for pipeline: Pipeline, consumersByUpstream: [String: [Consumer]]) -> GateAnswers {
        let (cadence, reason) = CadenceAnalysis.cadence(of: pipeline)
        // A function that answers once keeps its retries, delays and inner requests to itself:
        // its caller awaits one result either way, and an async version keeps them inside.
        let declarationOperators = pipeline.source.kind == .call && cadence == .once ? [] : (pipeline.source.resolved?.operators ?? [])
        let allOperators = declarationOperators + pipeline.operatorNames
        let ownKey = Self.ownKey(pipeline.source, in: pipeline.file)
        let consumers = ownKey.flatMap { consumersByUpstream[$0] }.map { consumerCount(of: pipeline, among: $0) } ?? 1
        let (shared, sharingReason) = sharing(pipeline, operators: allOperators)
        let (replay, replayReason) = self.replay(pipeline, operators: allOperators)
        return GateAnswers(
            cadence: cadence, cadenceReason: reason, consumers: consumers, feeds: feedCount(pipeline.source),
            shared: shared, sharingReason: sharingReason,
            timingOperators: unique(allOperators.filter(ReactiveVocabulary.timeOperators.contains)
                + (pipeline.source.effectiveKind == .timer ? ["timer"] : [])),
            combinators: unique(
                allOperators.filter { ReactiveVocabulary.combinators.contains($0) && !(cadence == .once && Self.onceWhenOnceOperators.contains($0)) }
                    + (pipeline.source.effectiveKind == .combined && cadence != .once ? [Self.combinedName(pipeline.source)] : [])),
            replay: replay, replayReason: replayReason, isolation: pipeline.context.isolation,
            hopsToMain: hopsToMain(pipeline), sourceDeliversOnMain: sourceDeliversOnMain(pipeline),
            virtualTimeTested: index.virtualTimeTestFiles.contains(pipeline.file)
                || pipeline.context.typeName.map { index.virtualTimeTestedTypes.contains(ModuleIndex.simpleName($0)) } ?? false)
    }

    /// Switching to the latest inner publisher composes only when there is more than one
    /// outer value: after a request that answers once, `flatMap(.latest)` is "then". Likewise
    /// `zip`/`combineLatest` of values that each come once is one pair: awaiting both
    /// (`async let`). Merging keeps every value, so it stays a composition.
    private static let onceWhenOnceOperators: Set<String> = [
        "flatMapLatest", "switchToLatest", "switchLatest", "flatMapFirst", "concatMap", "switchMap", "zip", "combineLatest",
    ]

    private static func combinedName(_ source: PipelineSource) -> String {
        let text = source.resolved?.text ?? source.text
        for name in ["CombineLatest", "combineLatest", "Merge", "merge", "Zip", "zip", "concat", "amb"] where text.contains(name) {
            return name.prefix(1).lowercased() + name.dropFirst()
        }
        return "combineLatest"
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    private func feedCount(_ source: PipelineSource) -> Int {
        guard let name = source.name, name != "self" else { return 0 }
        let declarationType = source.resolved.flatMap { resolved in
            index.properties(named: name, near: resolved.declaration.file).first { $0.location == resolved.declaration }?.typeName
        }
        return index.feeds(named: name, near: source.resolved?.declaration.file).filter { feed in
            feed.kind != .passed && (feed.kind != .assignment || feed.typeName == declarationType || declarationType == nil)
        }.count
    }

    private func sharing(_ pipeline: Pipeline, operators: [String]) -> (Bool, String?) {
        if let op = operators.first(where: ReactiveVocabulary.sharingOperators.contains) {
            return (true, "`\(op)` shares one upstream")
        }
        // The reason names the framework's traits together: "Driver/Signal share their upstream".
        for descriptor in FrameworkDescriptor.all {
            let traits = descriptor.mainThreadTraits
            if traits.contains(where: { isUsed($0, in: pipeline, operators: operators) }) {
                return (true, "\(traits.map(\.typeName).joined(separator: "/")) share their upstream")
            }
        }
        // Declared in the pipeline's own framework: RxCocoa's `Signal` shares, ReactiveSwift's
        // `Signal` is merely hot, and one observer of it is one consumer.
        if let declared = pipeline.source.resolved?.declaredType, declaredMainThreadTrait(pipeline) != nil {
            return (true, "declared as \(declared), which shares its upstream")
        }
        return (false, nil)
    }

    private func replay(_ pipeline: Pipeline, operators: [String]) -> (Bool, String?) {
        switch pipeline.source.effectiveKind {
        case .currentValueSubject: return (true, "a current-value subject gives new subscribers the latest value")
        case .behaviorRelay: return (true, "a BehaviorRelay gives new subscribers the latest value")
        case .replaySubject: return (true, "a ReplaySubject replays to new subscribers")
        // `property.signal` hands on changes only; `property.producer` starts with the value.
        case .property where pipeline.source.readsChangesOnly != true:
            return (true, "a ReactiveSwift property starts with its current value")
        case .state: return (true, "a store's state stream replays the current state to new subscribers")
        default: break
        }
        if operators.contains(where: ReactiveVocabulary.replayingOperators.contains) {
            return (true, "the chain replays to late subscribers")
        }
        if let share = pipeline.operators.first(where: { $0.name == "share" }), share.argument?.contains("replay") == true {
            return (true, "`share(replay:)` replays to late subscribers")
        }
        let declared = pipeline.source.resolved?.declaredType
        for trait in FrameworkDescriptor.all.flatMap(\.mainThreadTraits) where trait.replays {
            if isUsed(trait, in: pipeline, operators: operators) || declared.map(trait.isDeclared) == true {
                return (true, "a \(trait.typeName) replays its latest value")
            }
        }
        return (false, nil)
    }

    /// The chain converts to the trait or its terminal subscribes to one (`asDriver`, `drive`).
    private func isUsed(_ trait: FrameworkDescriptor.MainThreadTrait, in pipeline: Pipeline, operators: [String]) -> Bool {
        trait.operators.contains(pipeline.terminal.name) || operators.contains(where: trait.operators.contains)
    }

    /// The main-thread trait the source is declared as (`Driver<[Repo]>`), in the pipeline's framework.
    private func declaredMainThreadTrait(_ pipeline: Pipeline) -> FrameworkDescriptor.MainThreadTrait? {
        FrameworkDescriptor.descriptor(of: pipeline.framework)?.mainThreadTrait(declaredAs: pipeline.source.resolved?.declaredType)
    }

    /// UIKit and AppKit post their own lifecycle, keyboard and window notifications on the main
    /// thread; custom notifications arrive on whatever thread posted them.
    /// Also in the Swift 3–4 spelling still in older apps (`Name.UIApplicationWillResignActive`).
    private static let mainThreadNotificationPrefixes = [
        "UIApplication", "UIResponder.keyboard", "UIKeyboard", "UIDevice.orientationDidChange", "UIDeviceOrientationDidChange",
        "UIDevice.batteryStateDidChange", "UIDeviceBatteryStateDidChange", "UIScene", "UIWindow", "UIContentSizeCategory",
        "UIAccessibility", "UIScreen", "UITextField", "UITextView", "NSApplication", "NSWindow", "NSView", "NSWorkspace",
        // AppKit's text system, controls and menus post as the user edits, clicks and scrolls.
        "NSText", "NSControl", "NSMenu", "NSPopover", "NSScrollView", "NSSplitView", "NSTableView", "NSOutlineView",
        // ReactiveCocoa's `NotificationCenter.default.reactive.keyboard(.willShow)`, `keyboardChange`.
        "reactive.keyboard",
    ]

    /// Whether the chain delivers on the main thread: it subscribes to a main-thread trait or is
    /// declared as one (`drive`, a `Driver<…>`), or its last hop before the terminal goes there
    /// (`asDriver`, a scheduling operator given the main scheduler), as the frameworks'
    /// descriptors say. Decided here only: the rules and the rewrites read `GateAnswers.hopsToMain`.
    private func hopsToMain(_ pipeline: Pipeline) -> Bool {
        if FrameworkDescriptor.hopsToMain(pipeline.terminal.name, argument: nil) || declaredMainThreadTrait(pipeline) != nil {
            return true
        }
        // An operator after the hop that delivers on another scheduler, or flattens in work that
        // completes from a callback (a request, a `Future`), undoes it. A declaration's own chain
        // that ends with a hop (`…receive(on: DispatchQueue.main).eraseToAnyPublisher()` in the
        // function that builds it) is where the pipeline starts; only names are kept of it, so
        // any operator after that hop but one that hands values on where they are undoes it.
        var onMain = Self.declarationEndsOnMain(pipeline.source.resolved?.operators ?? [])
        for item in pipeline.operators {
            if FrameworkDescriptor.hopsToMain(item.name, argument: item.argument) {
                onMain = true
            } else if FrameworkDescriptor.leavesMain(item.name, argument: item.argument) || item.flattensCallbackWork
                || item.innerSource == .request
            {
                onMain = false
            }
        }
        return onMain
    }

    private static func declarationEndsOnMain(_ operators: [String]) -> Bool {
        guard let hop = operators.lastIndex(where: { $0.hasSuffix(PipelineOperator.mainHopSuffix) }) else { return false }
        return operators[(hop + 1)...].allSatisfy(valueShapingOperators.contains)
    }

    /// Operators that hand each value on where it arrived.
    private static let valueShapingOperators: Set<String> = [
        "map", "compactMap", "filter", "tryMap", "tryCompactMap", "tryFilter", "mapError", "setFailureType", "replaceError",
        "replaceNil", "removeDuplicates", "distinctUntilChanged", "skipRepeats", "eraseToAnyPublisher", "asObservable",
        "skipNil", "handleEvents", "print", "share",
    ]

    /// KVO sends on the thread that changed the property, and UIKit/AppKit views change only on
    /// main: `collectionView.publisher(for: \.contentSize)`, `\UIImageView.image`, a main-actor
    /// view's own `reactive.producer(forKeyPath: "bounds")`.
    static func observesUIObject(_ text: String, isolation: Isolation) -> Bool {
        let receiver = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        let firstName = receiver.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let observesOwnKeyPath = firstName.isEmpty || ["publisher", "reactive", "rx", "observe"].contains(firstName)
        if observesOwnKeyPath { return isolation == .mainActor }
        if uiObjectSuffixes.contains(where: firstName.lowercased().hasSuffix) { return true }
        // `\UIImageView.image`: the key path names its root type.
        guard let slash = text.firstIndex(of: "\\") else { return false }
        let root = text[text.index(after: slash)...].prefix { $0.isLetter || $0.isNumber }
        return (root.hasPrefix("UI") || root.hasPrefix("NS")) && uiObjectSuffixes.contains(where: root.lowercased().hasSuffix)
    }

    private static let uiObjectSuffixes = ["view", "button", "label", "field", "control", "cell", "bar", "window", "slider", "switch"]

    private func sourceDeliversOnMain(_ pipeline: Pipeline) -> Bool {
        let source = pipeline.source
        switch source.effectiveKind {
        case .controlEvent, .lifecycleEvent:
            return true
        case .notification:
            // A module's helper (`listenForNotification(UITextViewTextDidChangeNotification)`)
            // names the notification at the call, not in its body.
            let texts = [source.text, source.resolved?.text].compactMap(\.self)
            return texts.contains { text in Self.mainThreadNotificationPrefixes.contains(where: text.contains) }
        case .timer:
            let text = source.resolved?.text ?? source.text
            return ReactiveVocabulary.mainSchedulerWords.contains(where: text.contains)
        case .kvo:
            // A managed object may be touched only on its context's queue; one that main-actor
            // code holds belongs to the main (view) context, so its changes, and KVO, come on main.
            if pipeline.context.isolation == .mainActor, let type = source.qualifierType.flatMap(index.concreteType),
               index.inherits(type, from: "NSManagedObject")
            {
                return true
            }
            // A declaration elsewhere observing its own key path runs in its own type, not here.
            return Self.observesUIObject(
                source.resolved?.text ?? source.text, isolation: source.resolved == nil ? pipeline.context.isolation : .none)
        case .just, .empty, .never, .fail, .sequence:
            // Synchronous sources deliver on the subscribing thread.
            return pipeline.context.isolation == .mainActor
        case .published, .currentValueSubject, .subject, .property, .behaviorRelay, .relay:
            guard let declaration = source.resolved?.declaration,
                  let owner = index.properties(named: source.name ?? "", near: declaration.file)
                      .first(where: { $0.location == declaration })?.typeName
            else {
                return false
            }
            return index.mainActorReason(forType: owner) != nil
        default:
            return false
        }
    }
}
