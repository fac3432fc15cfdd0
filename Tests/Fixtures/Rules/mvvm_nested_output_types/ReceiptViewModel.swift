import RxSwift

final class ReceiptViewModel: ViewModel {
    struct Output {
        let items: Single<[String]>
    }

    private let lines: [String]

    init(lines: [String]) {
        self.lines = lines
    }

    func transform() -> Output {
        Output(items: Single.just(lines))
    }
}
