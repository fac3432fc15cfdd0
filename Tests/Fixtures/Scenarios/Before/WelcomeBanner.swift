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
        Just("Welcome back, \(name)").sink { [weak self] text in self?.show(text) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    private func show(_ text: String) {
        shown.append((text, Thread.isMainThread))
    }
}
