import SwiftSyntax

/// The name a closure gives its first parameter (`promise` in `{ promise in … }`, the
/// internal name in `{ (_ value: Int) in … }`), or nil when it declares none and uses `$0`.
public enum ClosureParameters {
    public static func firstName(_ closure: ClosureExprSyntax) -> String? {
        nameTokens(closure).first?.text
    }

    /// Every parameter's name token (the internal name where there are two); none for a
    /// closure without a signature.
    static func nameTokens(_ closure: ClosureExprSyntax) -> [TokenSyntax] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): parameters.map(\.name)
        case .parameterClause(let clause): clause.parameters.map { $0.secondName ?? $0.firstName }
        case nil: []
        }
    }
}
