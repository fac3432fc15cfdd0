import Combine
import UIKit

// An `@Published` property whose setter is private to its file is set once when nothing in
// the file writes it outside `init`: each subscriber gets that one value. Any other write
// (a method, a closure made in `init`, a mutation through it, `assign(to: &$x)`) or a setter
// others may call keeps it a stream.
protocol BannerLoader {
    func whenDone(_ handler: @escaping () -> Void)
}

final class BannerModel: ObservableObject {
    @Published private(set) var title: String
    @Published private(set) var count = 0
    @Published private(set) var tags: [String] = []
    @Published private(set) var status = "idle"
    @Published private(set) var mirrored = ""
    @Published private(set) var echoed = ""
    @Published private(set) var _legacyName = ""
    @Published var subtitle = ""

    init(title: String, loader: BannerLoader, source: AnyPublisher<String, Never>) {
        self.title = title
        loader.whenDone { [weak self] in self?.status = "done" }
        source.assign(to: &$mirrored) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        _ = source.assign(to: \.echoed, on: self) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }

    func bump() { count += 1 }

    func add(_ tag: String) { tags.append(tag) }

    func rename(_ name: String) { _legacyName = name }
}


final class BannerView: UIView {
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let tagsLabel = UILabel()
    private let statusLabel = UILabel()
    private let mirrorLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    func bind(_ model: BannerModel) {
        model.$title
            .sink { [weak self] in self?.titleLabel.text = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        model.$count
            .sink { [weak self] in self?.countLabel.text = "\($0)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        model.$tags
            .sink { [weak self] in self?.tagsLabel.text = $0.joined() } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        model.$status
            .sink { [weak self] in self?.statusLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        model.$mirrored
            .sink { [weak self] in self?.mirrorLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        model.$echoed
            .sink { [weak self] in self?.mirrorLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        model.$_legacyName
            .sink { [weak self] in self?.mirrorLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        model.$subtitle
            .sink { [weak self] in self?.subtitleLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}
