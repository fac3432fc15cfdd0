import Alamofire
import RxAlamofire
import RxSwift
import UIKit

/// RxAlamofire's `rx.responseData()`, `rx.responseJSON()` and their kin send one response per
/// subscription, like `rx.request`: a function returning one reads as a request. Its
/// `rx.progress()` reports again and again while the transfer runs.
final class NetworkProvider {
    func send(_ url: String) -> Observable<(HTTPURLResponse, Data)> { // expect: finding rule=one_shot_publisher_api
        let request = Alamofire.request(url, method: .get)
        return request.rx.responseData()
    }

    func sendForJSON(_ url: String) -> Observable<(HTTPURLResponse, Any)> {
        Alamofire.request(url, method: .get).rx.responseJSON()
    }
}

struct Account: Decodable {
    let name: String
}

final class AccountAPI {
    private let provider = NetworkProvider()

    func login(email: String) -> Observable<Account> { // expect: finding rule=one_shot_publisher_api
        provider.send("https://example.com/login?email=\(email)")
            .map { try JSONDecoder().decode(Account.self, from: $0.1) }
    }
}

final class LoginViewController: UIViewController {
    private let api = AccountAPI()
    private let provider = NetworkProvider()
    private let bag = DisposeBag()
    private let nameLabel = UILabel()

    func login(email: String) {
        api.login(email: email)
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] account in self?.nameLabel.text = account.name }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: bag)
    }

    func loadSettings() {
        provider.sendForJSON("https://example.com/settings")
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.nameLabel.text = "loaded" }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: bag)
    }

    func watchUpload(_ request: DataRequest) {
        request.rx.progress()
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] progress in self?.nameLabel.text = "\(progress.completed)" }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: bag)
    }
}
