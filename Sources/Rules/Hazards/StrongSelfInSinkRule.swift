import StreamLint
import SwiftSyntax

/// A subscription stored on `self` whose closure holds `self` strongly is a retain cycle:
/// neither is ever released.
struct StrongSelfInSinkRule: PipelineRule, FixableRule {
    static let description = RuleDescription(
        id: "strong_self_in_sink", name: "Strong self in stored subscription", verdict: .fix, defaultSeverity: .warning,
        summary: "A terminal closure captures `self` strongly while its cancellable or disposable is stored on `self`; or `assign(to:on: self)`.",
        rationale: """
            `self` owns the bag, the bag owns the subscription, the subscription owns the closure, \
            and the closure owns `self`: the object is never deallocated and the pipeline never \
            stops. Capture `[weak self]`, or for `@Published` properties use `assign(to: &$property)`, \
            which ties the subscription to the property's lifetime without retaining `self`.
            """,
        triggeringExamples: [
            Example("service.updates.↓sink { value in self.latest = value }.store(in: &cancellables)"),
            Example("$name.map(format).↓assign(to: \\.title, on: self).store(in: &cancellables)"),
            Example("relay.↓subscribe(onNext: { self.render($0) }).disposed(by: disposeBag)"),
        ],
        nonTriggeringExamples: [
            Example("service.updates.sink { [weak self] in self?.latest = $0 }.store(in: &cancellables)"),
            Example("relay.subscribe(with: self, onNext: { owner, value in owner.render(value) }).disposed(by: disposeBag)"),
            Example("$name.map(format).assign(to: &$title)"),
        ],
        corrections: [
            Example(
                """
                import Combine

                final class GreetingModel: ObservableObject {
                    @Published var name = ""
                    @Published var title = ""
                    private var cancellables = Set<AnyCancellable>()

                    init() {
                        $name.map { "Hello, \\($0)" }.↓assign(to: \\.title, on: self).store(in: &cancellables)
                    }
                }
                """,
                corrected: """
                    import Combine

                    final class GreetingModel: ObservableObject {
                        @Published var name = ""
                        @Published var title = ""
                        private var cancellables = Set<AnyCancellable>()

                        init() {
                            $name.map { "Hello, \\($0)" }.assign(to: &$title)
                        }
                    }
                    """),
            Example(
                """
                import Combine

                final class FeedModel {
                    var latest: Int?
                    private var cancellables = Set<AnyCancellable>()

                    init(service: FeedService) {
                        service.updates.↓sink { value in self.latest = value }.store(in: &cancellables)
                    }
                }
                """,
                corrected: """
                    import Combine

                    final class FeedModel {
                        var latest: Int?
                        private var cancellables = Set<AnyCancellable>()

                        init(service: FeedService) {
                            service.updates.sink { [weak self] value in guard let self else { return }; self.latest = value }.store(in: &cancellables)
                        }
                    }
                    """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let terminal = pipeline.pipeline.terminal
        guard terminal.retainsItsOwner else { return nil }
        if terminal.assignsOnObject {
            return RuleMatch(
                message: "`assign(to:on: self)` retains `self` while `self` keeps the subscription: "
                    + "use `assign(to: &$\(terminal.selfMembersTouched.first ?? "property"))` for an @Published property, or a sink with `[weak self]`.")
        }
        let bag = terminal.retention.target.map { " in `\($0)`" } ?? ""
        return RuleMatch(
            message: "\(RuleText.terminal(pipeline.pipeline)) captures `self` strongly and its subscription is kept\(bag) on `self`: "
                + "a retain cycle. Capture `[weak self]`.")
    }

    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        guard let pipeline = finding.pipeline, let terminal = FixSyntax.terminal(of: finding, in: file),
              let call = terminal.call
        else { return .none }
        if pipeline.terminal.name == "assign" {
            return FixOptions(fix: assignToPublishedFix(pipeline, call: call, context: context))
        }
        return FixOptions(fix: weakSelfFix(call))
    }

    /// `assign(to: \.title, on: self).store(in: &bag)` → `assign(to: &$title)`: the
    /// subscription then lives as long as the `@Published` property, and retains nothing.
    private func assignToPublishedFix(_ pipeline: Pipeline, call: FunctionCallExprSyntax, context: RuleContext) -> Fix? {
        guard let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
              keyPath.components.count == 1,
              let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
              context.index.properties(named: property).contains(where: { $0.isPublished && $0.typeName == pipeline.context.typeName }),
              pipeline.terminal.retention.kind == .store,
              let store = call.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
        else {
            return nil
        }
        let arguments = call.leftParen.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? 0
        let argumentsEnd = call.rightParen.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? 0
        let storeStart = call.endPositionBeforeTrailingTrivia.utf8Offset
        let storeEnd = store.endPositionBeforeTrailingTrivia.utf8Offset
        guard arguments > 0, argumentsEnd > arguments else { return nil }
        return Fix(
            description: "Use `assign(to: &$\(property))`, which does not retain `self`", applicability: .safe,
            edits: [
                TextEdit(startOffset: arguments, endOffset: argumentsEnd, replacement: "(to: &$\(property))"),
                TextEdit(startOffset: storeStart, endOffset: storeEnd, replacement: ""),
            ])
    }

    /// Adds `[weak self]` and `guard let self else { return }` to every closure of the
    /// terminal that uses `self` strongly. Unsafe: the closure now does nothing once `self`
    /// is gone, which is the point, but callers may have relied on the work happening.
    private func weakSelfFix(_ call: FunctionCallExprSyntax) -> Fix? {
        var edits: [TextEdit] = []
        for closure in FixSyntax.closures(of: call) where Self.usesSelfStrongly(closure) {
            edits.append(contentsOf: Self.weakSelfEdits(closure))
        }
        guard !edits.isEmpty else { return nil }
        return Fix(description: "Capture `[weak self]` and unwrap it with `guard let self`", applicability: .unsafe, edits: edits)
    }

    private static func usesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        if let items = closure.signature?.capture?.items,
           items.contains(where: { $0.name.text == "self" && $0.specifier != nil })
        {
            return false
        }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }

    private static func weakSelfEdits(_ closure: ClosureExprSyntax) -> [TextEdit] {
        var edits: [TextEdit] = []
        let guardStatement = "guard let self else { return }"
        let firstStatement = closure.statements.first
        let isMultiline = firstStatement?.leadingTrivia.contains(where: \.isNewline) ?? false
        if let signature = closure.signature {
            if let capture = signature.capture {
                if let explicitSelf = capture.items.first(where: { $0.name.text == "self" || $0.initializer?.value.trimmedDescription == "self" }) {
                    let start = explicitSelf.positionAfterSkippingLeadingTrivia.utf8Offset
                    edits.append(TextEdit(startOffset: start, endOffset: start, replacement: "weak "))
                } else {
                    let start = capture.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(TextEdit(startOffset: start, endOffset: start, replacement: "weak self, "))
                }
            } else {
                let start = signature.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(TextEdit(startOffset: start, endOffset: start, replacement: "[weak self] "))
            }
        } else {
            let start = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(startOffset: start, endOffset: start, replacement: " [weak self] in"))
        }
        guard let firstStatement else { return edits }
        let statementStart = firstStatement.positionAfterSkippingLeadingTrivia.utf8Offset
        let separator = isMultiline ? FixSyntax.lastLineBreak(in: firstStatement.leadingTrivia) : "; "
        edits.append(TextEdit(startOffset: statementStart, endOffset: statementStart, replacement: guardStatement + separator))
        return edits
    }
}
