import ReactiveSwift

struct Settings { var notifications: Bool }

final class SettingsRepository {
    private var stored = Settings(notifications: true)

    func load() -> SignalProducer<Settings, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer(value: stored)
    }
}
