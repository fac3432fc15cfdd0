// Migration question: a sink that can only ever receive one value — the caller side of ProfileRepository.
import Combine
import Foundation

@MainActor
final class ProfileScreenModel: ObservableObject {
    enum State: Equatable {
        case idle
        case loading
        case loaded(Profile)
        case failed(message: String)
    }

    @Published private(set) var state: State = .idle

    private let repository: ProfileRepository
    private let userID: String
    private var cancellables = Set<AnyCancellable>()

    init(repository: ProfileRepository, userID: String) {
        self.repository = repository
        self.userID = userID
    }

    func onAppear() {
        guard state == .idle else { return }
        reload()
    }

    func reload() {
        state = .loading
        repository.loadProfile(id: userID)
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.state = .failed(message: error.localizedDescription)
                    }
                },
                receiveValue: { [weak self] profile in
                    self?.state = .loaded(profile)
                }
            )
            .store(in: &cancellables)
    }

    var loyaltyBadgeText: String? {
        guard case .loaded(let profile) = state, profile.loyaltyPoints > 0 else { return nil }
        return "\(profile.loyaltyPoints) pts"
    }
}
