import RxSwift

struct Message { let text: String }

final class ChatSocket {
    private let incoming = PublishSubject<Message>()

    func messages() -> Observable<Message> {
        incoming.asObservable()
    }

    func didReceive(_ text: String) {
        incoming.onNext(Message(text: text))
    }
}
