import RxSwift
import RxTest
import XCTest

// Uses virtual time, but only builds PagerViewModel: FeedViewModel is not driven by it.
final class PagerViewModelTests: XCTestCase {
    func testSettlesOnTheLastPage() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = PagerViewModel(scheduler: scheduler)
        scheduler.scheduleAt(10) { viewModel.pages.onNext(1) }
        scheduler.scheduleAt(20) { viewModel.pages.onNext(2) }
        scheduler.start()
        XCTAssertEqual(viewModel.current, 2)
    }
}
