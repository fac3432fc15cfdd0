import RxSwift

final class PlayerScreen {
    private var state = (spinning: true, muted: false)

    func bind(_ player: Player, bag: DisposeBag) {
        player.ready.subscribe(onNext: { [weak self] in self?.state.spinning = !$0 }).disposed(by: bag) // expect: pipeline verdict=keep rule=replayed_state hazards=
        player.muted.subscribe(onNext: { [weak self] in self?.state.muted = $0 }).disposed(by: bag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
