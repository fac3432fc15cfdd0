import SwiftSyntax

/// What a publisher type the module writes itself sends from: a `struct Publisher:
/// Combine.Publisher` whose `Subscription` registers a KVO observer, a notification observer
/// or a timer sends on every change, however many subscribers it has.
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
    /// it shows none or several (a reviewer could not say which drives the sends either).
    static func observedSource(in root: Syntax) -> SourceKind? {
        let visitor = RegistrationVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        return visitor.kinds.count == 1 ? visitor.kinds.first : nil
    }

    private final class RegistrationVisitor: SyntaxVisitor {
        var kinds: Set<SourceKind> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let kind = Self.registration(node) { kinds.insert(kind) }
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
