// The rewrite matrix, source kind `dataTaskPublisher`: a request answered once by the network,
// on URLSession's queue; through an API method that gets an `async` twin, or sunk directly.
// Each type after the API is one case; its doc comment names its cell
// (source × terminal × capture × isolation).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation
import ScenarioDomain

/// The API the first cases below call.
public final class MatrixNumberAPI {
    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    @available(*, renamed: "fetchNumber()")
    public func fetchNumber() -> AnyPublisher<MatrixNumber, Error> { // expect: finding rule=data_task_publisher
        let url = baseURL.appendingPathComponent("number")
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: MatrixNumber.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    public func fetchNumber() async throws -> MatrixNumber {
        let url = baseURL.appendingPathComponent("number")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(MatrixNumber.self, from: data)
    }
}

/// dataTaskPublisher (behind an API method) × sink with completion (labels), stored in a set ×
/// weak × `@MainActor` type with `receive(on: main)`.
@MainActor
public final class DataTaskLabelledWeakMainActor {
    private let log: MatrixLog
    private let api: MatrixNumberAPI
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        api = MatrixNumberAPI(session: environment.session, baseURL: environment.baseURL)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let fetchNumberReceiver = api
        let fetchNumberTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                let number = try await fetchNumberReceiver.fetchNumber()
                guard !Task.isCancelled else { return }
                self?.log.value(number.value)
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
        AnyCancellable { fetchNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// dataTaskPublisher (behind an API method) × sink with completion (two trailing closures),
/// stored in a set × strong `self` (the hazard) × plain class with `receive(on: main)`.
public final class DataTaskTrailingStrongReceive {
    private let log: MatrixLog
    private let api: MatrixNumberAPI
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        api = MatrixNumberAPI(session: environment.session, baseURL: environment.baseURL)
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
        let fetchNumberPublisher = api.fetchNumber()
            .receive(on: DispatchQueue.main)
        let fetchNumberTask = Task { @MainActor [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await number in fetchNumberPublisher.values {
                    guard !Task.isCancelled else { break }
                    guard let self else { continue }
                    self.log.value(number.value)
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
        AnyCancellable { fetchNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// dataTaskPublisher (sunk directly) × sink with completion (labels), kept in a property ×
/// weak × plain class without `receive(on:)`.
public final class DataTaskDirectLabelledWeakPlain {
    private let log: MatrixLog
    private let session: URLSession
    private let url: URL
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
        session = environment.session
        url = environment.baseURL.appendingPathComponent("number")
    }

    public func start() {
        subscription = session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: MatrixNumber.self, decoder: JSONDecoder())
            .sink( // expect: pipeline verdict=rewrite rule=data_task_publisher
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.log.failure(error)
                    }
                },
                receiveValue: { [weak self] number in
                    self?.log.value(number.value)
                }
            )
    }

    public func stop() {
        subscription = nil
    }
}

/// dataTaskPublisher (sunk directly) × sink with completion (two trailing closures, both
/// outcomes handled), stored in a bag × unowned × `@MainActor` type with `receive(on: main)`.
@MainActor
public final class DataTaskDirectTrailingUnownedMainActor {
    private let log: MatrixLog
    private let session: URLSession
    private let url: URL
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
        session = environment.session
        url = environment.baseURL.appendingPathComponent("number")
    }

    public func start() {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: MatrixNumber.self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink { [unowned self] completion in // expect: pipeline verdict=rewrite rule=data_task_publisher
                switch completion {
                case .finished: self.log.finished()
                case .failure(let error): self.log.failure(error)
                }
            } receiveValue: { [unowned self] number in
                self.log.value(number.value)
            }
            .store(in: &bag)
    }

    public func stop() {
        bag.removeAll()
    }
}

/// dataTaskPublisher (behind an API method) × sink with completion (labels), stored in a set ×
/// no capture × plain class with `receive(on: main)`.
public final class DataTaskLabelledNoCaptureReceive {
    private let log: MatrixLog
    private let api: MatrixNumberAPI
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        api = MatrixNumberAPI(session: environment.session, baseURL: environment.baseURL)
    }

    public func start() {
        let log = log
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let fetchNumberReceiver = api
        let fetchNumberTask = Task { @MainActor in
            let completion: Subscribers.Completion<Error>
            do {
                let number = try await fetchNumberReceiver.fetchNumber()
                guard !Task.isCancelled else { return }
                log.value(number.value)
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
        AnyCancellable { fetchNumberTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}
