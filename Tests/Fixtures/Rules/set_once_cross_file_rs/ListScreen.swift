import ReactiveSwift
import UIKit

final class ListScreen {
    let footer = FooterViewModel()

    func didStartLoading() {
        footer.message.value = "Loading…"
    }

    func didReceive(count: Int, from sender: String) {
        footer.unreadCount.value += count
        footer.names.value.append(sender)
    }
}

struct Draft {
    var body = ""
}

// Changed through its value's member: `draft.value.body = …` writes `draft`.
final class DraftEditor {
    let draft = MutableProperty(Draft())

    func type(_ text: String) {
        draft.value.body = text
    }
}
