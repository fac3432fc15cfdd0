import Foundation
import RxSwift
import UIKit

/// `Observable.create` bodies that forward what one inner pipeline delivers: the inner chain's
/// source decides. A request forwarded answers once (and two of them zipped still do); a relay
/// forwarded streams; KVO of a progress object calls back on every change.
final class Network {
    func dispatch(_ request: URLRequest) -> Single<Data> { // expect: finding rule=one_shot_publisher_api
        Single.create { single in
            let task = URLSession.shared.dataTask(with: request) { data, _, error in
                if let data { single(.success(data)) } else { single(.failure(error ?? URLError(.unknown))) }
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }
}

final class FilterService {
    private let network = Network()
    private let disposeBag = DisposeBag()
    let edits = PublishSubject<String>()

    func fetchFilter() -> Observable<String> { // expect: finding rule=one_shot_publisher_api
        Observable.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            self.network.dispatch(URLRequest(url: URL(string: "https://example.com/filter")!))
                .subscribe(onSuccess: { data in // expect: pipeline verdict=rewrite rule=single_shot_sink
                    observer.on(.next(String(decoding: data, as: UTF8.self)))
                    observer.on(.completed)
                }, onFailure: { error in
                    observer.on(.error(error))
                })
                .disposed(by: self.disposeBag)
            return Disposables.create()
        }
    }

    func fetchUser() -> Observable<String> { // expect: finding rule=one_shot_publisher_api
        Observable.create { observer in
            let subscription = self.network.dispatch(URLRequest(url: URL(string: "https://example.com/user")!))
                .subscribe(onSuccess: { observer.onNext(String(decoding: $0, as: UTF8.self)) }, onFailure: { observer.onError($0) }) // expect: pipeline verdict=rewrite rule=single_shot_sink
            return Disposables.create { subscription.dispose() }
        }
    }

    func editedNames() -> Observable<String> {
        Observable.create { observer in
            let subscription = self.edits.subscribe(onNext: { observer.onNext($0.uppercased()) }) // expect: pipeline verdict=keep rule=continuous_stream
            return Disposables.create { subscription.dispose() }
        }
    }
}

extension Progress {
    var fractions: Observable<Double> {
        Observable.create { subscriber in
            let observation = self.observe(\.fractionCompleted) { progress, _ in
                subscriber.on(.next(progress.fractionCompleted))
            }
            return Disposables.create { observation.invalidate() }
        }
    }
}

final class SwipeViewController: UIViewController {
    private let service = FilterService()
    private let progress = Progress(totalUnitCount: 10)
    private let disposeBag = DisposeBag()
    private var summary = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        Observable.zip(service.fetchFilter(), service.fetchUser())
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] filter, user in self?.summary = filter + user }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        service.editedNames()
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.title = $0 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        progress.fractions
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.summary = "\($0)" }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}
