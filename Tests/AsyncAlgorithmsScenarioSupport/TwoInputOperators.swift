import OpenCombine

// OpenCombine 0.14.0 has neither `combineLatest(_:)` nor `merge(with:)`. These stand in under
// Combine's names, built from operators it has, so that the scenarios read as they would on
// Apple platforms.

extension Publisher {
    /// Combine's `merge(with:)`: every value of either upstream, as it comes.
    public func merge<Other: Publisher>(with other: Other) -> AnyPublisher<Output, Failure>
    where Other.Output == Output, Other.Failure == Failure {
        Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [eraseToAnyPublisher(), other.eraseToAnyPublisher()])
            .flatMap { $0 }
            .eraseToAnyPublisher()
    }

    /// Combine's `combineLatest(_:)`: the latest value of each upstream, whenever one changes
    /// once both have one.
    public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
    where Other.Failure == Failure {
        map { Latest<Output, Other.Output>.first($0) }
            .merge(with: other.map { Latest<Output, Other.Output>.second($0) })
            .scan((Output?.none, Other.Output?.none)) { latest, change in
                switch change {
                case .first(let value): return (value, latest.1)
                case .second(let value): return (latest.0, value)
                }
            }
            .compactMap { latest in latest.0.flatMap { first in latest.1.map { (first, $0) } } }
            .eraseToAnyPublisher()
    }
}

private enum Latest<First, Second> {
    case first(First)
    case second(Second)
}
