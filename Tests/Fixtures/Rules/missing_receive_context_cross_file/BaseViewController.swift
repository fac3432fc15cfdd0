import Combine
import UIKit

class BaseViewController: UIViewController {
    var cancellables = Set<AnyCancellable>()
}
