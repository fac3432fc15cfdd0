import Combine
import Foundation

@MainActor
final class WordCounter {
    private(set) var count = 0
    private var cancellables: Set<AnyCancellable> = []
    private var task: Task<Void, Never>?

    init(text: PassthroughSubject<String, Never>, saves: PassthroughSubject<Void, Never>, drafts: PassthroughSubject<String, Never>) {
        // Implicit `self` after `guard let self`.
        text
            .sink { [weak self] text in // expect: pipeline verdict=keep rule=continuous_stream hazards=task_in_sink_via_method
                guard let self else { return }
                recount(text)
            }
            .store(in: &cancellables)
        saves
            .sink { _ in self.flush() } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink,task_in_sink_via_method
            .store(in: &cancellables)
        drafts
            .sink { [weak self] text in self?.render(text) } // expect: pipeline verdict=keep rule=continuous_stream hazards=task_in_sink_via_method
            .store(in: &cancellables)
    }

    private func recount(_ text: String) {
        guard !text.isEmpty else { return }
        task = Task {
            count = text.split(separator: " ").count
        }
    }

    private func flush() {
        Task.detached { print("flushed") }
    }

    private func render(_ text: String) {
        if text.count > 3 {
            Task { print(text) }
        }
    }
}
