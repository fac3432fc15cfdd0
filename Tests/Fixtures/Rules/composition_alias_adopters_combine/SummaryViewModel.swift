import Combine

public protocol SummaryViewModelInput {
    func closeTapped()
}

public protocol SummaryViewModelOutput {
    var durationPublisher: AnyPublisher<Int, Never> { get }
    var closeRequests: AnyPublisher<Void, Never> { get }
}

// The class adopts the outputs through a composition alias, not by name.
public typealias SummaryViewModelType = SummaryViewModelInput & SummaryViewModelOutput

public final class SummaryViewModel: SummaryViewModelType {
    // Given its only value where it is declared: one value for each subscriber.
    private let durationSubject = CurrentValueSubject<Int, Never>(42)
    private let closeSubject = PassthroughSubject<Void, Never>()

    public var durationPublisher: AnyPublisher<Int, Never> { durationSubject.eraseToAnyPublisher() }
    public var closeRequests: AnyPublisher<Void, Never> { closeSubject.eraseToAnyPublisher() }

    public func closeTapped() {
        closeSubject.send(())
    }
}
