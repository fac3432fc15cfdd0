import RxSwift
import RxCocoa

// The app hands `appear` the controller's appearances, a test a single `Driver.just(())`: the
// app's pipeline reads what the app hands in.
struct ListInput {
    let appear: Driver<Void>
}

struct ListOutput {
    let items: Driver<[String]>
}

final class ListViewModel {
    let useCase = ListUseCase()
    func transform(input: ListInput) -> ListOutput {
        let items: Driver<[String]> = input.appear.flatMapLatest {
            self.useCase.items.asDriver(onErrorJustReturn: [])
        }
        return ListOutput(items: items)
    }
}

final class ListUseCase {
    var items: Observable<[String]> { .just([]) }
}
