// Migration question: a timer is a genuine stream (keep), but the second subscriber retains self through its own bag.
import Combine
import UIKit

/// Countdown badge on flash-sale tiles: shows the wall clock and counts
/// how many seconds the tile has been on screen (for the "hurry" animation).
final class ClockBadgeView: UIView {
    private let label = UILabel()
    private var cancellables = Set<AnyCancellable>()

    /// Seconds since the badge started ticking.
    private(set) var counter = 0 {
        didSet { if counter == 30 { pulse() } }
    }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()

    // autoconnect() makes one shared timer; both pipelines below subscribe to it.
    private let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        label.textAlignment = .center
        addSubview(label)
        startTicking()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    private func startTicking() {
        tick
            .map { Optional(Self.formatter.string(from: $0)) }
            .assign(to: \.text, on: label)
            .store(in: &cancellables)

        // Hazard: the closure holds self strongly and the cancellable lives in
        // self.cancellables, so the view and its timer are never released.
        tick
            .scan(0) { elapsed, _ in elapsed + 1 }
            .sink { value in
                self.counter = value
            }
            .store(in: &cancellables)
    }

    private func pulse() {
        UIView.animate(withDuration: 0.2, animations: {
            self.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        }, completion: { _ in
            UIView.animate(withDuration: 0.2) { self.transform = .identity }
        })
    }
}
