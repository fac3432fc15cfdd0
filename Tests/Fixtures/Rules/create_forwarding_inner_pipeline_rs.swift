import ReactiveSwift
import UIKit

/// A producer whose closure starts one request producer and only completes or fails its own
/// observer from the result: it answers once, as the request does.
final class TwitterAPI {
    func friends(of userID: String) -> SignalProducer<[String], Error> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            URLSession.shared.dataTask(with: URL(string: "https://example.com/friends/\(userID)")!) { data, _, error in
                if let error { observer.send(error: error); return }
                observer.send(value: [String(decoding: data ?? Data(), as: UTF8.self)])
                observer.sendCompleted()
            }.resume()
        }
    }
}

final class UserListViewModel {
    private let api = TwitterAPI()
    private(set) var users: [String] = []

    func loadUsers(of userID: String) -> SignalProducer<Void, Error> { // expect: finding rule=one_shot_publisher_api
        SignalProducer<Void, Error> { observer, _ in
            self.api.friends(of: userID).startWithResult { result in // expect: pipeline verdict=rewrite rule=single_shot_sink
                switch result {
                case .success(let users):
                    self.users = users
                    observer.sendCompleted()
                case .failure(let error):
                    observer.send(error: error)
                }
            }
        }
    }
}

final class UserListViewController: UIViewController {
    private let model = UserListViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.loadUsers(of: "42").startWithCompleted { [weak self] in self?.title = "Friends" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context
    }
}
