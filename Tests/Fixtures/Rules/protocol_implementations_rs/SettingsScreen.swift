import ReactiveSwift

final class SettingsScreen {
    private let drafts: DraftRepositoring
    private let tags: TagLocalStoring
    private(set) var status = ""

    init(drafts: DraftRepositoring, tags: TagLocalStoring) {
        self.drafts = drafts
        self.tags = tags
    }

    func resetTapped() {
        drafts.clearAll()
            .startWithResult { [weak self] result in self?.status = "\(result)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        // Two deletes that each answer once: the pair answers once too.
        SignalProducer.zip(drafts.clearAll(), tags.clearAll())
            .startWithResult { [weak self] result in self?.status = "\(result)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
