import RxRelay
import RxSwift

struct Config { let theme: String }

final class LaunchCoordinator {
    let taps = PublishRelay<Int>()
    let events = PublishSubject<String>()
    private(set) var theme = ""
    private(set) var firstTap = -1
    private(set) var firstEvent = ""
    private(set) var isLoggedOut = false
    private let disposeBag = DisposeBag()

    func start(sizes: [Int]) {
        Single.just(Config(theme: "dark"))
            .subscribe(onSuccess: { [weak self] config in self?.theme = config.theme }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        Single<Config>.create { single in
            single(.success(Config(theme: "light")))
            return Disposables.create()
        }
        .subscribe(onSuccess: { [weak self] config in self?.theme = config.theme }, onFailure: { _ in }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        .disposed(by: disposeBag)
        Observable.just("system")
            .subscribe(onNext: { [weak self] theme in self?.theme = theme }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // The handlers Xcode completes and the code leaves out are `nil`.
        Observable.just("auto")
            .subscribe(onNext: { [weak self] theme in self?.theme = theme }, onError: nil, onCompleted: nil, onDisposed: nil) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
        .subscribe(onCompleted: { [weak self] in self?.isLoggedOut = true }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        .disposed(by: disposeBag)
        taps
            .take(1)
            .subscribe(onNext: { [weak self] index in self?.firstTap = index }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .disposed(by: disposeBag)
        events
            .asSingle()
            .subscribe(onSuccess: { [weak self] event in self?.firstEvent = event }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        Observable.from(sizes)
            .toArray()
            .subscribe(onSuccess: { print($0.reduce(0, +)) }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

// Moya's `provider.rx.request(…)` (RxAlamofire's and TinyNetworking's alike): one response.
final class AvatarLoader {
    private let provider: MoyaProvider<ProfileTarget>
    private(set) var avatar: Data?
    private let disposeBag = DisposeBag()

    init(provider: MoyaProvider<ProfileTarget>) {
        self.provider = provider
    }

    func load() {
        provider.rx.request(.avatar)
            .subscribe(onSuccess: { [weak self] response in self?.avatar = response.data }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .disposed(by: disposeBag)
    }
}
