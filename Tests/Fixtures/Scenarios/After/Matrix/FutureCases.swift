// The rewrite matrix, source kind `Future` over a callback API: one answer, when and on the
// thread the service chooses (possibly before `fetch` returns). Each type is one case; its doc
// comment names its cell (source × terminal × capture × isolation).
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

/// Future × sink with completion (labels), stored in a set × weak × `@MainActor` type without
/// `receive(on:)`.
@MainActor
public final class FutureLabelledWeakMainActor {
    private let log: MatrixLog
    private let service: any MatrixCallbackService
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        service = environment.service
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let upstreamPublisher = Future<Int, MatrixError> { [service] promise in service.fetch(completion: promise) }
        let task = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await value in upstreamPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.log.value(value)
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion {
                self?.log.failure(error)
            }
        }
        AnyCancellable { task.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Future × sink with completion (two trailing closures), kept in a property × weak × plain
/// class with `receive(on: main)`.
public final class FutureTrailingWeakReceive {
    private let log: MatrixLog
    private let service: any MatrixCallbackService
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
        service = environment.service
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let upstreamPublisher = Future<Int, MatrixError> { [service] promise in service.fetch(completion: promise) }
            .receive(on: DispatchQueue.main)
        let task = Task { @MainActor [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await value in upstreamPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.log.value(value)
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion {
                self?.log.failure(error)
            }
        }
        subscription = AnyCancellable { task.cancel() }
    }

    public func stop() {
        subscription = nil
    }
}

/// Future × sink with completion (labels), stored in a set × strong `self` (the hazard) × plain
/// class without `receive(on:)`.
public final class FutureLabelledStrongPlain {
    private let log: MatrixLog
    private let service: any MatrixCallbackService
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        service = environment.service
    }

    public func start() {
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
        Future<Int, MatrixError> { [service] promise in service.fetch(completion: promise) }
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
                receiveCompletion: { [weak self] completion in
                    guard let self else { return }
                    if case .failure(let error) = completion {
                        self.log.failure(error)
                    }
                },
                receiveValue: { [weak self] value in
                    guard let self else { return }
                    self.log.value(value)
                }
            )
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Future × sink with completion (two trailing closures, both outcomes handled), stored in a
/// bag × unowned × `@MainActor` type with `receive(on: main)`.
@MainActor
public final class FutureTrailingUnownedMainActor {
    private let log: MatrixLog
    private let service: any MatrixCallbackService
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
        service = environment.service
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let upstreamPublisher = Future<Int, MatrixError> { [service] promise in service.fetch(completion: promise) }
            .receive(on: DispatchQueue.main)
        let task = Task { [unowned self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await value in upstreamPublisher.values {
                    guard !Task.isCancelled else { break }
                    self.log.value(value)
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            switch completion {
            case .finished: self.log.finished()
            case .failure(let error): self.log.failure(error)
            }
        }
        AnyCancellable { task.cancel() }.store(in: &bag)
    }

    public func stop() {
        bag.removeAll()
    }
}

/// Future (that cannot fail) × value-only sink, stored in a set × no capture × plain class
/// without `receive(on:)`.
public final class FutureValueNoCapturePlain {
    private let log: MatrixLog
    private let service: any MatrixCallbackService
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        service = environment.service
    }

    public func start() {
        let log = log
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
        Future<Int, Never> { [service] promise in service.fetch { promise(.success((try? $0.get()) ?? 0)) } }
            .sink { value in log.value(value) } // expect: pipeline verdict=rewrite rule=single_shot_sink
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Future (that cannot fail) × `assign(to:on:)`, stored in a set × strong (assign holds its
/// object) × `@MainActor` type with `receive(on: main)`.
@MainActor
public final class FutureAssignMainActor {
    public var count = 0 {
        didSet { log.value(count) }
    }
    private let log: MatrixLog
    private let service: any MatrixCallbackService
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        service = environment.service
    }

    public func start() {
        // FIXME(streamlint): single-shot assign; await it in a Task (`for try await value in publisher.values`).
        Future<Int, Never> { [service] promise in service.fetch { promise(.success((try? $0.get()) ?? 0)) } }
            .receive(on: DispatchQueue.main)
            .assign(to: \.count, on: self) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}
