import SwiftSyntax

/// Names read through their projection (`$query`, `self.$query`): a `@Published` property
/// whose projection nobody reads is only there for SwiftUI's observation.
enum ProjectedReadCollector {
    static func visit(_ node: MemberAccessExprSyntax, in extractor: FactExtractor) {
        let name = node.declName.baseName.text
        if name.hasPrefix("$") { extractor.facts.projectedReads.insert(String(name.dropFirst())) }
    }

    static func visit(_ node: DeclReferenceExprSyntax, in extractor: FactExtractor) {
        let name = node.baseName.text
        if name.hasPrefix("$"), name.count > 1 { extractor.facts.projectedReads.insert(String(name.dropFirst())) }
    }
}
