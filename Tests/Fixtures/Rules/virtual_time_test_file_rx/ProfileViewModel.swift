import RxSwift

final class ProfileViewModel {
    struct Input {
        let refresh: Observable<Void>
    }

    struct Output {
        let isLoading: Observable<Bool>
    }

    func transform(_ input: Input) -> Output {
        Output(isLoading: input.refresh.map { true })
    }
}
