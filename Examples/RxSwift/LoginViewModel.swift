// Migration question: form validation over relays (keep) next to a Single-returning login call (rewrite).
import Foundation
import RxSwift
import RxRelay

struct User: Decodable {
    let id: String
    let firstName: String
}

enum LoginError: Error {
    case invalidCredentials
    case server(status: Int)
}

final class LoginAPI {
    private let session: URLSession
    private let endpoint = URL(string: "https://api.shoply.example/v1/session")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func login(username: String, password: String) -> Single<User> {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(["username": username, "password": password])

        return Single.create { [session] single in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    single(.failure(error))
                    return
                }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard status != 401 else { return single(.failure(LoginError.invalidCredentials)) }
                guard (200..<300).contains(status), let data else {
                    return single(.failure(LoginError.server(status: status)))
                }
                do {
                    single(.success(try JSONDecoder().decode(User.self, from: data)))
                } catch {
                    single(.failure(error))
                }
            }
            task.resume()
            // Disposing the subscription (e.g. leaving the screen) cancels the request.
            return Disposables.create { task.cancel() }
        }
    }
}

final class LoginViewModel {
    // Inputs, bound from the text fields.
    let username = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")

    // Outputs.
    let loginEnabled = BehaviorRelay<Bool>(value: false)
    let errorMessage = PublishRelay<String>()
    let signedInUser = PublishRelay<User>()

    private let api: LoginAPI
    private let disposeBag = DisposeBag()

    init(api: LoginAPI) {
        self.api = api

        Observable.combineLatest(username.asObservable(), password.asObservable())
            .map { name, secret in Self.validate(username: name, password: secret) }
            .distinctUntilChanged()
            .bind(to: loginEnabled)
            .disposed(by: disposeBag)
    }

    static func validate(username: String, password: String) -> Bool {
        username.contains("@") && password.count >= 8
    }

    func submit() {
        loginEnabled.accept(false)
        api.login(username: username.value, password: password.value)
            .observe(on: MainScheduler.instance)
            .subscribe(
                onSuccess: { [weak self] user in
                    self?.signedInUser.accept(user)
                },
                onFailure: { [weak self] error in
                    var message = "Something went wrong. Try again."
                    if case LoginError.invalidCredentials = error {
                        message = "Check your email and password."
                    }
                    self?.errorMessage.accept(message)
                    self?.loginEnabled.accept(true)
                }
            )
            .disposed(by: disposeBag)
    }

    // The form's text fields report every edit here.
    func usernameChanged(_ text: String) { username.accept(text) }

    func passwordChanged(_ text: String) { password.accept(text) }
}
