import RxSwift

/// The same shape with the protocol adopted in an extension.
protocol BadgeOutputs {
    var count: Observable<Int> { get }
}

final class BadgeViewModel {
    var outputs: BadgeOutputs { self }
    let count = Observable.just(3)
}

extension BadgeViewModel: BadgeOutputs {}
