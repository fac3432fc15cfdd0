import Foundation
import OpenCombine

// OpenCombine 0.14.0 has no CombineLatest publishers. These stand in under Combine's names so
// that scenario code reads as it would on Apple platforms; only the arities the scenarios use
// are here.

extension Publishers {
    /// Combine's `CombineLatest3`: the latest value of each upstream, once all three have one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombineLatestSubscription(upstreamCount: 3, downstream: subscriber) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
            subscriber.receive(subscription: subscription)
            subscription.attach(a, at: 0)
            subscription.attach(b, at: 1)
            subscription.attach(c, at: 2)
        }
    }

    /// Combine's `CombineLatest4`: the latest value of each upstream, once all four have one.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombineLatestSubscription(upstreamCount: 4, downstream: subscriber) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }
            subscriber.receive(subscription: subscription)
            subscription.attach(a, at: 0)
            subscription.attach(b, at: 1)
            subscription.attach(c, at: 2)
            subscription.attach(d, at: 3)
        }
    }
}

/// The shared machinery: upstreams are requested without limit, the latest value of each is
/// kept, and a combination goes downstream whenever one changes after all have a value. Without
/// downstream demand the newest combination waits for the next request, as in Combine.
/// Finishes when every upstream has finished (or one finished before sending anything); the
/// first failure cancels the rest and is passed on.
final class CombineLatestSubscription<Downstream: Subscriber>: Subscription {
    // Recursive: a downstream that sends into an upstream from its own `receive` re-enters on
    // the same thread, and delivery must stay serial.
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var waitingCombination: Downstream.Input?

    init(upstreamCount: Int, downstream: Downstream, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.combine = combine
        latest = Array(repeating: nil, count: upstreamCount)
        finished = Array(repeating: false, count: upstreamCount)
        upstreams = Array(repeating: nil, count: upstreamCount)
    }

    func attach<Upstream: Publisher>(_ upstream: Upstream, at index: Int) where Upstream.Failure == Downstream.Failure {
        upstream.subscribe(Side(parent: self, index: index))
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
        if let waitingCombination, self.demand > 0 {
            self.waitingCombination = nil
            send(waitingCombination)
        }
    }

    func cancel() {
        lock.lock()
        let upstreams = self.upstreams
        self.upstreams = []
        downstream = nil
        lock.unlock()
        upstreams.forEach { $0?.cancel() }
    }

    private func send(_ combination: Downstream.Input) {
        guard let downstream else { return }
        demand -= 1
        demand += downstream.receive(combination)
    }

    fileprivate func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    fileprivate func received(_ value: Any, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        latest[index] = value
        let values = latest.compactMap { $0 }
        guard values.count == latest.count else { return }
        let combination = combine(values)
        if demand > 0 {
            send(combination)
        } else {
            waitingCombination = combination
        }
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        finished[index] = true
        let ends: Bool
        if case .failure = completion {
            ends = true
        } else {
            ends = !finished.contains(false) || latest[index] == nil
        }
        guard ends else {
            lock.unlock()
            return
        }
        let others = upstreams
        upstreams = []
        self.downstream = nil
        lock.unlock()
        others.forEach { $0?.cancel() }
        downstream.receive(completion: completion)
    }

    /// The subscriber attached to one upstream.
    private struct Side<Input>: Subscriber {
        let parent: CombineLatestSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) {
            parent.received(subscription, at: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.received(input, at: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Downstream.Failure>) {
            parent.received(completion, at: index)
        }
    }
}
