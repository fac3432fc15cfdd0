import RxSwift
import UIKit

// A repository's `Observable.create` that answers once on every path: each branch sends at most
// one value and the body completes after it, so a completed observer ignores anything later.
final class ExternalAppOpener {
    func open(_ link: URL?) -> Observable<Bool> { // expect: finding rule=one_shot_publisher_api
        return Observable<Bool>.create { observer in
            guard let link else {
                observer.onNext(false)
                observer.onCompleted()
                return Disposables.create()
            }
            UIApplication.shared.open(link, options: [:]) { opened in
                if opened {
                    observer.onNext(true)
                } else {
                    observer.onError(OpenError.refused)
                }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    // Returns another function's producer: what that body shows holds here too.
    func openHelp() -> Observable<Bool> { // expect: finding rule=one_shot_publisher_api
        return open(URL(string: "https://example.com/help"))
    }

    // Completes only on the last value: every earlier value gets through.
    func progress(of download: Download) -> Observable<Double> {
        return Observable.create { observer in
            download.onProgress = { fraction in
                observer.onNext(fraction)
                if fraction >= 1 {
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
    }

    // Returns before it completes on one path: the next change sends again. Its count is not
    // certain, and its name says what a reviewer would: `changes` is an observation.
    func changes(of store: Store) -> Observable<Int> {
        return Observable.create { observer in
            store.onChange = { count in
                guard count > 0 else { return }
                observer.onNext(count)
                guard count < 100 else { return }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}

enum OpenError: Error { case refused }

final class Download { var onProgress: ((Double) -> Void)? }
final class Store { var onChange: ((Int) -> Void)? }

final class LinkCoordinator {
    private let opener = ExternalAppOpener()
    private let disposeBag = DisposeBag()
    private(set) var opened = false
    private(set) var fraction = 0.0
    private(set) var count = 0

    func openHelp(_ link: URL?, download: Download, store: Store) {
        opener.open(link)
            .subscribe(onNext: { [weak self] opened in self?.opened = opened }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        opener.openHelp()
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] opened in self?.opened = opened }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        opener.progress(of: download)
            .subscribe(onNext: { [weak self] fraction in self?.fraction = fraction }) // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .disposed(by: disposeBag)
        opener.changes(of: store)
            .subscribe(onNext: { [weak self] count in self?.count = count }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}
