import Combine
import Foundation

final class TimelineModel {
    let refreshes = PassthroughSubject<[String], Never>()
    let likes = PassthroughSubject<Int, Never>()
    let views = PassthroughSubject<Int, Never>()
    let edits = PassthroughSubject<String, Never>()
    private(set) var posts: [String] = []
    private(set) var batches: [[Int]] = []
    private(set) var firstViews: [Int] = []
    private(set) var lastEdit = ""
    private var cancellables = Set<AnyCancellable>()

    init(cached: [String]) {
        Just(cached)
            .merge(with: refreshes)
            .sink { [weak self] posts in self?.posts = posts } // expect: pipeline verdict=keep rule=composed_stream hazards= cadence=stream
            .store(in: &cancellables)
        likes
            .collect(3)
            .sink { [weak self] batch in self?.batches.append(batch) } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .store(in: &cancellables)
        views
            .prefix(2)
            .sink { [weak self] count in self?.firstViews.append(count) } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .store(in: &cancellables)
        edits
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .sink { [weak self] text in self?.lastEdit = text } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .store(in: &cancellables)
    }
}
