import Combine
import UIKit
import XMPPKit

// `client.$state` of a library's `XMPPClient` is that type's own property: it is not joined to
// the module's `Room.state`, which is sent to from a background queue.
final class Room {
    @Published var state = "idle"
    private let queue = DispatchQueue(label: "room")

    func enter() {
        queue.async { self.state = "joined" }
    }
}

final class ShareController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private var status = ""

    func share() {
        let client = self.makeClient()
        client.$state.sink { [weak self] state in self?.status = "\(state)" }.store(in: &cancellables) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }

    func watch(_ room: Room) {
        room.$state.sink { [weak self] state in self?.status = state }.store(in: &cancellables) // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
    }

    private func makeClient() -> XMPPClient {
        XMPPClient()
    }
}
