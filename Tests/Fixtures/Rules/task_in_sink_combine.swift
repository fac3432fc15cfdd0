import Combine
import Foundation

final class UploadQueue {
    func upload(_ item: String) async {}
    func save(_ items: [String]) async {}
}

final class DraftsModel {
    private let uploads = UploadQueue()
    private let drafts = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private var task: Task<Void, Never>?

    func start(items: AnyPublisher<[String], Never>) {
        drafts
            .sink { [uploads] draft in // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=task_in_sink
                Task { await uploads.upload(draft) }
            }
            .store(in: &cancellables)
        Just(["first"])
            .sink { [uploads] items in Task.detached { await uploads.save(items) } } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=task_in_sink
            .store(in: &cancellables)
        // One Task for the whole stream: in order, cancelled as a whole.
        task = Task { [uploads, drafts] in
            for await draft in drafts.values { await uploads.upload(draft) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
        }
    }
}
