import Foundation
import ReactiveSwift

final class AutoLockTimer {
    private var disposable: Disposable?
    var onLock: (() -> Void)?

    func arm(after seconds: Int) {
        disposable?.dispose()
        disposable = SignalProducer.timer(interval: .seconds(1), on: QueueScheduler.main)
            .take(first: seconds)
            .startWithCompleted { [weak self] in // expect: pipeline source=timer terminal=startWithCompleted framework=reactiveswift ops=take context=none type=AutoLockTimer function=arm
                self?.onLock?()
            }
    }
}
