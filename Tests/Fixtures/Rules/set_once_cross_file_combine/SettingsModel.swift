import Combine
import Foundation

final class SettingsModel {
    // Sent once in `init`, never again.
    let screenTitle = CurrentValueSubject<String, Never>("")
    // Grown by the importer (ContactImporter.swift), in code without a reactive word.
    let contacts = CurrentValueSubject<[String], Never>([])
    // Changed by `rename(to:)` below.
    let accountName = CurrentValueSubject<String, Never>("")

    init(appName: String) {
        screenTitle.send("\(appName) Settings")
    }

    func rename(to name: String) {
        accountName.value = name
    }
}
