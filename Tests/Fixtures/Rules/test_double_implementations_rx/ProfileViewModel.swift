import RxSwift

final class ProfileViewModel {
    private let repository: UserRepository
    private let disposeBag = DisposeBag()
    private(set) var name = ""
    private(set) var isOnline = false

    init(repository: UserRepository) {
        self.repository = repository
    }

    func load(userId: String) {
        repository.profileName(userId: userId)
            .subscribe(onNext: { [weak self] name in self?.name = name }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        repository.watchPresence(userId: userId)
            .subscribe(onNext: { [weak self] online in self?.isOnline = online }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
    }
}
