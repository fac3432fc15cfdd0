import RxSwift

final class ChatHistory {
    let recentMessages = ReplaySubject<String>.create(bufferSize: 20)
    let typingUsers = BehaviorSubject<[String]>(value: [])
    func userDidType(_ names: [String]) { typingUsers.onNext(names) }
    private let disposeBag = DisposeBag()

    func attachTranscript(print line: @escaping (String) -> Void) {
        recentMessages.subscribe(onNext: line).disposed(by: disposeBag) // expect: pipeline source=replaySubject terminal=subscribe framework=rxswift ops= context=none type=ChatHistory function=attachTranscript
        typingUsers
            .map { $0.isEmpty ? "" : "\($0.joined(separator: ", ")) typing…" }
            .subscribe { event in // expect: pipeline source=currentValueSubject terminal=subscribe framework=rxswift ops=map context=none type=ChatHistory function=attachTranscript
                if case let .next(text) = event { line(text) }
            }
            .disposed(by: disposeBag)
    }
}
