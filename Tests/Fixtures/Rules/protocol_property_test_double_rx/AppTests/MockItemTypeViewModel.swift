import RxSwift

final class MockItemTypeViewModel: ItemTypeViewModelType {
    let typeList = Observable<[String]>.never()
    let selection = Observable<String>.never()
}
