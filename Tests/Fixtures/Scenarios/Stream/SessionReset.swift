// One reset event and three parts of the app that must each hear it exactly once.
import OpenCombine

public enum ResetReason: Equatable, Sendable {
    case signedOut
    case sessionExpired
}

public final class SessionResetBus {
    private let subject = PassthroughSubject<ResetReason, Never>()

    public var resets: AnyPublisher<ResetReason, Never> {
        subject.eraseToAnyPublisher()
    }

    public init() {}

    public func reset(_ reason: ResetReason) {
        subject.send(reason)
    }
}

/// Moves the open cart aside on reset, so a second reset would archive an empty cart.
public final class CartStore {
    public private(set) var items: [String] = []
    public private(set) var archivedCarts: [[String]] = []
    private var cancellables = Set<AnyCancellable>()

    public init(bus: SessionResetBus) {
        bus.resets
            .sink { [weak self] _ in // expect: pipeline verdict=keep rule=multi_consumer_stream
                guard let self else { return }
                archivedCarts.append(items)
                items = []
            }
            .store(in: &cancellables)
    }

    public func add(_ item: String) {
        items.append(item)
    }
}

/// Invalidates cached profiles by moving to a new generation; loads from an older one are dropped.
public final class ProfileCache {
    public private(set) var generation = 0
    private var cancellables = Set<AnyCancellable>()

    public init(bus: SessionResetBus) {
        bus.resets
            .sink { [weak self] _ in self?.generation += 1 } // expect: pipeline verdict=keep rule=multi_consumer_stream
            .store(in: &cancellables)
    }
}

/// Logs resets on its own scheduler so that logging never runs on the caller's thread.
public final class ResetAnalytics<S: Scheduler> {
    public private(set) var loggedResets: [ResetReason] = []
    private var cancellables = Set<AnyCancellable>()

    public init(bus: SessionResetBus, scheduler: S) {
        bus.resets
            .receive(on: scheduler)
            .sink { [weak self] in self?.loggedResets.append($0) } // expect: pipeline verdict=keep rule=multi_consumer_stream
            .store(in: &cancellables)
    }
}
