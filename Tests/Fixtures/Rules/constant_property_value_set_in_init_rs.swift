import ReactiveCocoa
import ReactiveSwift
import UIKit

struct Member {
    let name: String
    let followers: Int
}

/// `_name.value = member.name` in `init`: the private property is given its value there and
/// nowhere else, so the `Property` handed out emits that one value to every reader. `_followers`
/// is given a value in `init` too, but `refresh()` writes it again; `_bio` is given a chain,
/// which may go on sending.
final class MemberViewModel {
    private let _name = MutableProperty("")
    private let _followers = MutableProperty(0)
    private let _bio = MutableProperty("")

    var name: Property<String> { Property(_name) }
    var followers: Property<Int> { Property(_followers) }
    var bio: Property<String> { Property(_bio) }

    init(member: Member, bios: SignalProducer<String, Never>) {
        _name.value = member.name
        _followers.value = member.followers
        _bio <~ bios // expect: pipeline verdict=keep rule=continuous_stream
    }

    func refresh(count: Int) {
        _followers.value = count
    }
}

final class MemberHeaderView: UIView {
    let nameLabel = UILabel()
    let followersLabel = UILabel()
    let bioLabel = UILabel()

    func show(_ viewModel: MemberViewModel) {
        nameLabel.reactive.text <~ viewModel.name // expect: pipeline verdict=rewrite rule=single_shot_sink
        followersLabel.reactive.text <~ viewModel.followers.map { "\($0)" } // expect: pipeline verdict=keep rule=replayed_state
        bioLabel.reactive.text <~ viewModel.bio // expect: pipeline verdict=keep rule=replayed_state
    }
}
