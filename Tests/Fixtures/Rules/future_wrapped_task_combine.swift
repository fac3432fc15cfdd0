import Combine
import CoreLocation
import Foundation

protocol AvatarDownloading: Sendable {
    func download(_ id: UUID) async throws -> Data
}

final class AvatarRepository {
    private let client: AvatarDownloading
    private(set) var latest = Data()
    private var cancellables = Set<AnyCancellable>()

    init(client: AvatarDownloading) {
        self.client = client
    }

    func avatar(for id: UUID) -> Future<Data, Error> { // expect: finding rule=future_wrapped_task
        Future { [client] promise in
            Task {
                do {
                    let data = try await client.download(id)
                    promise(.success(data))
                } catch {
                    promise(.failure(error))
                }
            }
        }
    }

    func thumbnail(for id: UUID) -> AnyPublisher<Data, Error> { // expect: finding rule=future_wrapped_task
        Future { [client] promise in
            Task {
                do { promise(.success(try await client.download(id))) } catch { promise(.failure(error)) }
            }
        }
        .eraseToAnyPublisher()
    }

    func refresh(_ id: UUID) {
        avatar(for: id)
            .replaceError(with: Data())
            .sink { [weak self] data in self?.latest = data } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
    }
}

enum Geocoder {
    static func placeName(for location: CLLocation) -> AnyPublisher<String, Error> { // expect: finding rule=future_wrapped_task
        return Future { promise in
            Task {
                do {
                    let marks = try await CLGeocoder().reverseGeocodeLocation(location)
                    promise(.success(marks.first?.name ?? "Unknown"))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
