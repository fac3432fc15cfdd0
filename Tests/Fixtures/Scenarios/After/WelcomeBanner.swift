// A value known at once, delivered through a subscription: `Just` calls the sink during
// `sink(…)`, on the caller's thread, before `greet` returns.
import Foundation
import OpenCombine

public final class WelcomeBanner {
    /// Every text shown, with whether it was set on the main thread.
    public private(set) var shown: [(text: String, onMainThread: Bool)] = []
    private var cancellables = Set<AnyCancellable>()

    public init() {}

    public func greet(name: String) {
        do {
            let text = "Welcome back, \(name)"
            self.show(text)
        } // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    private func show(_ text: String) {
        shown.append((text, Thread.isMainThread))
    }
}
