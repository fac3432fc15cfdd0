import Foundation
import RxSwift

struct User { let name: String }

final class UserService {
    private var current: User?

    func currentUser() -> Single<User> { // expect: finding rule=one_shot_publisher_api
        Single.create { [current] single in
            if let current { single(.success(current)) } else { single(.failure(URLError(.userAuthenticationRequired))) }
            return Disposables.create()
        }
    }

    func greeting(for user: User) -> Observable<String> { // expect: finding rule=one_shot_publisher_api
        Observable.just("Hello, \(user.name)")
    }
}
