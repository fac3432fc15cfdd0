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
        repository.loadNumber()
            .receive(on: DispatchQueue.main)
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
        repository.loadNumber()
            .receive(on: DispatchQueue.main)
            .sink { completion in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
                if case .failure(let error) = completion {
                    self.log.failure(error)
                }
            } receiveValue: { number in
                self.log.value(number)
            }
            .store(in: &cancellables)
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
        subscription = repository.loadNumber()
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
                receiveCompletion: { [unowned self] completion in
                    switch completion {
                    case .finished: self.log.finished()
                    case .failure(let error): self.log.failure(error)
                    }
                },
                receiveValue: { [unowned self] number in
                    self.log.value(number)
                }
            )
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
        repository.loadNumber()
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
                receiveCompletion: { completion in
                    if case .failure(let error) = completion {
                        log.failure(error)
                    }
                },
                receiveValue: { number in
                    log.value(number)
                }
            )
            .store(in: &bag)
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
        repository.loadNumber()
            .sink { [weak self] completion in // expect: pipeline verdict=rewrite rule=single_shot_sink
                if case .failure(let error) = completion {
                    self?.log.failure(error)
                }
            } receiveValue: { [weak self] number in
                self?.log.value(number)
            }
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}
