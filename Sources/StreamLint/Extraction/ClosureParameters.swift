import SwiftSyntax

/// The name a closure gives its first parameter (`promise` in `{ promise in … }`, the
/// internal name in `{ (_ value: Int) in … }`), or nil when it declares none and uses `$0`.
public enum ClosureParameters {
    public static func firstName(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): return parameters.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }
}
