import Combine
import UIKit

final class AvatarView: UIImageView {
    private var loading: AnyCancellable?

    func show(userID: String) {
        loading = AvatarAPI.avatarData(for: userID)
            .compactMap(UIImage.init(data:))
            .replaceError(with: UIImage(systemName: "person.crop.circle"))
            .receive(on: DispatchQueue.main)
            .assign(to: \.image, on: self) // expect: pipeline source=call resolved=dataTask terminal=assign framework=combine ops=compactMap,replaceError,receive context=mainActor type=AvatarView function=show
    }
}
