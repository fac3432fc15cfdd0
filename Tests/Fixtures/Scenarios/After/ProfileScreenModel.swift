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
        let loadProfilePublisher = repository.loadProfile(id: userID)
            .receive(on: DispatchQueue.main)
        let loadProfileTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await profile in loadProfilePublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.state = .loaded(profile)
                }
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
