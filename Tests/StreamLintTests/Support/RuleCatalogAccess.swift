import Rules

enum RuleCatalogAccess {
    static var ruleIDs: [String] { RuleCatalog.descriptions.map(\.id) }
}
