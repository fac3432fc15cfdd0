import Alamofire
import Combine
import UIKit

// Alamofire's `publishData()`, `publishDecodable(type:)`, … send one response, then finish.
final class AvatarView: UIImageView {
    private var cancellables = Set<AnyCancellable>()
    private(set) var name = ""

    func load(_ url: URL) {
        AF.request(url).publishData()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] response in self?.image = response.data.flatMap(UIImage.init(data:)) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        AF.request(url).publishDecodable(type: Profile.self)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] response in self?.name = response.value?.name ?? "" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        // `validate()` configures the same one request.
        AF.request(url).validate().publishDecodable(type: Profile.self)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] response in self?.name = response.value?.name ?? "" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
    }
}

struct Profile: Decodable { let name: String }
