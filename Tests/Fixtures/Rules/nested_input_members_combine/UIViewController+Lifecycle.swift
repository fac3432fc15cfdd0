import Combine
import UIKit

extension UIViewController {
    /// One value, for the screen's one `viewDidLoad`.
    var viewDidLoadPublisher: AnyPublisher<Void, Never> {
        Just(()).eraseToAnyPublisher()
    }
}
