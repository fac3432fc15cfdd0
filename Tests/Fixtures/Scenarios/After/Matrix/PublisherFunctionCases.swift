// The rewrite matrix, source kind: a function of the module returning `AnyPublisher` with a
// typed failure, built on a callback service (`Deferred { Future { … } }`). Each type after
// the store is one case; its doc comment names its cell (source × terminal × capture × isolation).
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

/// The store every case below calls.
public final class MatrixNumberStore {
    private let service: any MatrixCallbackService

    public init(service: any MatrixCallbackService) {
        self.service = service
    }

    @available(*, renamed: "storedNumber()")
    public func storedNumber() -> AnyPublisher<Int, MatrixError> { // expect: finding rule=one_shot_publisher_api
        Deferred { [service] in
            Future<Int, MatrixError> { promise in service.fetch(completion: promise) }
        }
        .eraseToAnyPublisher()
    }

    public func storedNumber() async throws -> Int {
        for try await value in (storedNumber() as AnyPublisher<Int, MatrixError>).values {
            return value
        }
        throw CancellationError()
    }

    public func storedNumberOrZero() -> AnyPublisher<Int, Never> { // expect: finding rule=one_shot_publisher_api
        Deferred { [service] in
            Future<Int, Never> { promise in service.fetch { promise(.success((try? $0.get()) ?? 0)) } }
        }
        .eraseToAnyPublisher()
    }
}

/// Function returning AnyPublisher × sink with completion (labels, typed failure), stored in a
/// set × weak × `@MainActor` type with `receive(on: main)`.
@MainActor
public final class FunctionLabelledWeakMainActor {
    private let log: MatrixLog
    private let store: MatrixNumberStore
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        store = MatrixNumberStore(service: environment.service)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let storedNumberPublisher = store.storedNumber()
            .receive(on: DispatchQueue.main)
        let storedNumberTask = Task { [weak self] in
            let completion: Subscribers.Completion<MatrixError>
            do {
                for try await number in storedNumberPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.log.value(number)
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch let failure as MatrixError {
                completion = .failure(failure)
            } catch {
                return
            }
            if case .failure(let error) = completion {
                self?.log.failure(error)
            }
        }
        AnyCancellable { storedNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Function returning AnyPublisher × sink with completion (two trailing closures), kept in a
/// property × weak × plain class with `receive(on: main)`.
public final class FunctionTrailingWeakReceive {
    private let log: MatrixLog
    private let store: MatrixNumberStore
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
        store = MatrixNumberStore(service: environment.service)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let storedNumberPublisher = store.storedNumber()
            .receive(on: DispatchQueue.main)
        let storedNumberTask = Task { @MainActor [weak self] in
            let completion: Subscribers.Completion<MatrixError>
            do {
                for try await number in storedNumberPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.log.value(number)
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch let failure as MatrixError {
                completion = .failure(failure)
            } catch {
                return
            }
            if case .failure(let error) = completion {
                self?.log.failure(error)
            }
        }
        subscription = AnyCancellable { storedNumberTask.cancel() }
    }

    public func stop() {
        subscription = nil
    }
}

/// Function returning AnyPublisher × sink with completion (labels), stored in a set × strong
/// `self` (the hazard) × plain class without `receive(on:)`.
public final class FunctionLabelledStrongPlain {
    private let log: MatrixLog
    private let store: MatrixNumberStore
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        store = MatrixNumberStore(service: environment.service)
    }

    public func start() {
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
        store.storedNumber()
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
                receiveCompletion: { [weak self] completion in
                    guard let self else { return }
                    if case .failure(let error) = completion {
                        self.log.failure(error)
                    }
                },
                receiveValue: { [weak self] number in
                    guard let self else { return }
                    self.log.value(number)
                }
            )
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Function returning AnyPublisher × sink with completion (two trailing closures, both outcomes
/// handled), stored in a bag × unowned × plain class without `receive(on:)`.
public final class FunctionTrailingUnownedPlain {
    private let log: MatrixLog
    private let store: MatrixNumberStore
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
        store = MatrixNumberStore(service: environment.service)
    }

    public func start() {
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
        store.storedNumber()
            .sink { [unowned self] completion in // expect: pipeline verdict=rewrite rule=single_shot_sink
                switch completion {
                case .finished: self.log.finished()
                case .failure(let error): self.log.failure(error)
                }
            } receiveValue: { [unowned self] number in
                self.log.value(number)
            }
            .store(in: &bag)
    }

    public func stop() {
        bag.removeAll()
    }
}

/// Function returning AnyPublisher (that cannot fail) × value-only sink, stored in a set × no
/// capture × `@MainActor` type with `receive(on: main)`.
@MainActor
public final class FunctionValueNoCaptureMainActor {
    private let log: MatrixLog
    private let store: MatrixNumberStore
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        store = MatrixNumberStore(service: environment.service)
    }

    public func start() {
        let log = log
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let storedNumberOrZeroPublisher = store.storedNumberOrZero()
            .receive(on: DispatchQueue.main)
        let storedNumberOrZeroTask = Task {
            for await number in storedNumberOrZeroPublisher.values {
                guard !Task.isCancelled else { break }
                log.value(number)
            }
        }
        AnyCancellable { storedNumberOrZeroTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Function returning AnyPublisher (that cannot fail) × `assign(to:on:)`, stored in a set ×
/// strong (assign holds its object) × plain class with `receive(on: main)`.
public final class FunctionAssignReceive {
    public var count = 0 {
        didSet { log.value(count) }
    }
    private let log: MatrixLog
    private let store: MatrixNumberStore
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        store = MatrixNumberStore(service: environment.service)
    }

    public func start() {
        // FIXME(streamlint): single-shot assign; await it in a Task (`for try await value in publisher.values`).
        store.storedNumberOrZero()
            .receive(on: DispatchQueue.main)
            .assign(to: \.count, on: self) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}
