import StreamLint
import SwiftSyntax

/// `@Published` whose projection nobody reads only serves SwiftUI's observation, which
/// `@Observable` does without Combine.
struct PublishedWithoutSubscribersRule: DeclarationRule, FixableRule {
    static let description = RuleDescription(
        id: "published_without_subscribers", name: "@Published without subscribers", verdict: .rewrite,
        defaultSeverity: .note,
        summary: "`@Published var x` whose publisher `$x` is never read in the module.",
        rationale: """
            Nothing subscribes to `$x`, so the property is published only for `ObservableObject`'s \
            change notifications. Under the Observation framework (iOS 17+, macOS 14+) the class \
            becomes `@Observable` and the property a plain `var`; SwiftUI tracks it without Combine. \
            Below that deployment target, keep `@Published`. The fix moves the whole class when \
            nothing subscribes to any of its properties: `@Observable` on the class, no \
            `ObservableObject` or `@Published`, `@ObservationIgnored` on its other stored `var`s (they \
            never told SwiftUI of changes, and must not start), and every view that watches it \
            (`@ObservedObject` → plain or `@Bindable`, `@StateObject` → `@State`) in the same run — all \
            of them or none. It is unsafe with `deployment_target` set to iOS 17, macOS 14 or later \
            (manual without one), and manual for a public class. Not seen: code that needs the class \
            to be an `ObservableObject` some other way (a generic `T: ObservableObject`, a subclass \
            in a file with nothing reactive) — `fix --verify` catches what then fails to build.
            """,
        triggeringExamples: [Example("final class Model: ObservableObject { @Published var ↓title = \"\" }  // $title never read")],
        nonTriggeringExamples: [
            Example("final class Model: ObservableObject { @Published var query = \"\"; init() { $query.sink { print($0) }.store(in: &bag) } }"),
            Example("@Observable final class Model { var title = \"\" }"),
        ],
        corrections: [
            Example(
                """
                import Combine
                import SwiftUI

                final class Model: ObservableObject {
                    @Published var ↓title = ""
                    var drafts = 0
                }

                struct TitleView: View {
                    ↓@StateObject private var model = Model()
                    var body: some View { Text(model.title) }
                }
                """,
                fileName: "TitleView.swift", extraFiles: [".streamlint.yml": "deployment_target: iOS 17\n"],
                corrected: """
                    import Combine
                    import SwiftUI
                    import Observation

                    @Observable
                    final class Model {
                        var title = ""
                        @ObservationIgnored var drafts = 0
                    }

                    struct TitleView: View {
                        @State private var model = Model()
                        var body: some View { Text(model.title) }
                    }
                    """),
        ])

    func check(in context: RuleContext) -> [DeclarationMatch] {
        let index = context.index
        let tooOld = isTooOld(context.deploymentTarget)
        var matches: [DeclarationMatch] = []
        let unread = index.allProperties
            .filter { $0.isPublished && !index.projectedReads.contains($0.name) }
            .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
        var typesSeen: Set<String> = []
        for property in unread {
            var message = "Nothing reads `$\(property.name)`: under `@Observable` (iOS 17+) this can be a plain stored property."
            if tooOld, let target = context.deploymentTarget {
                message += " Not yet: the deployment target is \(target)."
            }
            // The class moves as a whole; what stops it is said once, on its first property.
            if !tooOld, let typeName = property.typeName.map(ModuleIndex.simpleName), typesSeen.insert(typeName).inserted,
               ObservableMigration.publishedProperties(of: typeName, in: index).first?.nameSpan == property.nameSpan
            {
                if let blocker = ObservableMigration.blocker(forType: typeName, in: index) {
                    message += " `\(typeName)` cannot become `@Observable` as it is: \(blocker)."
                } else {
                    matches += useMatches(of: typeName, in: index)
                }
            }
            matches.append(
                DeclarationMatch(
                    message: message, file: property.location.file, span: property.nameSpan,
                    fingerprintText: "\(property.typeName ?? "").\(property.name)"))
        }
        return matches
    }

    /// Each SwiftUI wrapper watching a class that can move: its own finding, so that its file
    /// gets its edit in the same run as the class.
    private func useMatches(of typeName: String, in index: ModuleIndex) -> [DeclarationMatch] {
        ObservableMigration.uses(of: typeName, in: index).map { use in
            let becomes = ObservableMigration.replacementInWords(for: use, of: typeName)
            return DeclarationMatch(
                message: "`@\(use.wrapper.rawValue) var \(use.propertyName)` watches `\(typeName)`, which can become `@Observable`: then this is \(becomes).",
                file: use.location.file, span: use.attributeSpan, fingerprintText: "\(use.propertyName) watches \(typeName)")
        }
    }

    /// The class's rewrite hangs on its first published property's finding; each watching view's
    /// on its own. They need each other (`requires`), so a run applies all of them or none.
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        let index = context.index
        if let use = index.observedObjectUse(inFile: finding.file, at: finding.span.startOffset), let typeName = use.observedType {
            // `_model = StateObject(wrappedValue: …)` in an initializer would need its own edit.
            guard let attribute = file.token(at: finding.span.startOffset)?.parent?.as(AttributeSyntax.self),
                  !ObservableMigration.buildsWrapperByHand(use.wrapper, in: file)
            else { return .none }
            let replacement = ObservableMigration.replacement(for: use, of: typeName, in: file)
            return FixOptions(
                fix: Fix(
                    description: "Watch `\(typeName)` as an `@Observable` class: \(replacement.map { "`\($0)`" } ?? "no wrapper")",
                    applicability: applicability(context) ?? .manual,
                    edits: [ObservableMigration.useEdit(attribute, becoming: replacement)],
                    requires: [ObservableMigration.observableCapability(typeName)],
                    provides: [ObservableMigration.useCapability(use)]))
        }
        guard let property = index.publishedProperty(inFile: finding.file, at: finding.span.startOffset),
              property.nameSpan == finding.span, let typeName = property.typeName.map(ModuleIndex.simpleName),
              ObservableMigration.publishedProperties(of: typeName, in: index).first?.nameSpan == property.nameSpan,
              ObservableMigration.blocker(forType: typeName, in: index) == nil,
              var applicability = applicability(context),
              let declaration = enclosingClass(of: finding, in: file),
              let edits = ObservableMigration.classEdits(declaration, in: file)
        else { return .none }
        var description = "Make `\(typeName)` `@Observable`: drop `ObservableObject` and `@Published`, mark its other stored `var`s `@ObservationIgnored`"
        // Code in other modules may watch a public class, subscribe to it or send its `objectWillChange`.
        if declaration.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) {
            applicability = .manual
            description += " (by hand: it is public, and other modules may watch it)"
        }
        if applicability == .manual, context.deploymentTarget == nil {
            description += " (set `deployment_target` to iOS 17, macOS 14 or later to apply it)"
        }
        return FixOptions(
            fix: Fix(
                description: description, applicability: applicability, edits: edits,
                requires: ObservableMigration.uses(of: typeName, in: index).map(ObservableMigration.useCapability),
                provides: [ObservableMigration.observableCapability(typeName)]))
    }

    /// `unsafe` when the deployment target has Observation (a view that watches the class
    /// another way, such as a generic `T: ObservableObject`, is not seen); `manual` when the
    /// target is not configured; nil when it is too old.
    private func applicability(_ context: RuleContext) -> Fix.Applicability? {
        guard let target = context.deploymentTarget else { return .manual }
        return isTooOld(target) ? nil : .unsafe
    }

    private func isTooOld(_ target: DeploymentTarget?) -> Bool {
        guard let target, let first = ObservableMigration.firstObservationRelease[target.platform] else { return false }
        return target.major < first
    }

    private func enclosingClass(of finding: Finding, in file: ParsedSourceFile) -> ClassDeclSyntax? {
        var node = file.token(at: finding.span.startOffset).map(Syntax.init)
        while let current = node {
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}
