import AVFoundation
import Combine
import UIKit

final class ProfileViewModel: ObservableObject {
    @Published var displayName = ""
}

final class ProfileViewController: UIViewController {
    private let viewModel = ProfileViewModel()
    private let player = AVPlayer()
    private let avatarView = UIImageView()
    private let headerView = UIImageView()
    private let nameLabel = UILabel()
    private let rateLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    func bind(avatarURL: URL, headerURL: URL) {
        URLSession.shared.dataTaskPublisher(for: avatarURL)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .sink { [weak self] image in self?.avatarView.image = image } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
            .store(in: &cancellables)
        URLSession.shared.dataTaskPublisher(for: headerURL)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .assign(to: \.image, on: headerView) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
            .store(in: &cancellables)
        player.publisher(for: \.rate)
            .sink { [weak self] rate in self?.rateLabel.text = "\(rate)×" } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        viewModel.$displayName
            .sink { [weak self] name in self?.nameLabel.text = name } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        // `RunLoop.current` is the subscriber's own run loop: here, main's.
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .debounce(for: .seconds(0.3), scheduler: RunLoop.current)
            .sink { [weak self] _ in self?.nameLabel.text = "" } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
        Just("Guest")
            .sink { [weak self] name in self?.title = name } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        URLSession.shared.dataTaskPublisher(for: avatarURL)
            .sink(receiveCompletion: { print($0) }, receiveValue: { print($0.data.count) }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .store(in: &cancellables)
    }
}
