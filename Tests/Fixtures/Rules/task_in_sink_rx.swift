import RxSwift

final class PhotoUploader {
    func upload(_ photo: String) async {}
}

final class GalleryViewModel {
    let picked = PublishSubject<String>()
    private let uploader = PhotoUploader()
    private let disposeBag = DisposeBag()

    init() {
        picked
            .subscribe(onNext: { [uploader] photo in Task { await uploader.upload(photo) } }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=task_in_sink
            .disposed(by: disposeBag)
        picked
            .subscribe(onNext: { print($0) }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
    }
}
