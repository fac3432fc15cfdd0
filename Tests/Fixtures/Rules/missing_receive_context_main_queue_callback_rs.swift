import Alamofire
import Foundation
import Moya
import ReactiveSwift
import UIKit

enum AccountAPI { case profile, avatar }
struct Profile { let name: String }

final class AccountService {
    private let provider = MoyaProvider<AccountAPI>()

    // Moya calls its completion on the main queue unless given another one.
    func profile() -> SignalProducer<Profile, MoyaError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, lifetime in
            let token = self.provider.request(.profile) { result in
                switch result {
                case .success: observer.send(value: Profile(name: "me")); observer.sendCompleted()
                case .failure(let error): observer.send(error: error)
                }
            }
            lifetime.observeEnded { token.cancel() }
        }
    }

    // Here it is told to use a background queue.
    func backgroundProfile() -> SignalProducer<Profile, MoyaError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            self.provider.request(.profile, callbackQueue: .global()) { result in
                switch result {
                case .success: observer.send(value: Profile(name: "me")); observer.sendCompleted()
                case .failure(let error): observer.send(error: error)
                }
            }
        }
    }

    // URLSession calls back on its own delegate queue.
    func avatar(url: URL) -> SignalProducer<Data, Error> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            URLSession.shared.dataTask(with: url) { data, _, error in
                if let data { observer.send(value: data); observer.sendCompleted() } else if let error { observer.send(error: error) }
            }.resume()
        }
    }
}

final class AccountViewController: UIViewController {
    private let service = AccountService()
    private let nameLabel = UILabel()
    private let avatarView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        service.profile()
            .startWithValues { [weak self] profile in self?.nameLabel.text = profile.name } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        service.backgroundProfile()
            .startWithValues { [weak self] profile in self?.nameLabel.text = profile.name } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context
        service.avatar(url: URL(fileURLWithPath: "/"))
            .startWithValues { [weak self] data in self?.avatarView.image = UIImage(data: data) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context
    }
}
