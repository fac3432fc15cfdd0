import XCTest

// Constructs the type, but waits in real time: no virtual-time scheduler in this file.
final class ClockViewModelTests: XCTestCase {
    func testShowsTheTimeAfterOneTick() {
        let viewModel = ClockViewModel()
        let ticked = XCTestExpectation(description: "one tick")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) { ticked.fulfill() }
        wait(for: [ticked], timeout: 2)
        XCTAssertFalse(viewModel.label.isEmpty)
    }
}
