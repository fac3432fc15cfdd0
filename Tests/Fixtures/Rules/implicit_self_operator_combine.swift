import Combine
import Foundation

// Inside an extension of a stream type, an operator called without a receiver applies to
// `self`: `first().sink` awaits the first value of the publisher the extension is called on.
extension AnyPublisher {
    func firstValue(_ handle: @escaping (Result<Output, Failure>) -> Void) -> AnyCancellable {
        first().sink { completion in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            if case .failure(let error) = completion { handle(.failure(error)) }
        } receiveValue: { value in
            handle(.success(value))
        }
    }
}

extension Publisher where Failure == Never {
    // Every value, not one: the stream the extension is called on stays a stream.
    func logEach(_ log: @escaping (Output) -> Void) -> AnyCancellable {
        handleEvents(receiveOutput: log).sink { _ in } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
    }
}
