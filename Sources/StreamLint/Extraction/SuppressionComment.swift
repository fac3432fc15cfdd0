/// The text of one `// streamlint:<directive> rule_id … [- reason]` comment, split into its
/// parts. Comments that do not start with `streamlint:` are not directives.
struct SuppressionComment: Equatable {
    var directive: String
    var ruleIDs: [String]
    var reason: String?

    static let marker = "streamlint:"

    init?(_ commentText: String) {
        guard commentText.hasPrefix("//") else { return nil }
        let body = commentText.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(Self.marker) else { return nil }
        let words = body.dropFirst(Self.marker.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let directive = words.first else {
            self.init(directive: "", ruleIDs: [], reason: nil)
            return
        }
        let rest = words.dropFirst()
        let dash = rest.firstIndex(of: "-")
        let ids = rest[..<(dash ?? rest.endIndex)].map(String.init)
        let reason = dash.map { rest[rest.index(after: $0)...].joined(separator: " ") }
        self.init(directive: String(directive), ruleIDs: ids, reason: reason.flatMap { $0.isEmpty ? nil : $0 })
    }

    init(directive: String, ruleIDs: [String], reason: String?) {
        self.directive = directive
        self.ruleIDs = ruleIDs
        self.reason = reason
    }
}
