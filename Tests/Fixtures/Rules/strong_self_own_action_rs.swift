import ReactiveSwift
import UIKit

// An `Action`'s outputs (`values`, `errors`, `events`, `isExecuting`) end only when the action
// does. Observed with a strong `self` and never disposed, while `self` keeps the action (its
// own, or one of a service it stores, typed by a protocol), the observer keeps `self` alive.
protocol SessionServicing: AnyObject {
    var signIn: Action<String, Void, Error> { get }
}

final class SessionService: SessionServicing {
    let signIn = Action<String, Void, Error> { name in SignalProducer(value: ()) }
}

final class SignInViewController: UIViewController {
    private let service: SessionServicing = SessionService()
    private let refresh: Action<Void, [String], Never> = Action { SignalProducer(value: ["a", "b"]) }
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        service.signIn.events.observe(on: UIScheduler()).observeValues { event in self.render(event) } // expect: pipeline verdict=keep hazards=strong_self_in_sink
        service.signIn.errors.observeValues { [weak self] error in self?.statusLabel.text = "\(error)" } // expect: pipeline verdict=keep hazards=
        refresh.values.observeValues { items in self.title = "\(items.count)" } // expect: pipeline verdict=keep hazards=strong_self_in_sink
        refresh.isExecuting.producer.startWithValues { busy in self.statusLabel.isHidden = !busy } // expect: pipeline verdict=keep hazards=strong_self_in_sink
        let once = Action<Void, Int, Never> { SignalProducer(value: 1) }
        once.values.observeValues { count in self.statusLabel.text = "\(count)" } // expect: pipeline hazards=
        once.apply().start() // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        refresh.apply().start() // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }

    private func render(_ event: Signal<Void, Error>.Event) {
        statusLabel.text = "\(event)"
    }
}
