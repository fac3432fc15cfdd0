import Foundation
import RxSwift
import UIKit

/// `.create { … }` written as an implicit member of the returned `Observable` is read as
/// `Observable.create` is: a keychain read sending one value, then completing, is single-shot,
/// reached here through a subclass calling its superclass's `read(key:)`.
class KeychainStore {
    func read(key: String) -> Observable<String?> { // expect: finding rule=one_shot_publisher_api
        .create { observer in
            observer.onNext(UserDefaults.standard.string(forKey: key))
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

final class VenueStore: KeychainStore {
    func currentVenue() -> Observable<String?> { // expect: finding rule=one_shot_publisher_api
        read(key: "venue")
    }

    /// A closure whose count the code does not prove (one send in a callback, another in a
    /// branch) leaves its name as the evidence: `send…` names one request, `observe…` an
    /// observation.
    func sendCheckIn(_ venue: String) -> Observable<Bool> {
        .create { observer in
            if venue.isEmpty {
                observer.onNext(false)
            } else {
                URLSession.shared.dataTask(with: URL(string: "https://example.com/\(venue)")!) { _, _, error in
                    observer.onNext(error == nil)
                }.resume()
            }
            return Disposables.create()
        }
    }

    func observeVenues() -> Observable<String> {
        .create { observer in
            let token = NotificationCenter.default.addObserver(forName: .init("VenueChanged"), object: nil, queue: nil) { note in
                observer.onNext(note.object as? String ?? "")
            }
            return Disposables.create { NotificationCenter.default.removeObserver(token) }
        }
    }
}

final class VenueViewController: UIViewController {
    let store = VenueStore()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        store.currentVenue().subscribe(onNext: { [weak self] venue in self?.title = venue }).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        store.sendCheckIn("cafe").subscribe(onNext: { [weak self] sent in self?.navigationItem.prompt = "\(sent)" }).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        store.observeVenues().subscribe(onNext: { [weak self] venue in self?.title = venue }).disposed(by: disposeBag) // expect: pipeline verdict=keep hazards=missing_receive_context
    }
}
