import RxSwift

/// A local named like one of an enclosing scope (`let response` inside the callback of another
/// `let response`) is its own binding: each request here has one subscriber, not two.
final class EventsService {
    func profile() -> Single<String> { // expect: finding rule=one_shot_publisher_api
        Single.create { single in
            single(.success("me"))
            return Disposables.create()
        }
    }

    func join(event: String, user: String) -> Single<Bool> { // expect: finding rule=one_shot_publisher_api
        Single.create { single in
            single(.success(true))
            return Disposables.create()
        }
    }
}

final class EventDetailsViewModel {
    private let service = EventsService()
    private let disposeBag = DisposeBag()
    private(set) var joined = false

    func joinButtonClicked(event: String) {
        let response = service.profile()
        response.asObservable()
            .subscribe(onNext: { [weak self] user in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
                guard let self else { return }
                let response = self.service.join(event: event, user: user)
                response.asObservable()
                    .subscribe(onNext: { [weak self] in self?.joined = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
                    .disposed(by: self.disposeBag)
            })
            .disposed(by: disposeBag)
    }
}
