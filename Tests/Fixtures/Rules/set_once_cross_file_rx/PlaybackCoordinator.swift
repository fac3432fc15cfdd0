import Foundation

// No reactive type is named here: the relay is fed through the view model.
final class PlaybackCoordinator {
    private var cells: [TrackCellViewModel] = []

    func attach(_ cell: TrackCellViewModel) {
        cells.append(cell)
    }

    func playerDidAdvance(to fraction: Double) {
        for cell in cells {
            cell.progress.accept(fraction)
        }
    }
}
