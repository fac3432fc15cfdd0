// Migration question: ReactiveCocoa bindings from view-model state into UIKit — bindings stay.
import ReactiveCocoa
import ReactiveSwift
import UIKit

final class DownloadsViewController: UIViewController {
    private let viewModel: DownloadsViewModel
    private let titleLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let downloadButton = UIButton(type: .system)
    private let toastLabel = UILabel()

    init(viewModel: DownloadsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        downloadButton.setTitle("Download all", for: .normal)
        downloadButton.addTarget(self, action: #selector(downloadTapped), for: .touchUpInside)
        toastLabel.alpha = 0

        let stack = UIStackView(arrangedSubviews: [titleLabel, progressView, downloadButton, toastLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)

        bindViewModel()
        viewModel.loadCached()
    }

    private func bindViewModel() {
        // UIKit binding targets from ReactiveCocoa apply values on the main
        // thread and end with the label's lifetime, so no extra hop or disposal.
        titleLabel.reactive.text <~ viewModel.title
        progressView.reactive.progress <~ viewModel.progress.map { Float($0) }

        viewModel.completed
            .observe(on: UIScheduler())
            .take(duringLifetimeOf: self)
            .observeValues { [weak self] item in
                self?.showToast("Saved \(item.title)")
            }
    }

    @objc private func downloadTapped() {
        viewModel.downloadAll()
    }

    private func showToast(_ message: String) {
        toastLabel.text = message
        toastLabel.alpha = 1
        UIView.animate(withDuration: 0.3, delay: 1.5, options: [], animations: {
            self.toastLabel.alpha = 0
        })
    }
}
