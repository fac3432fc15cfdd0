import ReactiveSwift

struct Note { let id: Int; let text: String }
enum StoreError: Error { case missing, unreadable }

final class NoteStore {
    private var rows: [Int: String] = [:]

    // `SignalProducer { () -> Result in … }` runs its action once per start and sends what it
    // returns: one value or one failure.
    func note(id: Int) -> SignalProducer<Note, StoreError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { () -> Result<String?, StoreError> in
            .success(self.rows[id])
        }
        .flatMap(.latest) { text -> SignalProducer<Note, StoreError> in
            guard let text else { return SignalProducer(error: .missing) }
            return SignalProducer(value: Note(id: id, text: text))
        }
    }

    func noteCount() -> SignalProducer<Int, StoreError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { Result<Int, StoreError>.success(self.rows.count) }
    }

    // An observer's closure that sends from a loop: several values, never "at most once".
    func allNotes() -> SignalProducer<Note, StoreError> {
        SignalProducer { observer, _ in
            for (id, text) in self.rows { observer.send(value: Note(id: id, text: text)) }
            observer.sendCompleted()
        }
    }
}

final class NoteViewModel {
    private let store = NoteStore()
    private(set) var title = ""
    private(set) var total = 0
    private(set) var titles: [String] = []

    func load(id: Int) {
        store.note(id: id)
            .startWithResult { [weak self] result in self?.title = (try? result.get().text) ?? "" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        store.noteCount()
            .startWithValues { [weak self] count in self?.total = count } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        store.allNotes()
            .startWithValues { [weak self] note in self?.titles.append(note.text) } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
    }
}
