import SwiftSyntax

/// `NotificationCenter.default.post(name: .didSync, object: …)`: where each notification is
/// posted and on which thread, so that observers' delivery follows from the senders.
enum NotificationPostCollector {
    static func visit(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "post",
              let name = node.arguments.first(where: { $0.label?.text == "name" }).flatMap({ lastName(of: $0.expression) })
        else { return }
        let (sending, isolatingType) = extractor.sendingThread(of: node)
        var post = NotificationPostFact(
            name: name, thread: sending.thread, threadReason: sending.reason, location: extractor.location(of: node))
        post.isolatingType = isolatingType
        extractor.facts.notificationPosts.append(post)
    }

    /// `didSync` for `.didSync`, `Notification.Name.didSync` and `didSync`.
    static func lastName(of expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
