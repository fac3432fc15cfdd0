import RxSwift

final class OnboardingTipsPresenter {
    private let disposeBag = DisposeBag()
    private(set) var shown: [String] = []

    func presentTips() {
        Observable.from(["Swipe to archive", "Long-press to pin", "Pull to refresh"])
            .concatMap { tip in Observable.just(tip).delay(.seconds(3), scheduler: MainScheduler.instance) }
            .subscribe(onNext: { [weak self] tip in self?.shown.append(tip) }) // expect: pipeline source=sequence terminal=subscribe framework=rxswift ops=concatMap context=none type=OnboardingTipsPresenter function=presentTips
            .disposed(by: disposeBag)
    }
}
