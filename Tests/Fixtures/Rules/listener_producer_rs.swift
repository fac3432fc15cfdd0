import FirebaseDatabase
import ReactiveSwift
import UIKit

extension DatabaseReference {
    // Firebase calls the block back on every change of the value, on the main queue.
    func changes(of event: DataEventType) -> SignalProducer<DataSnapshot, Error> {
        SignalProducer { observer, lifetime in
            let handle = self.observe(event, with: { snapshot in
                observer.send(value: snapshot)
            }, withCancel: { error in
                observer.send(error: error)
            })
            lifetime.observeEnded { self.removeObserver(withHandle: handle) }
        }
    }

    // One read: the value once, then the end.
    func current(of event: DataEventType) -> SignalProducer<DataSnapshot, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            self.observeSingleEvent(of: event, with: { snapshot in
                observer.send(value: snapshot)
                observer.sendCompleted()
            })
        }
    }
}

// A value sent from a signal's own observer (not Firebase's `observe(_:with:)`): the producer forwards
// that signal, and a `Signal` streams.
func relayed(_ signal: Signal<Int, Never>) -> SignalProducer<Int, Never> {
    SignalProducer { observer, _ in
        signal.observe { event in
            if let value = event.value { observer.send(value: value) }
        }
    }
}

final class WorkoutsViewController: UITableViewController {
    private let workouts = Database.database().reference(withPath: "workouts")
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        workouts.changes(of: .value)
            .startWithValues { [weak self] snapshot in // expect: pipeline verdict=keep rule=continuous_stream hazards=
                self?.titles = [snapshot.key]
                self?.tableView.reloadData()
            }
        workouts.current(of: .value)
            .startWithValues { [weak self] snapshot in self?.title = snapshot.key } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        relayed(Signal<Int, Never>.never)
            .startWithValues { [weak self] count in self?.title = "\(count)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
    }
}
