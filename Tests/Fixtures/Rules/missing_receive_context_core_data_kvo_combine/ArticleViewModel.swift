import Combine
import Foundation

// Any object observed with KVO changes on whatever thread sets it.
final class DownloadProgress: NSObject {
    @objc dynamic var fraction = 0.0
}

@MainActor
final class ArticleViewModel {
    private let article: CDArticle
    private let progress: DownloadProgress
    private var cancellables = Set<AnyCancellable>()
    private(set) var title = ""
    private(set) var saved = false
    private(set) var fraction = 0.0

    init(article: CDArticle, progress: DownloadProgress) {
        self.article = article
        self.progress = progress
        // A managed object that main-actor code holds belongs to the main context: it changes,
        // and KVO reports it, on main.
        article.publisher(for: \.title)
            .sink { [weak self] title in self?.title = title ?? "" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        progress.publisher(for: \.fraction)
            .sink { [weak self] value in self?.fraction = value } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
    }

    func watchSaved() {
        article.publisher(for: \.isSaved)
            .sink { [weak self] saved in self?.saved = saved } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}
