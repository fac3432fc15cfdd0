import ReactiveSwift

// The module names ReactiveSwift's types its own way, in a file of their own.
typealias AppSignal = Signal
typealias AppError = Never
