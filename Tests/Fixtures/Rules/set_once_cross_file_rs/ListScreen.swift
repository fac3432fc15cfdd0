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
