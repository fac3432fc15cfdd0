import Combine
import Foundation

final class PlaybackLogger {
    var uploaded = 0
    var cancellables = Set<AnyCancellable>()
}
