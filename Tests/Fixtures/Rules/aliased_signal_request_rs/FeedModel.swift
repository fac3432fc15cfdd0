import ReactiveSwift

final class FeedModel {
    private(set) var items: [Any] = []
    private(set) var seconds = 0

    func load() {
        requestJSON("https://example.com/feed").observeValues { [weak self] value in self?.items = [value] } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        ticks(every: 1).observeValues { [weak self] tick in self?.seconds = tick } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}
