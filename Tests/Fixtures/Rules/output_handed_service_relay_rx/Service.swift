import RxSwift
import RxRelay

protocol DraftEditingService {
    var draft: BehaviorRelay<String> { get }
    func update(_ text: String)
}

final class DefaultDraftEditingService: DraftEditingService {
    var draft = BehaviorRelay<String>(value: "")

    func update(_ text: String) {
        draft.accept(text)
    }
}
