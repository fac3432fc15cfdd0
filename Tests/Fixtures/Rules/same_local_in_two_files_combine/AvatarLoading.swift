import Alamofire
import Combine
import UIKit

// Two files extend the same type with a same-named method and local: each local belongs to its
// own file, and each is read once.
extension UIImageView {
    func loadAvatar(from url: URL, into bag: inout Set<AnyCancellable>) {
        let avatarRequest = AF.request(url).publishData()
        avatarRequest
            .receive(on: DispatchQueue.main)
            .sink { [weak self] response in self?.image = response.data.flatMap(UIImage.init(data:)) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &bag)
    }
}
