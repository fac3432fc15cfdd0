import RxSwift

final class ProfilePresenter {
    private let service: UserService
    private(set) var title = ""
    private(set) var subtitle = ""
    private let disposeBag = DisposeBag()

    init(service: UserService) {
        self.service = service
    }

    func present(_ user: User) {
        service.currentUser()
            .map(\.name)
            .subscribe(onSuccess: { [weak self] name in self?.title = name }, onFailure: { _ in }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .disposed(by: disposeBag)
        service.greeting(for: user)
            .subscribe(onNext: { [weak self] text in self?.subtitle = text }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .disposed(by: disposeBag)
    }
}
