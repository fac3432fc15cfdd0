import Foundation
import OpenCombine
import Observation

/// A cart a SwiftUI screen shows: nothing subscribes to `$items` or `$coupon`, they are published
/// only so that the screen redraws. `lastSync` is bookkeeping the screen never shows. Internal,
/// as app code is: every view that watches it is in this module.
@Observable
final class CartModel {
    private(set) var items: [String] = []
    var coupon: String?
    @ObservationIgnored var lastSync: Date?

    func add(_ item: String) {
        items.append(item)
    }

    func markSynced(at date: Date) {
        lastSync = date
    }
}
