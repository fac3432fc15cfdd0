import RxSwift

protocol UserRepository {
    func profileName(userId: String) -> Observable<String>
    func watchPresence(userId: String) -> Observable<Bool>
}

final class DefaultUserRepository: UserRepository {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    // One request: the production implementation answers once.
    func profileName(userId: String) -> Observable<String> {
        Single<String>.create { single in
            self.client.get("/users/\(userId)") { name in single(.success(name)) }
            return Disposables.create()
        }
        .asObservable()
    }

    func watchPresence(userId: String) -> Observable<Bool> {
        Observable<Int>.interval(.seconds(30), scheduler: MainScheduler.instance).map { _ in true }
    }
}
