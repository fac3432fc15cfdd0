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
        repository.loadProfile(id: userID)
            .receive(on: DispatchQueue.main)
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.state = .failed(String(describing: error))
                    }
                },
                receiveValue: { [weak self] profile in
                    self?.state = .loaded(profile)
                }
            )
            .store(in: &cancellables)
    }
}
