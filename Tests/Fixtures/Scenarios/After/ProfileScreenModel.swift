// The repository's caller: one request, one value or one error, on the main actor.
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

@MainActor
public final class ProfileScreenModel {
    public private(set) var state: ProfileScreenState = .idle
    private let repository: ProfileRepository
    private let userID: String
    private var cancellables = Set<AnyCancellable>()

    public init(repository: ProfileRepository, userID: String) {
        self.repository = repository
        self.userID = userID
    }

    public func reload() {
        state = .loading
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let loadProfileReceiver = repository
        let loadProfileId = userID
        let loadProfileTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                let profile = try await loadProfileReceiver.loadProfile(id: loadProfileId)
                guard !Task.isCancelled else { return }
                self?.state = .loaded(profile)
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion {
                self?.state = .failed(String(describing: error))
            }
        }
        AnyCancellable { loadProfileTask.cancel() }.store(in: &cancellables)
    }
}
