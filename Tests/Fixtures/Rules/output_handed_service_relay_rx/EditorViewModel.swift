import RxSwift
import RxRelay

// `Output` is made with the service's relay, which the service feeds on every edit: nothing
// in the expression says it is reactive, so no write of `Output.draft` is seen.
final class EditorViewModel {
    private var service: DraftEditingService = DefaultDraftEditingService()

    func transform(input: Input) -> Output {
        let output = Output(
            title: .init(value: "Add"),
            draft: service.draft
        )
        output.title.accept("Edit")
        return output
    }

    struct Input {
        let edits: Observable<String>
    }

    struct Output {
        let title: BehaviorRelay<String>
        let draft: BehaviorRelay<String>
    }
}
