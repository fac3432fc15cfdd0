import Combine
import UIKit
struct Manifest: Decodable { let version: String }

final class ReleaseNotesLoader {
    private let session = URLSession.shared
    private var cancellables = Set<AnyCancellable>()

    func load(from url: URL, completion: @escaping (String) -> Void) {
        session.dataTaskPublisher(for: url)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .replaceError(with: "")
            .sink { completion($0) } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .store(in: &cancellables)
    }

    func changelog(from url: URL) -> AnyPublisher<String, URLError> { // expect: finding rule=data_task_publisher
        session.dataTaskPublisher(for: url)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .eraseToAnyPublisher()
    }

    func manifest(at url: URL) -> AnyPublisher<Manifest, Error> { // expect: finding rule=data_task_publisher
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        return session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: Manifest.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func printChangelog(from url: URL) {
        changelog(from: url)
            .replaceError(with: "")
            .sink { print($0) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
    }
}

final class AvatarViewController: UIViewController {
    private let avatarView = UIImageView()
    private let coverView = UIImageView()
    private var cancellables = Set<AnyCancellable>()

    func loadAvatar(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .sink { [weak self] image in self?.avatarView.image = image } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
            .store(in: &cancellables)
    }

    func loadCover(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .assign(to: \.image, on: coverView) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .store(in: &cancellables)
    }
}
