import RxCocoa
import RxSwift

final class ScoreViewModel {
    let goals = PublishRelay<Int>()

    func scored(_ count: Int) {
        goals.accept(count)
    }
}
