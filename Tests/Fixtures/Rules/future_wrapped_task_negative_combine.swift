import Combine
import Foundation

final class PreviewImages {
    let reloads = PassthroughSubject<UUID, Never>()
    private(set) var cache: [UUID: Data] = [:]
    private var cancellables = Set<AnyCancellable>()

    // A Future fed by a callback, not by a Task: a one-shot API, not a wrapped task.
    func placeholder() -> AnyPublisher<Data, Never> { // expect: finding rule=one_shot_publisher_api
        Future { promise in
            DispatchQueue.global().async { promise(.success(Data(repeating: 0, count: 16))) }
        }
        .eraseToAnyPublisher()
    }

    func blurred(_ data: Data) -> AnyPublisher<Data, Never> { // expect: finding rule=one_shot_publisher_api
        Deferred {
            Future { promise in
                DispatchQueue.global(qos: .utility).async { promise(.success(data)) }
            }
        }
        .eraseToAnyPublisher()
    }

    // Already async: nothing to wrap.
    func render(_ id: UUID) async throws -> Data {
        try await Task.sleep(nanoseconds: 1_000)
        return Data(id.uuidString.utf8)
    }

    func start() {
        reloads
            .sink { [weak self] id in Task { self?.cache[id] = try? await self?.render(id) } } // expect: pipeline verdict=keep rule=continuous_stream hazards=task_in_sink
            .store(in: &cancellables)
    }
}
