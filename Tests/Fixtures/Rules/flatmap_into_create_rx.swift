import RxRelay
import RxSwift

// A request chained into another with `flatMap`: each side is a module function whose `create`
// closure sends one value and completes, so the chain answers once. Chained into an
// observation that keeps sending, it is a stream.
final class ChannelService {
    private let store = ChannelStore()

    func deleteChannel(_ id: String) -> Observable<Bool> { // expect: finding rule=one_shot_publisher_api
        Observable.create { observer in
            self.store.delete(id) { error in
                if let error {
                    observer.onError(error)
                } else {
                    observer.onNext(true)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
    }

    func fetchChannels() -> Observable<[String]> { // expect: finding rule=one_shot_publisher_api
        Observable.create { observer in
            self.store.load { channels in
                observer.onNext(channels)
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}

final class ChannelListViewModel {
    let channels = BehaviorRelay<[String]>(value: [])
    private let service = ChannelService()
    private let disposeBag = DisposeBag()

    func delete(_ id: String) {
        service.deleteChannel(id)
            .flatMap { [unowned self] _ in self.service.fetchChannels() }
            .subscribe(onNext: { [weak self] in self?.channels.accept($0) }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }

    func deleteAndFollow(_ id: String, updates: PublishRelay<[String]>) {
        service.deleteChannel(id)
            .flatMap { _ in updates }
            .subscribe(onNext: { [weak self] in self?.channels.accept($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

final class ChannelStore {
    func delete(_ id: String, completion: @escaping (Error?) -> Void) {
        completion(nil)
    }

    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}
