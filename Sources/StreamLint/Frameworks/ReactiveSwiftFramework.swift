extension FrameworkDescriptor {
    /// ReactiveSwift with ReactiveCocoa.
    public static let reactiveSwift = FrameworkDescriptor(
        framework: .reactiveswift, displayName: "ReactiveSwift",
        modules: ["ReactiveSwift", "ReactiveCocoa", "ReactiveMapKit"],
        terminals: [
            "observe", "observeValues", "observeResult", "observeCompleted", "observeFailed", "observeInterrupted",
            "start", "startWithValues", "startWithResult", "startWithCompleted", "startWithFailed",
            "startWithInterrupted", "startWithSignal",
        ],
        schedulingOperators: ["observe", "debounce", "throttle", "delay"],
        mainSchedulerWords: ["main", "Main", "UIScheduler"],
        mainThreadTraits: [],
        mainThreadHop: ".observe(on: UIScheduler())",
        declaredTypeKinds: ["MutableProperty": .property, "Property": .property])
}
