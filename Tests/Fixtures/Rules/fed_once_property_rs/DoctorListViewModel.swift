import Foundation
import ReactiveSwift

// `rows` is given one value, later, by `loadRows()`, which only `viewDidLoad` calls: its
// `signal` (changes only, no current value) sends that one value. `selection` changes on every
// tap, and `title` is read through `producer`, which starts with the current value.
final class DoctorListViewModel {
    let rows = MutableProperty<[String]>([])
    let selection = MutableProperty<Int?>(nil)
    let title = MutableProperty<String>("")
    let refreshed = MutableProperty<Date?>(nil)
    let notes = MutableProperty<String?>(nil)

    func loadRows() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            self?.rows.value = ["Ada", "Grace"]
        }
        title.value = "Doctors"
    }

    // Called from `viewDidLoad`, and again by `NotesRefresher`, whose file holds no reactive word.
    func loadNotes() {
        notes.value = "Ward 4"
    }

    func select(_ index: Int) {
        selection.value = index
    }

    // Called once from `viewDidLoad`, but it sends from a timer's closure: again and again.
    func startClock() {
        Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            self?.refreshed.value = Date()
        }
    }
}
