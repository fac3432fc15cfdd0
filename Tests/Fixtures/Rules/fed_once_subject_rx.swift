import RxCocoa
import RxSwift
import UIKit

// A relay given one value by a method that runs once per object (`init`, or `viewDidLoad` and
// what only it calls) sends one value: a request's answer dressed as a stream. The same relay
// fed again (a second caller, a selector, a tap, a loop) is a stream.
final class ArticleViewModel {
    let article = PublishRelay<String>()
    let comments = PublishRelay<[String]>()
    let related = PublishRelay<String>()
    let likes = PublishRelay<Int>()
    // Accepted while `init` runs, before anyone can subscribe: no subscriber ever gets it.
    let greeting = PublishRelay<String>()
    private let api = ArticleAPI()

    init() {
        fetchArticle()
        greet()
    }

    private func greet() {
        greeting.accept("Welcome")
    }

    private func fetchArticle() {
        api.article(completion: { [weak self] text in
            self?.article.accept(text)
        })
    }

    func fetchComments() {
        api.comments(completion: { [weak self] list in self?.comments.accept(list) })
    }

    func fetchRelated(_ ids: [Int]) {
        for id in ids {
            related.accept("\(id)")
        }
    }

    func like() {
        likes.accept(1)
    }
}

final class ArticleViewController: UIViewController {
    private let viewModel = ArticleViewModel()
    private let disposeBag = DisposeBag()
    private let textView = UITextView()
    private let likeButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.article
            .bind(to: textView.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        viewModel.comments
            .subscribe(onNext: { print($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        viewModel.related
            .subscribe(onNext: { print($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        viewModel.likes
            .subscribe(onNext: { print($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        viewModel.greeting
            .subscribe(onNext: { print($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        viewModel.fetchComments()
        viewModel.fetchRelated([1, 2])
        likeButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.viewModel.like() }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: #selector(refreshComments))
    }

    @objc private func refreshComments() {
        viewModel.fetchComments()
    }
}

final class ArticleAPI {
    func article(completion: @escaping (String) -> Void) {
        completion("text")
    }

    func comments(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}
