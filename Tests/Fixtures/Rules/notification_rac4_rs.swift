import Foundation
import ReactiveCocoa
import ReactiveSwift

// ReactiveCocoa 3 and 4 observe a notification with `NSNotificationCenter.rac_notifications`:
// one observer of one notification is what `notifications(named:)` does in a Task.
final class VolumeMonitor {
    let volume = MutableProperty<Float>(0)

    init(center: NSNotificationCenter) {
        volume <~ center.rac_notifications("SystemVolumeDidChange", object: nil) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .map { ($0.userInfo?["volume"] as? NSNumber)?.floatValue ?? 0 }
    }
}

// A helper of the module observes the notification named at the call; UIKit posts a text
// view's changes on the main thread, so the sink needs no hop.
extension NSObject {
    func listenForNotification(name: String, object: AnyObject? = nil) -> SignalProducer<NSNotification, NoError> {
        return NSNotificationCenter.defaultCenter().rac_addObserverForName(name, object: object)
            .toSignalProducer()
            .flatMapError { _ in .empty }
            .map { $0 as! NSNotification }
    }
}

final class NoteTextView: UITextView {
    var draft: String?

    func startMirroring() {
        listenForNotification(UITextViewTextDidChangeNotification, object: self).startWithNext { [weak self] _ in // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            self?.draft = self?.text
        }
    }
}
