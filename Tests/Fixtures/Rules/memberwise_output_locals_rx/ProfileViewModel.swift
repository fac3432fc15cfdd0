import RxCocoa
import RxSwift

// The view model hands its outputs over in a memberwise `Output(…)` built from locals; each
// output is what its local's chain makes, followed through the locals it starts from.
protocol ProfileUseCase {
    func fetchName(id: String) -> Single<String>
}

final class ProfileViewModel {
    struct Output {
        let name: Driver<String>
        let edits: Driver<String>
    }

    private let useCase: ProfileUseCase
    private let editsRelay = PublishRelay<String>()

    init(useCase: ProfileUseCase) {
        self.useCase = useCase
    }

    func edit(_ text: String) {
        editsRelay.accept(text)
    }

    func transform(id: String) -> Output {
        let profile = useCase.fetchName(id: id).asObservable()
        let name = profile
            .map { "@\($0)" }
            .asDriver(onErrorJustReturn: "")
        let edits = editsRelay.asDriver(onErrorJustReturn: "")
        return Output(name: name, edits: edits)
    }
}
