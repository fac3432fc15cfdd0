import PartnerKit
import RxCocoa
import RxSwift

final class OrdersViewModel {
    let orders: BehaviorRelay<[String]>
    private let api: PartnerAPI
    private(set) var latest: [String] = []
    private(set) var selected = ""
    private let disposeBag = DisposeBag()
    func add(_ order: String) { orders.accept(orders.value + [order]) }

    init(api: PartnerAPI) {
        self.api = api
        self.orders = BehaviorRelay(value: [])
        api.request(.orders)
            .subscribe(onSuccess: { [weak self] list in self?.latest = list }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        api.page(1)
            .subscribe(onNext: { [weak self] list in self?.latest = list }) // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .disposed(by: disposeBag)
        // Only a `Single` (or `Maybe`) is consumed with `onSuccess`.
        api.orders(page: 2)
            .subscribe(onSuccess: { [weak self] list in self?.latest = list }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // RxSwift code names a `Single` in the function's name.
        api.ordersSingle(page: 1)
            .subscribe(onNext: { [weak self] list in self?.latest = list }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        orders
            .subscribe(onNext: { [weak self] list in self?.latest = list }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
    }

    func bind(selection: Observable<String>, refresh: Observable<Void>) {
        selection
            .subscribe(onNext: { [weak self] id in self?.selected = id }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        refresh
            .flatMap { [api] in api.request(.orders) }
            .subscribe(onNext: { [weak self] list in self?.latest = list }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}
