import StreamLint

/// `@Published` whose projection nobody reads only serves SwiftUI's observation, which
/// `@Observable` does without Combine.
struct PublishedWithoutSubscribersRule: DeclarationRule {
    static let description = RuleDescription(
        id: "published_without_subscribers", name: "@Published without subscribers", verdict: .rewrite,
        defaultSeverity: .note,
        summary: "`@Published var x` whose publisher `$x` is never read in the module.",
        rationale: """
            Nothing subscribes to `$x`, so the property is published only for `ObservableObject`'s \
            change notifications. Under the Observation framework (iOS 17+, macOS 14+) the class \
            becomes `@Observable` and the property a plain `var`; SwiftUI tracks it without Combine. \
            Below that deployment target, keep `@Published`.
            """,
        triggeringExamples: [Example("final class Model: ObservableObject { @Published var ↓title = \"\" }  // $title never read")],
        nonTriggeringExamples: [
            Example("final class Model: ObservableObject { @Published var query = \"\"; init() { $query.sink { print($0) }.store(in: &bag) } }"),
            Example("@Observable final class Model { var title = \"\" }"),
        ])

    func check(in context: RuleContext) -> [DeclarationMatch] {
        let index = context.index
        let tooOld = context.deploymentTarget.map { $0.platform == "iOS" && $0.major < 17 } ?? false
        return index.allProperties
            .filter { $0.isPublished && !index.projectedReads.contains($0.name) }
            .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
            .map { property in
                var message = "Nothing reads `$\(property.name)`: under `@Observable` (iOS 17+) this can be a plain stored property."
                if tooOld, let target = context.deploymentTarget {
                    message += " Not yet: the deployment target is \(target)."
                }
                return DeclarationMatch(
                    message: message, file: property.location.file, span: property.nameSpan,
                    fingerprintText: "\(property.typeName ?? "").\(property.name)")
            }
    }
}
