#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSyntax

/// Whether a property whose setter only its own file can call (`@Published private(set) var`)
/// is written anywhere in that file outside an initializer's own statements.
///
/// The fact walk skips members without a reactive word, and a plain `title = …` has none, so
/// the walk cannot tell; nor can other files, which the setter's access keeps out. This scanner
/// reads the whole file once for every such name. It errs towards "written": a call on the
/// property (`items.append(x)`, `items.map(f)` alike), an `inout` use, an assignment to any
/// path through it (`state.count += 1`, `model.items[0] = x`) and a key path naming it (even in
/// `init`: `assign(to: \.title, on: self)` keeps writing) all count, in any type of the file.
enum FileLocalWriteScanner {
    /// The names written somewhere other than directly in an `init` body, or given a publisher
    /// to follow (`assign(to: &$name)`) anywhere.
    static func namesWrittenOutsideInit(_ names: Set<String>, in root: Syntax, bytes: [UInt8]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let visitor = WriteVisitor(names: names, mentions: mentions(of: names, in: bytes))
        visitor.walk(root)
        return visitor.writtenOutsideInit
    }

    /// Where the names occur in the text (`$name`, `_name` and `\.name` included): statements
    /// and members without one are not looked into, which keeps this second reading of the
    /// file to the few places that matter.
    private static func mentions(of names: Set<String>, in bytes: [UInt8]) -> MatchStarts {
        var positions: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for name in names {
                let needle = Array(name.utf8)
                guard let first = needle.first else { continue }
                var offset = 0
                while offset + needle.count <= buffer.count,
                      let hit = memchr(base + offset, Int32(first), buffer.count - offset - needle.count + 1)
                {
                    let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, needle, needle.count) == 0 { positions.append(position) }
                    offset = position + 1
                }
            }
        }
        return MatchStarts(positions: positions.sorted())
    }

    /// The names an expression writes through when it is assigned to or called on: `self.a.b[0]`
    /// → `a`, `b`, `self`. `$a` stays itself: calling on a projected publisher reads it.
    static func spine(of expression: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current.map(ChainFlattener.unwrap) {
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                current = nil
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                current = nil
            }
        }
        return names
    }

    /// An initializer's own statements, not a closure made there (which may run later).
    static func isDirectlyInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(DeinitializerDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }
}

private final class WriteVisitor: SyntaxVisitor {
    let names: Set<String>
    let mentions: MatchStarts
    var writtenOutsideInit: Set<String> = []

    init(names: Set<String>, mentions: MatchStarts) {
        self.names = names
        self.mentions = mentions
        super.init(viewMode: .sourceAccurate)
    }

    private func mentionsAName(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        mentions.contains(startingIn: node.position.utf8Offset..<node.endPosition.utf8Offset) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { mentionsAName(node) }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { mentionsAName(node) }

    private func record(_ target: ExprSyntax, at node: some SyntaxProtocol, projected: Bool = false) {
        // `assign(to: &$title)` writes `title` through its publisher.
        let raw = FileLocalWriteScanner.spine(of: target)
        let spine = raw.map { projected && $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        // `_title = Published(…)` sets the wrapper's storage of `title` (or of a property
        // named `_title` itself).
        let written = Set(spine + spine.filter { $0.hasPrefix("_") }.map { String($0.dropFirst()) })
            .intersection(names).subtracting(writtenOutsideInit)
        // A publisher assigned in `init` keeps writing after it.
        let keepsWriting = projected && raw.contains { $0.hasPrefix("$") }
        guard !written.isEmpty, keepsWriting || !FileLocalWriteScanner.isDirectlyInInitializer(node) else { return }
        writtenOutsideInit.formUnion(written)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 {
            let isAssignment = element.is(AssignmentExprSyntax.self)
                || element.as(BinaryOperatorExprSyntax.self).map { Self.isCompoundAssignment($0.operator.text) } == true
            if isAssignment { record(elements[index - 1], at: node) }
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let isAssignment = node.operator.is(AssignmentExprSyntax.self)
            || node.operator.as(BinaryOperatorExprSyntax.self).map { Self.isCompoundAssignment($0.operator.text) } == true
        if isAssignment { record(node.leftOperand, at: node) }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        record(node.expression, at: node, projected: true)
        return .visitChildren
    }

    /// `assign(to: \.title, on: self)`, `\Model.title`: a key path may be a writable one,
    /// handed to code that writes through it.
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        let components = node.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
        let written = Set(components).intersection(names)
        if !written.isEmpty { writtenOutsideInit.formUnion(written) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base { record(base, at: node) }
        return .visitChildren
    }

    /// `+=`, `<<=`, `??=`: operators ending in `=` other than comparisons.
    private static func isCompoundAssignment(_ text: String) -> Bool {
        text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
