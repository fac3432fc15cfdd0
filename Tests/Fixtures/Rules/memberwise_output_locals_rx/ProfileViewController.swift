import RxCocoa
import RxSwift
import UIKit

final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let editLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bind(_ viewModel: ProfileViewModel) {
        let output = viewModel.transform(id: "me")
        output.name
            .drive(nameLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        output.edits
            .drive(editLabel.rx.text) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}
