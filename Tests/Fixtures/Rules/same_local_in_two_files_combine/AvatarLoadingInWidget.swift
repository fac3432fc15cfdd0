import Alamofire
import Combine
import UIKit

extension UIImageView {
    func loadAvatar(from url: URL, into bag: inout Set<AnyCancellable>) {
        let avatarRequest = AF.request(url).publishData()
        avatarRequest
            .receive(on: DispatchQueue.main)
            .sink { [weak self] response in self?.image = response.data.flatMap(UIImage.init(data:)) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &bag)
    }
}
