import RxSwift
import XCTest

/// A subject made as a local of the test that subscribes to it and sent to once there: one
/// request runs, one answer arrives. Sent from a loop, handed to another object or sent twice,
/// it may deliver again.
final class CatalogRequestTests: XCTestCase {
    private let bag = DisposeBag()
    private let repository = CatalogRepository()

    func testLoadsOnce() {
        let trigger = PublishSubject<Void>()
        let request = trigger.flatMap { [repository] _ in repository.items() }
        request.subscribe(onNext: { XCTAssertFalse($0.isEmpty) }).disposed(by: bag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        trigger.onNext(())
        trigger.onCompleted()
    }

    func testReloadsInALoop() {
        let trigger = PublishSubject<Void>()
        trigger.flatMap { [repository] _ in repository.items() }
            .subscribe(onNext: { XCTAssertFalse($0.isEmpty) }).disposed(by: bag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        for _ in 0..<3 { trigger.onNext(()) }
    }

    func testHandsTheTriggerOn() {
        let trigger = PublishSubject<Void>()
        let pager = Pager(next: trigger)
        trigger.flatMap { [repository] _ in repository.items() }
            .subscribe(onNext: { XCTAssertFalse($0.isEmpty) }).disposed(by: bag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        trigger.onNext(())
        pager.start()
    }

    func testSendsTwice() {
        let trigger = PublishSubject<Void>()
        trigger.subscribe(onNext: { XCTAssertTrue(true) }).disposed(by: bag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        trigger.onNext(())
        trigger.onNext(())
    }
}

final class CatalogRepository {
    func items() -> Single<[String]> { .just(["tea"]) } // expect: finding rule=one_shot_publisher_api
}

final class Pager {
    private let next: PublishSubject<Void>
    init(next: PublishSubject<Void>) { self.next = next }
    func start() { next.onNext(()) }
}
