// The rewrite matrix, source kind `Just`: a value known at once, delivered during `sink(…)`
// on the caller's thread. Each type is one case; its doc comment names its cell
// (source × terminal × capture × isolation).
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

/// Just × value-only sink, stored in a set × weak × plain class without `receive(on:)`.
public final class JustValueWeakPlain {
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(1).sink { [weak self] value in self?.log.value(value) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Just × value-only sink, stored in a set × strong `self` (the hazard) × plain class without `receive(on:)`.
public final class JustValueStrongPlain {
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(2).sink { value in self.log.value(value) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Just × value-only sink, stored in a bag (an array) × unowned × plain class without `receive(on:)`.
public final class JustValueUnownedPlain {
    private let log: MatrixLog
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(3).sink { [unowned self] value in self.log.value(value) }.store(in: &bag) // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    public func stop() {
        bag.removeAll()
    }
}

/// Just × value-only sink, kept in a property × no capture × plain class without `receive(on:)`.
public final class JustValueNoCapturePlain {
    private let log: MatrixLog
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        let log = log
        subscription = Just(4).sink { value in log.value(value) } // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    public func stop() {
        subscription = nil
    }
}

/// Just × sink with completion (labels), stored in a set × weak × `@MainActor` type.
@MainActor
public final class JustLabelledWeakMainActor {
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(5)
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
                receiveCompletion: { [weak self] completion in
                    if case .finished = completion {
                        self?.log.finished()
                    }
                },
                receiveValue: { [weak self] value in
                    self?.log.value(value)
                }
            )
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Just × sink with completion (two trailing closures, the completion empty), stored in a set ×
/// weak × plain class without `receive(on:)`.
public final class JustTrailingWeakPlain {
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(6).sink { _ in } receiveValue: { [weak self] value in self?.log.value(value) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Just × `assign(to:on:)`, stored in a set × strong (assign holds its object) × plain class
/// without `receive(on:)`.
public final class JustAssignPlain {
    public var count = 0 {
        didSet { log.value(count) }
    }
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(7).assign(to: \.count, on: self).store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Just × value-only sink, stored in a set × weak × plain class with `receive(on: main)`.
public final class JustReceiveOnMainWeakPlain {
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(8)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.log.value(value) } // expect: pipeline verdict=rewrite rule=single_shot_sink
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Just × value-only sink, stored in a set × weak × `@MainActor` type.
@MainActor
public final class JustValueWeakMainActor {
    private let log: MatrixLog
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
    }

    public func start() {
        Just(9).sink { [weak self] value in self?.log.value(value) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    public func stop() {
        cancellables.removeAll()
    }
}
