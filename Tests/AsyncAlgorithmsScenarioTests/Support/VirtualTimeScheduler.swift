import Foundation
import OpenCombine

/// A scheduler whose clock moves only when a test calls `advance(by:)`; scheduled actions run
/// on the caller's thread. OpenCombine ships no test scheduler, and waiting on a wall clock
/// would make timing tests slow and flaky.
final class VirtualTimeScheduler: Scheduler {
    struct SchedulerTimeType: Strideable, Hashable {
        var nanoseconds: Int

        func distance(to other: Self) -> Stride {
            Stride(nanoseconds: other.nanoseconds - nanoseconds)
        }

        func advanced(by stride: Stride) -> Self {
            Self(nanoseconds: nanoseconds + stride.nanoseconds)
        }

        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable {
            var nanoseconds: Int

            init(nanoseconds: Int) {
                self.nanoseconds = nanoseconds
            }

            // A bare number is seconds, as for Combine's own schedulers.
            init(integerLiteral seconds: Int) {
                nanoseconds = seconds * 1_000_000_000
            }

            init?<Source: BinaryInteger>(exactly source: Source) {
                guard let seconds = Int(exactly: source) else { return nil }
                self.init(integerLiteral: seconds)
            }

            var magnitude: Int { abs(nanoseconds) }

            static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
            static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(s * 1_000_000_000)) }
            static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
            static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
            static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

            static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
            static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
            static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
            static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
            static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
            static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
            static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
        }
    }

    struct SchedulerOptions {}

    private struct ScheduledAction {
        var id: Int
        var due: SchedulerTimeType
        var action: () -> Void
        /// Set for repeating actions (Combine's `debounce` and `throttle` use one as a timer).
        var interval: SchedulerTimeType.Stride?
    }

    private(set) var now = SchedulerTimeType(nanoseconds: 0)
    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    private var scheduled: [ScheduledAction] = []
    private var nextID = 0

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        enqueue(at: now, interval: nil, action)
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        enqueue(at: date, interval: nil, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let id = enqueue(at: date, interval: interval, action)
        return AnyCancellable { [weak self] in self?.scheduled.removeAll { $0.id == id } }
    }

    /// Moves the clock forward, running every action due by the new time in time order (ties
    /// in the order they were scheduled), including actions those actions schedule.
    func advance(by stride: SchedulerTimeType.Stride) {
        let target = now.advanced(by: stride)
        while let next = scheduled.indices.min(by: { isEarlier(scheduled[$0], scheduled[$1]) }),
              scheduled[next].due <= target
        {
            var action = scheduled.remove(at: next)
            now = max(now, action.due)
            if let interval = action.interval {
                action.due = action.due.advanced(by: interval)
                scheduled.append(action)
            }
            action.action()
        }
        now = target
    }

    /// Runs what is due now without moving the clock (e.g. after `receive(on:)` hops).
    func run() {
        advance(by: .nanoseconds(0))
    }

    @discardableResult
    private func enqueue(
        at due: SchedulerTimeType, interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void
    ) -> Int {
        nextID += 1
        scheduled.append(ScheduledAction(id: nextID, due: due, action: action, interval: interval))
        return nextID
    }

    /// Ids grow with each scheduling, so they break ties in scheduling order.
    private func isEarlier(_ a: ScheduledAction, _ b: ScheduledAction) -> Bool {
        (a.due.nanoseconds, a.id) < (b.due.nanoseconds, b.id)
    }
}
