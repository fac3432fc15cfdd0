import AVFoundation
import Combine
import UIKit

extension PlayerViewController {
    func bindPlayer() {
        player.publisher(for: \.timeControlStatus)
            .sink { [weak self] status in self?.playButton.isSelected = status == .playing } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        player.publisher(for: \.rate)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] rate in self?.rateLabel.text = "\(rate)×" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}
