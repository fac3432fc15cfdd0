import RxSwift
import UIKit

// `BlockchainClient` comes from another package: its declarations are out of reach. A consumer
// that handles only the end of what it subscribes to waits for work that finishes once; one
// that reads the values too gives no such sign.
final class ConfirmPasswordViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let client = BlockchainClient.shared
    private var progress = 0

    func saveToBlockchain(password: String) {
        client.storeKeys(password: password)
            .subscribe(onCompleted: { [weak self] in self?.dismiss(animated: true) }) { [weak self] _ in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
                self?.showFailure()
            }
            .disposed(by: disposeBag)
        client.keySyncProgress(password: password)
            .subscribe(onNext: { [weak self] in self?.progress = $0 }, onCompleted: { [weak self] in self?.showDone() }) // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .disposed(by: disposeBag)
    }

    private func showFailure() {}
    private func showDone() {}
}
