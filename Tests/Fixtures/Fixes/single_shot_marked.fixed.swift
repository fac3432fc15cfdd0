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
        let upstreamPublisher = greeting
        let task = Task { [weak self] in
            for await text in upstreamPublisher.values {
                guard !Task.isCancelled else { break }
                self?.message = text
            }
        }
        AnyCancellable { task.cancel() }.store(in: &cancellables)
    }
}
