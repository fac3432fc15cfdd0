// The rewrite matrix, source kind `Future` over a `Task`: a repository wraps an `async` client
// in a `Future`; its callers sink it. The repository gets an `async` twin and the callers await
// it. Each type after the repository is one case; its doc comment names its cell
// (source × terminal × capture × isolation).
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

/// The repository every case below calls.
public final class MatrixNumberRepository {
    private let client: any MatrixAsyncClient

    public init(client: any MatrixAsyncClient) {
        self.client = client
    }

    @available(*, renamed: "loadNumber()")
    public func loadNumber() -> Future<Int, Error> { // expect: finding rule=future_wrapped_task
        Future { [client] promise in
            Task {
                do {
                    let number = try await client.number()
                    promise(.success(number))
                } catch {
                    promise(.failure(error))
                }
            }
        }
    }

    public func loadNumber() async throws -> Int {
        do {
            let number = try await client.number()
            return number
        } catch {
            throw error
        }
    }
}

/// Future over a Task × sink with completion (labels), stored in a set × weak × `@MainActor`
/// type with `receive(on: main)`.
@MainActor
public final class FutureTaskLabelledWeakMainActor {
    private let log: MatrixLog
    private let repository: MatrixNumberRepository
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        repository = MatrixNumberRepository(client: environment.client)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let loadNumberReceiver = repository
        let loadNumberTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                let number = try await loadNumberReceiver.loadNumber()
                guard !Task.isCancelled else { return }
                self?.log.value(number)
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
        AnyCancellable { loadNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Future over a Task × sink with completion (two trailing closures), stored in a set × strong
/// `self` (the hazard) × plain class with `receive(on: main)`.
public final class FutureTaskTrailingStrongReceive {
    private let log: MatrixLog
    private let repository: MatrixNumberRepository
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        repository = MatrixNumberRepository(client: environment.client)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
        let loadNumberPublisher = repository.loadNumber()
            .receive(on: DispatchQueue.main)
        let loadNumberTask = Task { @MainActor [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await number in loadNumberPublisher.values {
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
        AnyCancellable { loadNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Future over a Task × sink with completion (labels, both outcomes handled), kept in a
/// property × unowned × plain class without `receive(on:)`.
public final class FutureTaskLabelledUnownedPlain {
    private let log: MatrixLog
    private let repository: MatrixNumberRepository
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
        repository = MatrixNumberRepository(client: environment.client)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let loadNumberReceiver = repository
        let loadNumberTask = Task { [unowned self] in
            let completion: Subscribers.Completion<Error>
            do {
                let number = try await loadNumberReceiver.loadNumber()
                guard !Task.isCancelled else { return }
                self.log.value(number)
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
        subscription = AnyCancellable { loadNumberTask.cancel() }
    }

    public func stop() {
        subscription = nil
    }
}

/// Future over a Task × sink with completion (labels), stored in a bag × no capture ×
/// `@MainActor` type without `receive(on:)`.
@MainActor
public final class FutureTaskLabelledNoCaptureMainActor {
    private let log: MatrixLog
    private let repository: MatrixNumberRepository
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
        repository = MatrixNumberRepository(client: environment.client)
    }

    public func start() {
        let log = log
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let loadNumberReceiver = repository
        let loadNumberTask = Task {
            let completion: Subscribers.Completion<Error>
            do {
                let number = try await loadNumberReceiver.loadNumber()
                guard !Task.isCancelled else { return }
                log.value(number)
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
                log.failure(error)
            }
        }
        AnyCancellable { loadNumberTask.cancel() }.store(in: &bag)
    }

    public func stop() {
        bag.removeAll()
    }
}

/// Future over a Task × sink with completion (two trailing closures), stored in a set × weak ×
/// plain class without `receive(on:)`.
public final class FutureTaskTrailingWeakPlain {
    private let log: MatrixLog
    private let repository: MatrixNumberRepository
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        repository = MatrixNumberRepository(client: environment.client)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let loadNumberReceiver = repository
        let loadNumberTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                let number = try await loadNumberReceiver.loadNumber()
                guard !Task.isCancelled else { return }
                self?.log.value(number)
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
        AnyCancellable { loadNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}
