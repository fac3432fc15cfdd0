import ReactiveCocoa
import ReactiveSwift
import UIKit

enum DesignType { case phone, wallpaper }

/// `self.designType = MutableProperty(designType)` in `init(designType:)`: the bare name handed
/// to `MutableProperty(_:)` is the parameter, not the property it shadows, so nothing but `init`
/// gives the property a value. Each binding reads that one value. `zoom` is written later.
final class DesignViewModel {
    let designType: MutableProperty<DesignType>
    let zoom: MutableProperty<Double>

    init(designType: DesignType = .phone, zoom: Double = 1) {
        self.designType = MutableProperty(designType)
        self.zoom = MutableProperty(zoom)
    }

    func pinch(_ scale: Double) { zoom.value = scale }
}

enum DesignRouter {
    static func make(designType: DesignType) -> DesignViewController {
        DesignViewController(viewModel: DesignViewModel(designType: designType))
    }
}

final class DesignViewController: UIViewController {
    let viewModel: DesignViewModel
    let saveButton = UIButton()
    let nextButton = UIButton()
    let zoomLabel = UILabel()

    init(viewModel: DesignViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        nextButton.reactive.isHidden <~ viewModel.designType.producer.map { $0 == .wallpaper } // expect: pipeline verdict=rewrite rule=single_shot_sink
        saveButton.reactive.isHidden <~ viewModel.designType.producer.map { $0 == .phone } // expect: pipeline verdict=rewrite rule=single_shot_sink
        zoomLabel.reactive.text <~ viewModel.zoom.producer.map { "\($0)x" } // expect: pipeline verdict=keep rule=replayed_state
    }
}
