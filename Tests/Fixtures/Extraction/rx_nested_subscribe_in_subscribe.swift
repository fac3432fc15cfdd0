import RxSwift

struct Account { let id: String }

protocol AccountsAPI {
    func currentAccount() -> Observable<Account>
    func unreadCount(for accountID: String) -> Observable<Int>
}

final class BadgeUpdater {
    private let api: AccountsAPI
    private let disposeBag = DisposeBag()
    var badge = 0

    init(api: AccountsAPI) {
        self.api = api
    }

    func refresh() {
        api.currentAccount()
            .subscribe(onNext: { [weak self] account in // expect: pipeline source=call terminal=subscribe framework=rxswift ops= context=none type=BadgeUpdater function=refresh
                guard let self else { return }
                self.api.unreadCount(for: account.id)
                    .take(1)
                    .subscribe(onNext: { [weak self] count in self?.badge = count }) // expect: pipeline source=call terminal=subscribe framework=rxswift ops=take context=none type=BadgeUpdater function=refresh
                    .disposed(by: self.disposeBag)
            })
            .disposed(by: disposeBag)
    }
}
