import StreamLint

/// Every rule, in the order verdict rules are asked (SPEC section 2: a stream-shaped answer
/// wins over a value-shaped one; the opaque fallback comes last).
public enum RuleCatalog {
    public static let pipelineRules: [any PipelineRule] = []

    public static let declarationRules: [any DeclarationRule] = []

    public static var descriptions: [RuleDescription] {
        pipelineRules.map(\.description) + declarationRules.map(\.description)
    }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
