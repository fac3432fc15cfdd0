import ReactiveSwift

final class SettingsPresenter {
    private let repository: SettingsRepository
    private(set) var notificationsOn = false

    init(repository: SettingsRepository) {
        self.repository = repository
    }

    func show() {
        repository.load()
            .map(\.notifications)
            .startWithValues { [weak self] enabled in self?.notificationsOn = enabled } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
    }
}
