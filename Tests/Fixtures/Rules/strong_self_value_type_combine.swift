import AVKit
import Combine
import SwiftUI

// A SwiftUI view is a struct: the `self` its closures capture is a copy, so keeping their
// subscriptions in its `@State` forms no cycle. A class's `self` kept the same way does.
struct PlayerView: View {
    let player: AVPlayer
    @State private var subscriptions = Set<AnyCancellable>()
    @State private var failed = false

    var body: some View {
        VideoPlayer(player: player)
            .onAppear(perform: observeErrors)
    }

    private func observeErrors() {
        player.publisher(for: \.error)
            .compactMap { $0 }
            .receive(on: DispatchQueue.main)
            .sink { _ in self.failed = true } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &subscriptions)
    }
}

final class PlayerModel {
    let player = AVPlayer()
    private(set) var failed = false
    private var subscriptions = Set<AnyCancellable>()

    func observeErrors() {
        player.publisher(for: \.error)
            .compactMap { $0 }
            .receive(on: DispatchQueue.main)
            .sink { _ in self.failed = true } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .store(in: &subscriptions)
    }
}
