import Combine
import Foundation

@MainActor
final class DownloadsModel {
    private(set) var count = 0
    private(set) var ticks = 0
    private(set) var label = ""
    private var cancellables = Set<AnyCancellable>()

    func start() {
        Future<Int, Never> { promise in
            DispatchQueue.global().async { promise(.success(42)) }
        }
        .sink { [weak self] count in self?.count = count } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context
        .store(in: &cancellables)
        Deferred {
            Future<Int, Never> { promise in DispatchQueue.global().async { promise(.success(7)) } }
        }
        .sink { [weak self] count in self?.count += count } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context
        .store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
        Future<String, Never> { promise in
            DispatchQueue.global().async { promise(.success("done")) }
        }
        .receive(on: DispatchQueue.main)
        .sink { [weak self] text in self?.label = text } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        .store(in: &cancellables)
    }
}

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var scope = "all"
    private(set) var results: [String] = []
    private(set) var scopeTitle = ""
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func bind() {
        $query
            .receive(on: DispatchQueue.global())
            .map { $0.lowercased() }
            .sink { [weak self] term in self?.results = [term] } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        $scope
            .sink { [weak self] scope in self?.scopeTitle = scope.capitalized } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func bindInBackground(_ url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] output in self?.results = [String(decoding: output.data, as: UTF8.self)] }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .store(in: &cancellables)
    }
}
