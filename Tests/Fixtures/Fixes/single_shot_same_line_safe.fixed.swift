import Combine
import Foundation

// A subscription written on the line of the closure that holds it: the marker goes on a line
// of its own above it, so a second run sees it and adds no other.

final class InviteCell {
    var declineAction: (() -> Void)?
}

final class InviteList {
    private var cancellables = Set<AnyCancellable>()
    private(set) var declined = 0

    func configure(_ cell: InviteCell, reply: Future<Bool, Never>) {
        cell.declineAction = { [weak self] in
            // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`); the handlers would then run later and off this thread.
            reply.sink { [weak self] _ in self?.declined += 1 }.store(in: &self!.cancellables)
        }
    }
}
