import RxSwift
import UIKit

/// `Observable.create` that keeps its observer for the object's other methods to send to
/// whenever they like is a stream, however its closure looks.
final class SearchLocationManager {
    private var observer: AnyObserver<[String]>?
    private var listeners: [AnyObserver<String>] = []
    private var results: [String] = []

    func observe() -> Observable<[String]> {
        Observable.create { (observer: AnyObserver<[String]>) in
            self.observer = observer
            observer.on(.next([]))
            return Disposables.create()
        }
    }

    func queries() -> Observable<String> {
        Observable.create { observer in
            self.listeners.append(observer)
            return Disposables.create()
        }
    }

    func current() -> Observable<[String]> { // expect: finding rule=one_shot_publisher_api
        Observable.create { observer in
            observer.onNext(self.results)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    func search(_ text: String) {
        results.append(text)
        observer?.on(.next(results))
        listeners.forEach { $0.onNext(text) }
    }
}

final class LocationSelectController: UIViewController {
    private let manager = SearchLocationManager()
    private let disposeBag = DisposeBag()
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.observe().subscribe(onNext: { [weak self] in self?.items = $0 }).disposed(by: disposeBag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        manager.queries().subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        manager.current().subscribe(onNext: { [weak self] in self?.items = $0 }).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
