import ReactiveCocoa
import ReactiveSwift
import UIKit

// ReactiveCocoa's Objective-C bridge, read through `toSignalProducer()`: control events, text
// changes and delegate callbacks recur, on an explicit receiver or on an implicit `self`.
extension UITextField {
    func trackEditing(_ isEditing: MutableProperty<Bool>) {
        rac_signalForControlEvents(.EditingDidBegin).toSignalProducer()
            .startWithNext { _ in isEditing.value = true } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

final class SearchViewController: UIViewController, UISearchBarDelegate {
    private let searchBar = UISearchBar()
    private let field = UITextField()
    private let query = MutableProperty("")
    private var cancels = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        field.rac_textSignal().toSignalProducer()
            .startWithNext { [weak self] text in self?.query.value = text as? String ?? "" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        rac_signalForSelector(#selector(UISearchBarDelegate.searchBarCancelButtonClicked(_:))).toSignalProducer()
            .startWithNext { [weak self] _ in self?.cancels += 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}
