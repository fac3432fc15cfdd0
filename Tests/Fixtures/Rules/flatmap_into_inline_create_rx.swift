import RxCocoa
import RxSwift
import UIKit

// The first appearance flatMapped into a producer written inline: its closure says how often
// it sends, as a module function's declaration would.
final class SyncSettingsViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        // One availability check, then completion: one value in all.
        rx.sentMessage(#selector(UIViewController.viewDidAppear(_:)))
            .take(1)
            .flatMap { _ -> Observable<Bool> in
                Observable.create { observer in
                    DispatchQueue.global().async {
                        observer.onNext(FileManager.default.ubiquityIdentityToken != nil)
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
            }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.toggle.isEnabled = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // Every change of the account after the first appearance: a stream.
        rx.sentMessage(#selector(UIViewController.viewDidAppear(_:)))
            .take(1)
            .flatMap { _ -> Observable<Bool> in
                Observable.create { observer in
                    let token = NotificationCenter.default.addObserver(
                        forName: .NSUbiquityIdentityDidChange, object: nil, queue: .main
                    ) { _ in
                        observer.onNext(FileManager.default.ubiquityIdentityToken != nil)
                    }
                    return Disposables.create { NotificationCenter.default.removeObserver(token) }
                }
            }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.toggle.isOn = $0 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        // The first appearance flatMapped into a producer that sends on every tap of a button
        // it installs: a stream, like the control's own events.
        rx.sentMessage(#selector(UIViewController.viewDidAppear(_:)))
            .take(1)
            .flatMap { [unowned self] _ in self.backTaps() }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.navigationController?.popViewController(animated: true) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }

    private func backTaps() -> Observable<Void> {
        Observable.create { [weak self] observer in
            self?.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Back", primaryAction: UIAction { _ in observer.onNext(()) })
            return Disposables.create()
        }
    }
}
