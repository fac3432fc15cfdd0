// The rewrite matrix, source kind: a notification, posted with a number as its object on
// whichever thread the poster is on. Without a hop the publisher delivers during `post`, on
// the posting thread. Each type is one case; its doc comment names its cell
// (source × terminal × capture × isolation).
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation
import ScenarioDomain

/// Notification × value-only sink, stored in a set × weak × `@MainActor` type with
/// `receive(on: main)`.
@MainActor
public final class NotificationValueWeakMainActor {
    private let log: MatrixLog
    private let center: NotificationCenter
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        center = environment.center
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=notification_publisher_sink
        let matrixPingNotifications = center.notifications(named: .matrixPing).makeAsyncIterator()
        let matrixPingTask = Task { [weak self] in
            var iterator = matrixPingNotifications
            while let notification = await iterator.next() {
                guard !Task.isCancelled else { break }
                self?.log.value(notification.object as? Int ?? 0)
            }
        }
        AnyCancellable { matrixPingTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Notification × value-only sink, stored in a set × strong `self` (the hazard) × plain class
/// with `receive(on: main)`.
public final class NotificationValueStrongReceive {
    private let log: MatrixLog
    private let center: NotificationCenter
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        center = environment.center
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=strong_self_in_sink
        let matrixPingNotifications = center.notifications(named: .matrixPing).makeAsyncIterator()
        let matrixPingTask = Task { @MainActor [weak self] in
            var iterator = matrixPingNotifications
            while let notification = await iterator.next() {
                guard !Task.isCancelled else { break }
                guard let self else { continue }
                self.log.value(notification.object as? Int ?? 0)
            }
        }
        AnyCancellable { matrixPingTask.cancel() }.store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Notification × value-only sink, stored in a set × unowned × plain class without
/// `receive(on:)`: delivered during `post`, on the posting thread.
public final class NotificationValueUnownedPlain {
    private let log: MatrixLog
    private let center: NotificationCenter
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        center = environment.center
    }

    public func start() {
        center.publisher(for: .matrixPing)
            .sink { [unowned self] notification in // expect: pipeline verdict=rewrite rule=notification_publisher_sink
                self.log.value(notification.object as? Int ?? 0)
            }
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Notification × value-only sink, kept in a property × no capture × `@MainActor` type without
/// `receive(on:)`.
@MainActor
public final class NotificationValueNoCaptureMainActor {
    private let log: MatrixLog
    private let center: NotificationCenter
    private var subscription: AnyCancellable?

    public init(environment: MatrixEnvironment) {
        log = environment.log
        center = environment.center
    }

    public func start() {
        let log = log
        // expect: pipeline verdict=rewrite rule=notification_publisher_sink
        let matrixPingNotifications = center.notifications(named: .matrixPing).makeAsyncIterator()
        let matrixPingTask = Task {
            var iterator = matrixPingNotifications
            while let notification = await iterator.next() {
                guard !Task.isCancelled else { break }
                log.value(notification.object as? Int ?? 0)
            }
        }
        subscription = AnyCancellable { matrixPingTask.cancel() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink
    }

    public func stop() {
        subscription = nil
    }
}

/// Notification × sink with completion (labels), stored in a set × weak × plain class with
/// `receive(on: main)`.
public final class NotificationLabelledWeakReceive {
    private let log: MatrixLog
    private let center: NotificationCenter
    private var cancellables = Set<AnyCancellable>()

    public init(environment: MatrixEnvironment) {
        log = environment.log
        center = environment.center
    }

    public func start() {
        center.publisher(for: .matrixPing)
            .receive(on: DispatchQueue.main)
            .sink( // expect: pipeline verdict=rewrite rule=notification_publisher_sink
                receiveCompletion: { [weak self] _ in self?.log.finished() },
                receiveValue: { [weak self] notification in self?.log.value(notification.object as? Int ?? 0) }
            )
            .store(in: &cancellables)
    }

    public func stop() {
        cancellables.removeAll()
    }
}

/// Notification mapped to its number × value-only sink, stored in a bag × weak × plain class
/// without `receive(on:)`: delivered during `post`, on the posting thread.
public final class NotificationMapWeakPlain {
    private let log: MatrixLog
    private let center: NotificationCenter
    private var bag: [AnyCancellable] = []

    public init(environment: MatrixEnvironment) {
        log = environment.log
        center = environment.center
    }

    public func start() {
        center.publisher(for: .matrixPing)
            .map { $0.object as? Int ?? 0 }
            .sink { [weak self] number in self?.log.value(number) } // expect: pipeline verdict=rewrite rule=notification_publisher_sink
            .store(in: &bag)
    }

    public func stop() {
        bag.removeAll()
    }
}
