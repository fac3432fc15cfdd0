import Foundation

final class NotesRefresher {
    private let viewModel: DoctorListViewModel

    init(viewModel: DoctorListViewModel) {
        self.viewModel = viewModel
    }

    func refresh() {
        viewModel.loadNotes()
    }
}
