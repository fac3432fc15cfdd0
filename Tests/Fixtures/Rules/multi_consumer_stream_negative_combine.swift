import Combine
import Foundation

// Two declarations that happen to share a name are two upstreams, each read once.
final class UploadQueue {
    let changes = PassthroughSubject<Int, Never>()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        changes.sink { count in print("uploads queued:", count) }.store(in: &cancellables) // expect: pipeline verdict=keep rule=continuous_stream hazards= consumers=1
    }
}

final class DownloadQueue {
    let changes = PassthroughSubject<Int, Never>()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        changes.sink { count in print("downloads queued:", count) }.store(in: &cancellables) // expect: pipeline verdict=keep rule=continuous_stream hazards= consumers=1
    }
}

// Each call builds a fresh Future: two calls are two upstreams, not two consumers of one.
final class ThumbnailLoader {
    private var cancellables = Set<AnyCancellable>()

    func thumbnail(for id: Int) -> AnyPublisher<Data, Never> { // expect: finding rule=one_shot_publisher_api
        Future { promise in
            DispatchQueue.global().async { promise(.success(Data(count: id))) }
        }
        .eraseToAnyPublisher()
    }

    func preload() {
        thumbnail(for: 1).sink { data in print("first:", data.count) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= consumers=1
        thumbnail(for: 2).sink { data in print("second:", data.count) }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= consumers=1
    }
}
