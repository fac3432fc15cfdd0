import AppKit
import ReactiveCocoa
import ReactiveSwift

// A control's signal ends only when the control goes. `self` keeps its outlets and subviews, so
// an observer that nothing disposes and that holds `self` strongly keeps both alive.
final class TaskEditorViewController: NSViewController {
    @IBOutlet weak var titleField: NSTextField!
    @IBOutlet weak var notesField: NSTextField!
    private let priorityPopup = NSPopUpButton()
    private var title = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.reactive.stringValues.observeValues { text in // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            self.title = text
        }
        self.priorityPopup.reactive.selectedIndexes.observeValues { index in // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            self.title += "\(index)"
        }
        notesField.reactive.stringValues.observeValues { [weak self] text in // expect: pipeline verdict=keep rule=continuous_stream hazards=
            self?.title = text
        }
    }

    // Another object's control: `self` does not keep it, so no cycle through `self`.
    func watch(_ field: NSTextField) {
        field.reactive.stringValues.observeValues { text in // expect: pipeline verdict=keep rule=continuous_stream hazards=
            self.title = text
        }
    }
}
