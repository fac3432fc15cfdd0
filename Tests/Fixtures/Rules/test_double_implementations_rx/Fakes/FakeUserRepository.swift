import RxSwift

// A test double: it answers for the real repository only in tests, with a stream of stubs.
final class FakeUserRepository: UserRepository {
    let names = PublishSubject<String>()

    func profileName(userId: String) -> Observable<String> {
        names.asObservable()
    }

    func watchPresence(userId: String) -> Observable<Bool> {
        .just(true)
    }
}
