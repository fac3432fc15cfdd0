import Combine
import Foundation

// Operators the app adds to every publisher as members of an extension. Their declared type
// only repeats the stream's own `Output` and `Failure`: what they are read from decides.
extension Publisher {
    var onMain: AnyPublisher<Output, Failure> {
        receive(on: DispatchQueue.main).eraseToAnyPublisher()
    }
}
