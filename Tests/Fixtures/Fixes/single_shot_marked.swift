import Combine
import Foundation

// A sink marked by an earlier safe `streamlint fix`: the unsafe run rewrites it and the
// marker goes with the code it marked. The model is on the main actor, so the Task runs the
// handler on the thread the sink did.

@MainActor
final class GreetingModel {
    private(set) var message: String?
    private var cancellables = Set<AnyCancellable>()

    func refresh(from greeting: Future<String, Never>) {
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`).
        greeting.sink { [weak self] text in self?.message = text }.store(in: &cancellables)
    }
}
