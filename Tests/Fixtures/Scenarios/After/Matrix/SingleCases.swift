// The rewrite matrix, source kind Single-like: OpenCombine has no `Single`, so a function
// returning `AnyPublisher<Int, Error>` built from a `Future` over a callback service stands in
// (the Future starts its work when the function is called). Each type after the source is one
// case; its doc comment names its cell (source × terminal × capture × isolation).
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

/// The single-like source every case below calls.
public final class MatrixSingleSource {
    private let service: any MatrixCallbackService

    public init(service: any MatrixCallbackService) {
        self.service = service
    }

    @available(*, renamed: "singleNumber()")
    public func singleNumber() -> AnyPublisher<Int, Error> { // expect: finding rule=one_shot_publisher_api
        Future { [service] promise in
            service.fetch { result in promise(result.mapError { $0 }) }
        }
        .eraseToAnyPublisher()
    }

    public func singleNumber() async throws -> Int {
        for try await value in (singleNumber() as AnyPublisher<Int, Error>).values {
            return value
        }
        throw CancellationError()
    }
}

/// Single-like × sink with completion (labels), stored in a set × weak × `@MainActor` type with
/// `receive(on: main)`.
@MainActor
public final class SingleLabelledWeakMainActor {
    private let log: MatrixLog
    private let source: MatrixSingleSource
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        source = MatrixSingleSource(service: environment.service)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let singleNumberPublisher = source.singleNumber()
            .receive(on: DispatchQueue.main)
        let singleNumberTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await number in singleNumberPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.log.value(number)
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
        AnyCancellable { singleNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Single-like × sink with completion (two trailing closures), stored in a set × strong `self`
/// (the hazard) × `@MainActor` type without `receive(on:)`.
@MainActor
public final class SingleTrailingStrongMainActor {
    private let log: MatrixLog
    private let source: MatrixSingleSource
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        source = MatrixSingleSource(service: environment.service)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context,strong_self_in_sink
        let singleNumberPublisher = source.singleNumber()
            .receive(on: DispatchQueue.main)
        let singleNumberTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await number in singleNumberPublisher.values {
                    guard !Task.isCancelled else { break }
                    guard let self else { continue }
                    self.log.value(number)
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
            guard let self else { return }
            if case .failure(let error) = completion {
                self.log.failure(error)
            }
        }
        AnyCancellable { singleNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Single-like × sink with completion (labels, both outcomes handled), kept in a property ×
/// unowned × plain class with `receive(on: main)`.
public final class SingleLabelledUnownedReceive {
    private let log: MatrixLog
    private let source: MatrixSingleSource
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
        source = MatrixSingleSource(service: environment.service)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let singleNumberPublisher = source.singleNumber()
            .receive(on: DispatchQueue.main)
        let singleNumberTask = Task { @MainActor [unowned self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await number in singleNumberPublisher.values {
                    guard !Task.isCancelled else { break }
                    self.log.value(number)
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
        subscription = AnyCancellable { singleNumberTask.cancel() }
    }

    public func stop() {
        subscription = nil
    }
}

/// Single-like × sink with completion (two trailing closures), stored in a bag × no capture ×
/// plain class without `receive(on:)`.
public final class SingleTrailingNoCapturePlain {
    private let log: MatrixLog
    private let source: MatrixSingleSource
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
        source = MatrixSingleSource(service: environment.service)
    }

    public func start() {
        let log = log
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
        source.singleNumber()
            .sink { completion in // expect: pipeline verdict=rewrite rule=single_shot_sink
                if case .failure(let error) = completion {
                    log.failure(error)
                }
            } receiveValue: { number in
                log.value(number)
            }
            .store(in: &bag)
    }

    public func stop() {
        bag.removeAll()
    }
}

/// Single-like × sink with completion (labels), stored in a set × weak × plain class without
/// `receive(on:)`.
public final class SingleLabelledWeakPlain {
    private let log: MatrixLog
    private let source: MatrixSingleSource
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        source = MatrixSingleSource(service: environment.service)
    }

    public func start() {
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
        source.singleNumber()
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.log.failure(error)
                    }
                },
                receiveValue: { [weak self] number in
                    self?.log.value(number)
                }
            )
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}
