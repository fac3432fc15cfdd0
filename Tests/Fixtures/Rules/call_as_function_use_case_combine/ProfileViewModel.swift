import Combine
import Foundation

final class ProfileViewModel {
    private(set) var profile: Data?
    private(set) var settings: [String: String] = [:]
    private(set) var badge = 0

    // Typed where it is declared.
    private let profileUseCase: ProfileUseCase
    private let badgeUseCase: BadgeUseCase
    // Injected without a type: the module's `SettingsUseCase` is the one named like it.
    @Injected(\.settingsUseCase) private var settingsUseCase
    private var cancellables = Set<AnyCancellable>()

    init(profileUseCase: ProfileUseCase, badgeUseCase: BadgeUseCase) {
        self.profileUseCase = profileUseCase
        self.badgeUseCase = badgeUseCase
    }

    func load(userID: String) {
        profileUseCase(userID: userID)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.profile = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        settingsUseCase()
            .sink { [weak self] in self?.settings = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        // A use case handing on a current-value subject is a stream.
        badgeUseCase()
            .sink { [weak self] in self?.badge = $0 } // expect: pipeline verdict=keep rule=replayed_state hazards=
            .store(in: &cancellables)
    }
}
