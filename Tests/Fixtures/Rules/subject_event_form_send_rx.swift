import RxCocoa
import RxSwift
import UIKit

/// A subject sent to in RxSwift's event form, `on(.next(x))`, from a delegate method with no
/// other reactive word: it changes on every selection, so it is state, not a constant given
/// its value where it is declared. `layoutName` is never sent to: one value.
final class GridDisplayable: NSObject, UICollectionViewDelegate {
    let selectedIndexPath = BehaviorSubject<IndexPath?>(value: nil)
    let layoutName = BehaviorSubject<String>(value: "grid")

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath.on(.next(indexPath))
    }
}

final class GridViewController: UICollectionViewController {
    let displayable = GridDisplayable()
    let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        displayable.selectedIndexPath.asDriver(onErrorJustReturn: nil).drive(onNext: { [weak self] path in self?.title = "\(path?.item ?? 0)" }).disposed(by: bag) // expect: pipeline verdict=keep rule=replayed_state hazards=
        displayable.layoutName.asDriver(onErrorJustReturn: "").drive(onNext: { [weak self] name in self?.navigationItem.prompt = name }).disposed(by: bag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
