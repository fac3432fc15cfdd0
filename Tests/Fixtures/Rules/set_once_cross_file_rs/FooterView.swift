import ReactiveCocoa
import ReactiveSwift
import UIKit

final class FooterView: UIView {
    private let label = UILabel()
    private let badge = UILabel()
    private let senders = UILabel()

    func bind(_ editor: DraftEditor) {
        label.reactive.text <~ editor.draft.map(\.body) // expect: pipeline verdict=keep rule=replayed_state hazards=
    }

    func bind(_ model: FooterViewModel) {
        label.reactive.font <~ model.font // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        label.reactive.text <~ model.message // expect: pipeline verdict=keep rule=replayed_state hazards=
        badge.reactive.text <~ model.unreadCount.map { "\($0)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
        senders.reactive.text <~ model.names.map { $0.joined(separator: ", ") } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}
