import ScenarioAfter
import ScenarioBefore
import Testing

/// Where a matrix case's value comes from, and so how a test makes it come.
enum MatrixSource: Sendable {
    /// `Just(n)`: delivered as the case starts.
    case just(Int)
    /// A `Future` (or a publisher function built on one) over `ControlledNumberService`.
    case service
    /// A `Future { Task { … } }` over `ControlledNumberClient`.
    case client
    /// A `dataTaskPublisher` request to `StubTransport`, path `/number`.
    case transport
    /// `publisher(for: .matrixPing)` on the rig's own notification center.
    case notification
}

enum MatrixCapture: Sendable {
    case weak
    /// `self` captured strongly while `self` keeps the subscription (the hazard), or
    /// `assign(to:on: self)`.
    case strong
    case unowned
    /// No capture list and no `self`: the handler holds the log itself.
    case none
}

/// One cell of the rewrite matrix, with what its `Before/` form does; the tests check that the
/// `After/` form does the same, except where a field says the forms differ on purpose.
struct MatrixCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: MatrixSource
    var capture: MatrixCapture
    /// Whether the handlers run on the main actor, before and after the rewrite. They differ
    /// only where the old code broke its type's isolation (a `@MainActor` type without a hop
    /// got the value on the service's thread); the Task keeps the type's actor.
    var onMainActor: (before: Bool, after: Bool)
    /// The completion handler reports a failure.
    var reportsFailure = false
    /// The completion handler reports `.finished` too.
    var reportsFinished = false
    /// A source that answers at once is delivered before `start()` (or `post`) returns.
    var synchronous = false
    /// The one difference the matrix accepts: in a `@MainActor` type without a hop, where the
    /// source answered at once, the rewritten Task delivers on the main actor, later (see the
    /// README's matrix section). Outside the main actor that rewrite is `manual` instead.
    var taskDeliversLater = false
    /// `fix --unsafe` leaves the pipeline as it was (a `FIXME(streamlint)` marker at most).
    var leftAlone = false
    var before: MatrixForm
    var after: MatrixForm

    var testDescription: String { name }

    func form(_ implementation: Implementation) -> MatrixForm {
        implementation == .before ? before : after
    }

    func onMainActor(_ implementation: Implementation) -> Bool {
        implementation == .before ? onMainActor.before : onMainActor.after
    }

    /// The value the case delivers on success.
    var value: Int {
        if case .just(let value) = source { return value }
        return 42
    }

    /// A case of one name in both modules.
    init(
        _ name: String, _ source: MatrixSource, _ capture: MatrixCapture, onMainActor: (before: Bool, after: Bool),
        reportsFailure: Bool = false, reportsFinished: Bool = false, synchronous: Bool = false,
        taskDeliversLater: Bool = false, leftAlone: Bool = false, before: MatrixForm, after: MatrixForm
    ) {
        self.name = name
        self.source = source
        self.capture = capture
        self.onMainActor = onMainActor
        self.reportsFailure = reportsFailure
        self.reportsFinished = reportsFinished
        self.synchronous = synchronous
        self.taskDeliversLater = taskDeliversLater
        self.leftAlone = leftAlone
        self.before = before
        self.after = after
    }
}

extension MatrixCase {
    static let all: [MatrixCase] = just + future + futureOverTask + dataTask + publisherFunction + notification + singleLike

    static let just: [MatrixCase] = [
        .init("JustValueWeakPlain", .just(1), .weak, onMainActor: (false, false), synchronous: true,
              before: .plain(ScenarioBefore.JustValueWeakPlain.self), after: .plain(ScenarioAfter.JustValueWeakPlain.self)),
        .init("JustValueStrongPlain", .just(2), .strong, onMainActor: (false, false), synchronous: true,
              before: .plain(ScenarioBefore.JustValueStrongPlain.self), after: .plain(ScenarioAfter.JustValueStrongPlain.self)),
        .init("JustValueUnownedPlain", .just(3), .unowned, onMainActor: (false, false), synchronous: true,
              before: .plain(ScenarioBefore.JustValueUnownedPlain.self), after: .plain(ScenarioAfter.JustValueUnownedPlain.self)),
        .init("JustValueNoCapturePlain", .just(4), .none, onMainActor: (false, false), synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.JustValueNoCapturePlain.self), after: .plain(ScenarioAfter.JustValueNoCapturePlain.self)),
        .init("JustLabelledWeakMainActor", .just(5), .weak, onMainActor: (true, true), reportsFinished: true, synchronous: true,
              leftAlone: true,
              before: .mainActor(ScenarioBefore.JustLabelledWeakMainActor.self),
              after: .mainActor(ScenarioAfter.JustLabelledWeakMainActor.self)),
        .init("JustTrailingWeakPlain", .just(6), .weak, onMainActor: (false, false), synchronous: true,
              before: .plain(ScenarioBefore.JustTrailingWeakPlain.self), after: .plain(ScenarioAfter.JustTrailingWeakPlain.self)),
        .init("JustAssignPlain", .just(7), .strong, onMainActor: (false, false), synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.JustAssignPlain.self), after: .plain(ScenarioAfter.JustAssignPlain.self)),
        .init("JustReceiveOnMainWeakPlain", .just(8), .weak, onMainActor: (true, true),
              before: .plain(ScenarioBefore.JustReceiveOnMainWeakPlain.self),
              after: .plain(ScenarioAfter.JustReceiveOnMainWeakPlain.self)),
        .init("JustValueWeakMainActor", .just(9), .weak, onMainActor: (true, true), synchronous: true,
              before: .mainActor(ScenarioBefore.JustValueWeakMainActor.self),
              after: .mainActor(ScenarioAfter.JustValueWeakMainActor.self)),
    ]

    static let future: [MatrixCase] = [
        .init("FutureLabelledWeakMainActor", .service, .weak, onMainActor: (false, true), reportsFailure: true, synchronous: true, taskDeliversLater: true,
              before: .mainActor(ScenarioBefore.FutureLabelledWeakMainActor.self),
              after: .mainActor(ScenarioAfter.FutureLabelledWeakMainActor.self)),
        .init("FutureTrailingWeakReceive", .service, .weak, onMainActor: (true, true), reportsFailure: true,
              before: .plain(ScenarioBefore.FutureTrailingWeakReceive.self), after: .plain(ScenarioAfter.FutureTrailingWeakReceive.self)),
        .init("FutureLabelledStrongPlain", .service, .strong, onMainActor: (false, false), reportsFailure: true, synchronous: true,
              before: .plain(ScenarioBefore.FutureLabelledStrongPlain.self), after: .plain(ScenarioAfter.FutureLabelledStrongPlain.self)),
        .init("FutureTrailingUnownedMainActor", .service, .unowned, onMainActor: (true, true), reportsFailure: true,
              reportsFinished: true,
              before: .mainActor(ScenarioBefore.FutureTrailingUnownedMainActor.self),
              after: .mainActor(ScenarioAfter.FutureTrailingUnownedMainActor.self)),
        .init("FutureValueNoCapturePlain", .service, .none, onMainActor: (false, false), synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.FutureValueNoCapturePlain.self), after: .plain(ScenarioAfter.FutureValueNoCapturePlain.self)),
        .init("FutureAssignMainActor", .service, .strong, onMainActor: (true, true), leftAlone: true,
              before: .mainActor(ScenarioBefore.FutureAssignMainActor.self), after: .mainActor(ScenarioAfter.FutureAssignMainActor.self)),
    ]

    static let futureOverTask: [MatrixCase] = [
        .init("FutureTaskLabelledWeakMainActor", .client, .weak, onMainActor: (true, true), reportsFailure: true,
              before: .mainActor(ScenarioBefore.FutureTaskLabelledWeakMainActor.self), after: .mainActor(ScenarioAfter.FutureTaskLabelledWeakMainActor.self)),
        .init("FutureTaskTrailingStrongReceive", .client, .strong, onMainActor: (true, true), reportsFailure: true,
              before: .plain(ScenarioBefore.FutureTaskTrailingStrongReceive.self), after: .plain(ScenarioAfter.FutureTaskTrailingStrongReceive.self)),
        .init("FutureTaskLabelledUnownedPlain", .client, .unowned, onMainActor: (false, false), reportsFailure: true, reportsFinished: true,
              before: .plain(ScenarioBefore.FutureTaskLabelledUnownedPlain.self), after: .plain(ScenarioAfter.FutureTaskLabelledUnownedPlain.self)),
        .init("FutureTaskLabelledNoCaptureMainActor", .client, .none, onMainActor: (false, true), reportsFailure: true,
              before: .mainActor(ScenarioBefore.FutureTaskLabelledNoCaptureMainActor.self), after: .mainActor(ScenarioAfter.FutureTaskLabelledNoCaptureMainActor.self)),
        .init("FutureTaskTrailingWeakPlain", .client, .weak, onMainActor: (false, false), reportsFailure: true,
              before: .plain(ScenarioBefore.FutureTaskTrailingWeakPlain.self), after: .plain(ScenarioAfter.FutureTaskTrailingWeakPlain.self)),
    ]

    static let dataTask: [MatrixCase] = [
        .init("DataTaskLabelledWeakMainActor", .transport, .weak, onMainActor: (true, true), reportsFailure: true,
              before: .mainActor(ScenarioBefore.DataTaskLabelledWeakMainActor.self), after: .mainActor(ScenarioAfter.DataTaskLabelledWeakMainActor.self)),
        .init("DataTaskTrailingStrongReceive", .transport, .strong, onMainActor: (true, true), reportsFailure: true,
              before: .plain(ScenarioBefore.DataTaskTrailingStrongReceive.self), after: .plain(ScenarioAfter.DataTaskTrailingStrongReceive.self)),
        .init("DataTaskDirectLabelledWeakPlain", .transport, .weak, onMainActor: (false, false), reportsFailure: true, leftAlone: true,
              before: .plain(ScenarioBefore.DataTaskDirectLabelledWeakPlain.self), after: .plain(ScenarioAfter.DataTaskDirectLabelledWeakPlain.self)),
        .init("DataTaskDirectTrailingUnownedMainActor", .transport, .unowned, onMainActor: (true, true), reportsFailure: true, reportsFinished: true, leftAlone: true,
              before: .mainActor(ScenarioBefore.DataTaskDirectTrailingUnownedMainActor.self), after: .mainActor(ScenarioAfter.DataTaskDirectTrailingUnownedMainActor.self)),
        .init("DataTaskLabelledNoCaptureReceive", .transport, .none, onMainActor: (true, true), reportsFailure: true,
              before: .plain(ScenarioBefore.DataTaskLabelledNoCaptureReceive.self), after: .plain(ScenarioAfter.DataTaskLabelledNoCaptureReceive.self)),
    ]

    static let publisherFunction: [MatrixCase] = [
        .init("FunctionLabelledWeakMainActor", .service, .weak, onMainActor: (true, true), reportsFailure: true,
              before: .mainActor(ScenarioBefore.FunctionLabelledWeakMainActor.self), after: .mainActor(ScenarioAfter.FunctionLabelledWeakMainActor.self)),
        .init("FunctionTrailingWeakReceive", .service, .weak, onMainActor: (true, true), reportsFailure: true,
              before: .plain(ScenarioBefore.FunctionTrailingWeakReceive.self), after: .plain(ScenarioAfter.FunctionTrailingWeakReceive.self)),
        .init("FunctionLabelledStrongPlain", .service, .strong, onMainActor: (false, false), reportsFailure: true, synchronous: true,
              before: .plain(ScenarioBefore.FunctionLabelledStrongPlain.self), after: .plain(ScenarioAfter.FunctionLabelledStrongPlain.self)),
        .init("FunctionTrailingUnownedPlain", .service, .unowned, onMainActor: (false, false), reportsFailure: true, reportsFinished: true, synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.FunctionTrailingUnownedPlain.self), after: .plain(ScenarioAfter.FunctionTrailingUnownedPlain.self)),
        .init("FunctionValueNoCaptureMainActor", .service, .none, onMainActor: (true, true),
              before: .mainActor(ScenarioBefore.FunctionValueNoCaptureMainActor.self), after: .mainActor(ScenarioAfter.FunctionValueNoCaptureMainActor.self)),
        .init("FunctionAssignReceive", .service, .strong, onMainActor: (true, true), leftAlone: true,
              before: .plain(ScenarioBefore.FunctionAssignReceive.self), after: .plain(ScenarioAfter.FunctionAssignReceive.self)),
    ]

    static let notification: [MatrixCase] = [
        .init("NotificationValueWeakMainActor", .notification, .weak, onMainActor: (true, true),
              before: .mainActor(ScenarioBefore.NotificationValueWeakMainActor.self), after: .mainActor(ScenarioAfter.NotificationValueWeakMainActor.self)),
        .init("NotificationValueStrongReceive", .notification, .strong, onMainActor: (true, true),
              before: .plain(ScenarioBefore.NotificationValueStrongReceive.self), after: .plain(ScenarioAfter.NotificationValueStrongReceive.self)),
        .init("NotificationValueUnownedPlain", .notification, .unowned, onMainActor: (false, false), synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.NotificationValueUnownedPlain.self), after: .plain(ScenarioAfter.NotificationValueUnownedPlain.self)),
        .init("NotificationValueNoCaptureMainActor", .notification, .none, onMainActor: (false, true), synchronous: true, taskDeliversLater: true,
              before: .mainActor(ScenarioBefore.NotificationValueNoCaptureMainActor.self), after: .mainActor(ScenarioAfter.NotificationValueNoCaptureMainActor.self)),
        .init("NotificationLabelledWeakReceive", .notification, .weak, onMainActor: (true, true), leftAlone: true,
              before: .plain(ScenarioBefore.NotificationLabelledWeakReceive.self), after: .plain(ScenarioAfter.NotificationLabelledWeakReceive.self)),
        .init("NotificationMapWeakPlain", .notification, .weak, onMainActor: (false, false), synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.NotificationMapWeakPlain.self), after: .plain(ScenarioAfter.NotificationMapWeakPlain.self)),
    ]

    static let singleLike: [MatrixCase] = [
        .init("SingleLabelledWeakMainActor", .service, .weak, onMainActor: (true, true), reportsFailure: true,
              before: .mainActor(ScenarioBefore.SingleLabelledWeakMainActor.self), after: .mainActor(ScenarioAfter.SingleLabelledWeakMainActor.self)),
        .init("SingleTrailingStrongMainActor", .service, .strong, onMainActor: (false, true), reportsFailure: true, synchronous: true, taskDeliversLater: true,
              before: .mainActor(ScenarioBefore.SingleTrailingStrongMainActor.self), after: .mainActor(ScenarioAfter.SingleTrailingStrongMainActor.self)),
        .init("SingleLabelledUnownedReceive", .service, .unowned, onMainActor: (true, true), reportsFailure: true, reportsFinished: true,
              before: .plain(ScenarioBefore.SingleLabelledUnownedReceive.self), after: .plain(ScenarioAfter.SingleLabelledUnownedReceive.self)),
        .init("SingleTrailingNoCapturePlain", .service, .none, onMainActor: (false, false), reportsFailure: true, synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.SingleTrailingNoCapturePlain.self), after: .plain(ScenarioAfter.SingleTrailingNoCapturePlain.self)),
        .init("SingleLabelledWeakPlain", .service, .weak, onMainActor: (false, false), reportsFailure: true, synchronous: true, leftAlone: true,
              before: .plain(ScenarioBefore.SingleLabelledWeakPlain.self), after: .plain(ScenarioAfter.SingleLabelledWeakPlain.self)),
    ]
}
