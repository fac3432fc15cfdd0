import Foundation

final class ContactImporter {
    func importContact(named name: String, into model: SettingsModel) {
        model.contacts.value.append(name)
    }
}
