import RxSwift

enum PlayerCommand {
    case play, pause, skip
}

final class RemoteCommandCenter {
    let commands = PublishSubject<PlayerCommand>()
    private let disposeBag = DisposeBag()
    private(set) var skips = 0

    func wireUp(play: @escaping () -> Void) {
        commands
            .filter { $0 == .play }
            .subscribe(onNext: { _ in play() }) // expect: pipeline source=subject terminal=subscribe framework=rxswift ops=filter context=none type=RemoteCommandCenter function=wireUp
            .disposed(by: disposeBag)

        self.commands.filter { $0 == .skip }.subscribe(onNext: { [weak self] _ in self?.skips += 1 }).disposed(by: self.disposeBag) // expect: pipeline source=subject terminal=subscribe framework=rxswift ops=filter context=none type=RemoteCommandCenter function=wireUp
    }
}
