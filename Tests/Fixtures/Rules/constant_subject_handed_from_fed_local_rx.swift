import Foundation
import RxSwift

/// The subject a property holds is made as a local in `init` and sent to under the local's
/// name from a notification callback: the property is fed, not a constant.
final class ItemStore {
    let update: Observable<String?>
    private let updateSubject: BehaviorSubject<String?>
    private var token: NSObjectProtocol?

    init(center: NotificationCenter) {
        let subject = BehaviorSubject<String?>(value: nil)
        updateSubject = subject
        token = center.addObserver(forName: .init("ItemChanged"), object: nil, queue: nil) { note in
            subject.onNext(note.object as? String)
        }
        update = updateSubject.asObservable()
    }
}

final class ItemNameModel {
    private let disposeBag = DisposeBag()
    private(set) var name: String?

    init(store: ItemStore) {
        store.update.subscribe(onNext: { [weak self] in self?.name = $0 }).disposed(by: disposeBag) // expect: pipeline verdict=keep hazards=
    }
}
