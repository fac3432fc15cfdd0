import RxSwift

final class DraftStore {
    func save(_ draft: String) async {}
}

// The terminal's closure calls a method of its own type, and that method starts the Task.
final class EditorViewModel {
    let edits = PublishSubject<String>()
    let titles = PublishSubject<String>()
    let tags = PublishSubject<String>()
    private let store = DraftStore()
    private var onClose: (() -> Void)?
    private let disposeBag = DisposeBag()

    init() {
        edits
            .subscribe(onNext: { [weak self] draft in self?.persist(draft) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=task_in_sink_via_method
            .disposed(by: disposeBag)
        titles
            .subscribe(onNext: { [weak self] title in self?.rename(title) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        tags
            .subscribe(onNext: { [weak self] tag in self?.prepareClosing(tag) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }

    private func persist(_ draft: String) {
        guard !draft.isEmpty else { return }
        Task { await store.save(draft) }
    }

    // No Task here.
    private func rename(_ title: String) {
        print(title)
    }

    // The Task starts only when the stored closure runs, not when the method is called.
    private func prepareClosing(_ tag: String) {
        onClose = { [store] in Task { await store.save(tag) } }
    }
}
