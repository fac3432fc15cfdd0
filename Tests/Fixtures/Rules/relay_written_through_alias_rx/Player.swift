import RxCocoa
import RxSwift

// The stored relay is written only through a computed property that hands it out, in another
// file: it is still written after `init`, so it is state, not a constant.
final class Player {
    private let isReadyRelay = BehaviorRelay(value: false)
    private let isMutedRelay = BehaviorRelay(value: false)

    func prepare() {
        ready.accept(true)
    }
}
