import Foundation
import Observation
import OpenCombine
@testable import ObservationAfter
@testable import ObservationBefore
import Testing

/// `Tests/Fixtures/ObservationScenarios`: the same cart before and after `fix --unsafe` moved it
/// to `@Observable`. An observer is told of exactly the changes it was told of before.
@Suite struct CartObservationTests {
    enum Form: String, CaseIterable, CustomStringConvertible {
        case before, after
        var description: String { rawValue }
    }

    /// One cart of either form, with the way a screen would watch it: `objectWillChange` for an
    /// `ObservableObject`, `withObservationTracking` over what the screen reads for `@Observable`.
    final class Cart {
        let add: (String) -> Void
        let setCoupon: (String?) -> Void
        let markSynced: (Date) -> Void
        let items: () -> [String]
        let coupon: () -> String?
        let lastSync: () -> Date?
        /// Starts watching; returns how many change announcements have arrived so far.
        let watch: () -> () -> Int

        init(_ form: Form) {
            switch form {
            case .before:
                let model = ObservationBefore.CartModel()
                add = model.add
                setCoupon = { model.coupon = $0 }
                markSynced = model.markSynced
                items = { model.items }
                coupon = { model.coupon }
                lastSync = { model.lastSync }
                watch = {
                    let count = Counter()
                    let subscription = model.objectWillChange.sink { _ in count.value += 1 }
                    return { withExtendedLifetime(subscription) { count.value } }
                }
            case .after:
                let model = ObservationAfter.CartModel()
                add = model.add
                setCoupon = { model.coupon = $0 }
                markSynced = model.markSynced
                items = { model.items }
                coupon = { model.coupon }
                lastSync = { model.lastSync }
                watch = {
                    let count = Counter()
                    // A screen reads every property it shows; tracking fires once per read set,
                    // so it is renewed after each change, as SwiftUI renews it after each redraw.
                    func track() {
                        withObservationTracking {
                            _ = (model.items, model.coupon, model.lastSync)
                        } onChange: {
                            count.value += 1
                        }
                    }
                    track()
                    count.renew = track
                    return { count.value }
                }
            }
        }
    }

    final class Counter: @unchecked Sendable {
        var value = 0 {
            didSet { renew?() }
        }
        var renew: (() -> Void)?
    }

    @Test(arguments: Form.allCases)
    func eachChangeToAPublishedPropertyIsAnnouncedOnce(_ form: Form) {
        let cart = Cart(form)
        let announcements = cart.watch()
        cart.add("tea")
        cart.setCoupon("SPRING")
        cart.add("milk")
        #expect(announcements() == 3)
        #expect(cart.items() == ["tea", "milk"])
        #expect(cart.coupon() == "SPRING")
    }

    @Test(arguments: Form.allCases)
    func bookkeepingTheScreenNeverShowedIsStillNotAnnounced(_ form: Form) {
        let cart = Cart(form)
        let announcements = cart.watch()
        let date = Date(timeIntervalSince1970: 1_000)
        cart.markSynced(date)
        #expect(announcements() == 0)
        #expect(cart.lastSync() == date)
    }
}
