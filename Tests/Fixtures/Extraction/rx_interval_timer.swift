import RxSwift

final class OTPResendCountdown {
    private let disposeBag = DisposeBag()
    var render: ((Int) -> Void)?

    func start(seconds: Int = 30) {
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .take(seconds)
            .map { seconds - $0 - 1 }
            .subscribe(onNext: { [weak self] remaining in // expect: pipeline source=timer terminal=subscribe framework=rxswift ops=take,map context=none type=OTPResendCountdown function=start
                self?.render?(remaining)
            })
            .disposed(by: disposeBag)
    }
}
