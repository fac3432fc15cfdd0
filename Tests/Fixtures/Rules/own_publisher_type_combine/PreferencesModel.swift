import Combine
import Foundation

final class PreferencesModel {
    private(set) var fontName = ""
    private(set) var total = 0
    private let store = ScoreStore()
    private var cancellables = Set<AnyCancellable>()

    init() {
        // A new observation per call: one consumer, every change of the setting.
        UserDefaults.standard.changes(of: "fontName")
            .compactMap { $0 as? String }
            .sink { [weak self] name in self?.fontName = name } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        SettingPublisher(defaults: .standard, key: "fontSize")
            .sink { [weak self] _ in self?.fontName = "" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        recentScores(from: store)
            .sink { [weak self] score in self?.total += score } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .store(in: &cancellables)
    }
}
