extension FrameworkDescriptor {
    /// Combine, and OpenCombine, whose API is Combine's.
    public static let combine = FrameworkDescriptor(
        framework: .combine, displayName: "Combine",
        modules: [
            "Combine", "OpenCombine", "OpenCombineFoundation", "OpenCombineDispatch", "CombineExt", "CombineCocoa",
            "CombineSchedulers", "SwiftUI",
        ],
        terminals: ["sink", "assign", "values"],
        // A time operator delivers on its scheduler too.
        schedulingOperators: ["receive", "debounce", "throttle", "delay"],
        // CombineSchedulers' `UIScheduler.shared` runs on the main thread.
        mainSchedulerWords: ["main", "Main", "UIScheduler"],
        mainThreadTraits: [],
        mainThreadHop: ".receive(on: DispatchQueue.main)",
        declaredTypeKinds: [
            "PassthroughSubject": .subject, "CurrentValueSubject": .currentValueSubject, "Future": .future, "Just": .just,
            "Published": .published,
        ])
}
