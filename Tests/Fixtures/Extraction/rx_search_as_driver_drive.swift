import RxCocoa
import RxSwift
import UIKit

protocol CitySearching {
    func cities(matching query: String) -> Observable<[String]>
}

final class CityPickerViewController: UIViewController {
    private let searchField = UITextField()
    private let resultsLabel = UILabel()
    private let disposeBag = DisposeBag()
    var search: CitySearching!

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.rx.text
            .map { $0 ?? "" }
            .debounce(.milliseconds(250), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { [search] query in search!.cities(matching: query) }
            .asDriver(onErrorJustReturn: [])
            .map { $0.joined(separator: ", ") }
            .drive(resultsLabel.rx.text) // expect: pipeline source=controlEvent terminal=drive framework=rxswift ops=map,debounce,distinctUntilChanged,flatMapLatest,asDriver,map context=mainActor type=CityPickerViewController function=viewDidLoad
            .disposed(by: disposeBag)
    }
}
