import SwiftSyntax

/// What a publisher type the module writes itself sends from: a `struct Publisher:
/// Combine.Publisher` whose `Subscription` registers a KVO observer, a notification observer, a control's target,
/// a timer, or makes itself a delegate or hands a closure to a handler property, sends on every change, however many
/// subscribers it has.
///
/// The type's `receive(subscriber:)` hands the work to a subscription class, often declared in
/// another extension of the same file, so the whole file is read, and only for files that
/// declare such a type (a few in a module).
enum OwnPublisherReader {
    /// Protocols a hand-written publisher or observable conforms to, as `DeclarationReader`
    /// names them (without the module qualifier).
    static let publisherProtocols: Set<String> = ["Publisher", "ObservableType"]

    static func declaresPublisher(_ type: TypeDeclarationFact) -> Bool {
        !type.isProtocol && type.inheritedTypes.contains(where: publisherProtocols.contains)
    }

    /// The observation the file's code registers, when it registers exactly one kind; nil when
    /// it shows none or several (a reviewer could not say which drives the sends either). A file
    /// that registers nothing and hands its subscriber each value from a call's completion
    /// handler that then completes it answers once: a request (`.request`).
    static func observedSource(in root: Syntax) -> SourceKind? {
        let visitor = RegistrationVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        if visitor.kinds.isEmpty { return OneAnswerVisitor.answersOnce(root) ? .request : nil }
        return visitor.kinds.count == 1 ? visitor.kinds.first : nil
    }

    /// `client.fetch(query:) { result in subscriber.receive(data); subscriber.receive(completion: .finished) }`
    /// in a subscription's `request(_:)`: every value the file hands a subscriber
    /// (`receive(_:)`) is sent once from a closure given to a call that is not a subscription or
    /// an observer, and the same path through that closure then completes the subscriber. Sends
    /// whose completion is in another branch (`case .next` beside `case .completed` of a
    /// forwarded upstream) or in a loop leave the count open.
    private final class OneAnswerVisitor: SyntaxVisitor {
        private var sends = 0
        private var open = false

        static func answersOnce(_ root: Syntax) -> Bool {
            let visitor = OneAnswerVisitor(viewMode: .sourceAccurate)
            visitor.walk(root)
            return visitor.sends > 0 && !visitor.open
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard Self.isValueSend(node) else { return .visitChildren }
            sends += 1
            if !Self.isCompletedAfter(node) { open = true }
            return .visitChildren
        }

        private static func isValueSend(_ call: FunctionCallExprSyntax) -> Bool {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  member.declName.baseName.text == "receive", call.arguments.count == 1
            else { return false }
            return call.arguments.first?.label == nil
        }

        /// The send runs at most once per request (`RepetitionReader`: no loop, no observer's or
        /// subscription's closure around it), from a closure handed to a call, and the path
        /// through that closure goes on to complete the subscriber.
        private static func isCompletedAfter(_ send: FunctionCallExprSyntax) -> Bool {
            guard !RepetitionReader.placement(of: send).mayRepeat else { return false }
            var completedOnTheWay = false
            var node = Syntax(send)
            while let parent = node.parent {
                if let statements = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                    completedOnTheWay = completedOnTheWay
                        || statements.contains { $0.position > item.position && completes($0) }
                }
                if let closure = parent.as(ClosureExprSyntax.self) {
                    return completedOnTheWay && RepetitionReader.handingCall(of: closure).call != nil
                }
                if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
                node = parent
            }
            return false
        }

        /// Whether the statement calls `receive(completion:)`.
        private static func completes(_ statement: CodeBlockItemSyntax) -> Bool {
            statement.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .identifier("completion")
                    && token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self).map { call in
                        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "receive"
                    } == true
            }
        }
    }

    private final class RegistrationVisitor: SyntaxVisitor {
        var kinds: Set<SourceKind> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let kind = Self.registration(node) { kinds.insert(kind) }
            return .visitChildren
        }

        /// `controller.delegate = self`, `monitor.pathUpdateHandler = { path in … }`: a callback
        /// the observed object calls on every change (`.ownPublisher` stands for "a callback").
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let target = elements[0].as(MemberAccessExprSyntax.self), target.base != nil
            else { return .visitChildren }
            let name = target.declName.baseName.text
            let value = ChainFlattener.unwrap(elements[2])
            if name == "delegate", value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                kinds.insert(.ownPublisher)
            } else if name.hasSuffix("Handler") || name.hasSuffix("Callback"), value.is(ClosureExprSyntax.self) {
                kinds.insert(.ownPublisher)
            }
            return .visitChildren
        }

        private static func registration(_ call: FunctionCallExprSyntax) -> SourceKind? {
            guard let name = ChainText.calledName(of: call) else { return nil }
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            let labels = call.arguments.map { $0.label?.text }
            switch name {
            case "addObserver" where labels.contains("forKeyPath"):
                return .kvo
            case "observe" where call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
                return .kvo
            case "addObserver" where labels.contains("forName") || labels.contains("name"):
                return .notification
            // `control.addTarget(self, action: #selector(fire), for: event)`, a gesture
            // recognizer's `addTarget(_:action:)`: a call back on every event.
            case "addTarget" where labels.contains("action"):
                return .controlEvent
            case "scheduledTimer", "makeTimerSource":
                return .timer
            case "init" where base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer":
                return .timer
            case "Timer" where labels.contains("timeInterval") || labels.contains("fire"):
                return .timer
            default:
                return nil
            }
        }
    }
}
