import RxCocoa

extension Player {
    var ready: BehaviorRelay<Bool> {
        isReadyRelay
    }

    var muted: BehaviorRelay<Bool> {
        isMutedRelay
    }
}
