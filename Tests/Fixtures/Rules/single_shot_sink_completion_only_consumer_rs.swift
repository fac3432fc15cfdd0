import ReactiveSwift
import UIKit

// `GroupClient` is out of reach: a producer started only for its completion is work that
// finishes once.
final class GroupSettingsViewController: UIViewController {
    private let client = GroupClient.shared

    func leave(groupID: String) {
        client.groupExit(groupID).startWithCompleted { [weak self] in self?.navigationController?.popViewController(animated: true) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
