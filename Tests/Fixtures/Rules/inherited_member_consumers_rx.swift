import RxSwift
import UIKit

// A member a base class declares is read through `self` in its subclasses. An instance of one
// subclass never runs a sibling's subscriptions, so each sibling's subscription is the only
// consumer of its instance's upstream, and the member is the base class's declaration, not a
// same-named one of an unrelated class.
class ProfileScreen: UIViewController {
    let disposeBag = DisposeBag()
    let profile: Single<Profile>

    init(api: ProfileAPI) {
        profile = api.loadProfile()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class AvatarScreen: ProfileScreen {
    private let avatarView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        profile.subscribe(onSuccess: { [weak self] profile in self?.avatarView.image = profile.avatar }).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

final class NameScreen: ProfileScreen {
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        profile.subscribe(onSuccess: { [weak self] profile in self?.nameLabel.text = profile.name }).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

// An unrelated screen that declares its own `profile`, a stream of edits.
final class EditorScreen: UIViewController {
    let disposeBag = DisposeBag()
    let profile = PublishSubject<Profile>()
    private let preview = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        profile.subscribe(onNext: { [weak self] profile in self?.preview.text = profile.name }).disposed(by: disposeBag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }

    func edit(_ profile: Profile) {
        self.profile.onNext(profile)
    }
}

final class ProfileAPI {
    func loadProfile() -> Single<Profile> { // expect: finding rule=one_shot_publisher_api
        Single.create { single in
            single(.success(Profile(name: "Ada", avatar: nil)))
            return Disposables.create()
        }
    }
}

struct Profile {
    var name: String
    var avatar: UIImage?
}
