import SwiftSyntax

/// What the code around a chain does with the subscription it returns.
enum RetentionReader {
    static func retention(ofTop top: ExprSyntax) -> Retention {
        var node = Syntax(top)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        guard let parent = node.parent else { return Retention(kind: .none) }

        if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let index = elements.firstIndex(where: { Syntax($0) == node }), index >= 2,
               elements[index - 1].is(AssignmentExprSyntax.self)
            {
                let target = elements[index - 2]
                if target.is(DiscardAssignmentExprSyntax.self) { return Retention(kind: .discarded) }
                return Retention(kind: .assigned, target: PipelineBuilder.targetName(target))
            }
            return Retention(kind: .none)
        }
        if let initializer = parent.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self)
        {
            if binding.pattern.is(WildcardPatternSyntax.self) { return Retention(kind: .discarded) }
            let isLocal = binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) ?? false
            return Retention(kind: isLocal ? .local : .assigned, target: binding.pattern.trimmedDescription)
        }
        if parent.is(ReturnStmtSyntax.self) { return Retention(kind: .returned) }
        if let argument = parent.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let member = ChainFlattener.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self)
        {
            if ["insert", "append", "store"].contains(member.declName.baseName.text) {
                return Retention(kind: .store, target: member.base.flatMap { PipelineBuilder.targetName($0) })
            }
            return Retention(kind: .returned)
        }
        if let element = parent.as(ArrayElementSyntax.self), element.parent?.parent?.is(ArrayExprSyntax.self) == true {
            return Retention(kind: .store)
        }
        // The only expression of a closure, function or getter body is its implicit return value.
        if parent.is(CodeBlockItemSyntax.self), let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
            let body = list.parent
            if body?.is(ClosureExprSyntax.self) == true || body?.is(AccessorBlockSyntax.self) == true
                || body?.parent?.is(FunctionDeclSyntax.self) == true || body?.parent?.is(AccessorDeclSyntax.self) == true
            {
                return Retention(kind: .returned)
            }
        }
        return Retention(kind: .none)
    }
}
