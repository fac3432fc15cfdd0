import Foundation
import ScenarioDomain

/// A matrix case in a class no actor isolates: started from whichever thread calls it.
protocol PlainMatrixCase: AnyObject {
    init(environment: MatrixEnvironment)
    func start()
    func stop()
}

/// A matrix case in a `@MainActor` type.
@MainActor
protocol MainActorMatrixCase: AnyObject {
    init(environment: MatrixEnvironment)
    func start()
    func stop()
}

/// A case type of one form, with its isolation.
enum MatrixForm: @unchecked Sendable {
    case plain(any PlainMatrixCase.Type)
    case mainActor(any MainActorMatrixCase.Type)
}

/// One matrix case made and started in one form, as a test holds it. A plain case is made and
/// started on a thread of its own (`CallerThread`), a main-actor case on the main actor.
@MainActor
final class MatrixSubject {
    /// Carries the plain case to and from the caller's thread.
    private final class Carrier: @unchecked Sendable {
        var object: AnyObject?
        var deliveredDuringStart: [MatrixEntry] = []
    }

    private var object: AnyObject?
    /// What had reached the handlers when `start()` returned: synchronous delivery.
    private(set) var deliveredDuringStart: [MatrixEntry] = []

    private init(object: AnyObject) {
        self.object = object
    }

    static func started(_ form: MatrixForm, rig: MatrixRig) async -> MatrixSubject {
        let environment = rig.environment
        switch form {
        case .plain(let type):
            let carrier = Carrier()
            await CallerThread.run {
                let object = type.init(environment: environment)
                object.start()
                carrier.deliveredDuringStart = rig.entries.pending
                carrier.object = object
            }
            let subject = MatrixSubject(object: carrier.object!)
            subject.deliveredDuringStart = carrier.deliveredDuringStart
            return subject
        case .mainActor(let type):
            let object = type.init(environment: environment)
            object.start()
            let subject = MatrixSubject(object: object)
            subject.deliveredDuringStart = rig.entries.pending
            return subject
        }
    }

    /// Cancels the subscription (or the Task) the way the case's owner would: by emptying
    /// what kept it.
    func stop() {
        switch object {
        case let plain as any PlainMatrixCase: plain.stop()
        case let isolated as any MainActorMatrixCase: isolated.stop()
        default: break
        }
    }

    /// Lets go of the case; returns a weak reference that tells whether it was freed.
    func release() -> WeakReference {
        let reference = WeakReference(object)
        object = nil
        return reference
    }
}

final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }

    var isFreed: Bool { object == nil }
}
