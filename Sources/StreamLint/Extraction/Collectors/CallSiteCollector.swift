import SwiftSyntax

/// Where methods are called (`loadData()`, `viewModel.loadData()`) or handed on by name
/// (`#selector(loadData)`, `subscribe(onNext: self.loadData)`), so that the module index can
/// tell a method run once per object (from `init` or `viewDidLoad`) from one run again and
/// again. Read from tokens, so that members the walk skips (they hold no reactive word, and a
/// call of `loadData()` needs none) still count.
enum CallSiteCollector {
    static func visit(_ token: TokenSyntax, in extractor: FactExtractor) {
        // Most tokens are neither called nor handed on: the byte after the token tells, before
        // its kind or text is formed or any node above it is built. Only calls without
        // arguments are read: a method that takes some is not a one-time trigger
        // (`ModuleIndex.runOnceHook` finds no call).
        guard case let end = token.endPositionBeforeTrailingTrivia.utf8Offset, let next = extractor.lines.byte(at: end),
              (next == UInt8(ascii: "(") && extractor.lines.byte(at: end + 1) == UInt8(ascii: ")"))
                  || next == UInt8(ascii: ")") || next == UInt8(ascii: ","),
              let first = extractor.lines.byte(at: token.positionAfterSkippingLeadingTrivia.utf8Offset),
              (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first >= 0x80,
              case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
              let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id
        else { return }
        var expression = Syntax(reference)
        var onSelf = true
        var receiver: String?
        if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
            // `loadData` in `loadData.count` is read, not called.
            guard member.declName.id == reference.id else { return }
            expression = Syntax(member)
            let base = member.base.map(ChainFlattener.unwrap)
            onSelf = base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                || base?.is(SuperExprSyntax.self) == true
            if !onSelf, let base {
                let path = ChainFlattener.flatten(base)
                let names = path.first?.name == "self" ? Array(path.dropFirst()) : path
                if names.count == 1, let only = names.first, !only.isCall { receiver = only.name }
            }
        }
        let handedOn: Bool
        if let call = expression.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
            handedOn = false
        } else if expression.parent?.is(LabeledExprSyntax.self) == true {
            handedOn = true
        } else {
            return
        }
        let typeName = extractor.contexts.qualifiedTypeName
        let placement = RepetitionReader.placement(of: expression)
        if handedOn || placement.mayRepeat {
            // Who calls it again does not matter: once is enough to say it may run again.
            let site = CallSiteFact(name: name, typeName: typeName, onSelf: onSelf, receiver: receiver, functionName: nil, mayRepeat: true)
            if extractor.repeatedCallSites.insert(site).inserted { extractor.facts.callSites.append(site) }
            return
        }
        extractor.facts.callSites.append(
            CallSiteFact(
                name: name, typeName: typeName, onSelf: onSelf, receiver: receiver,
                functionName: placement.takesArguments ? nil : placement.functionName,
                mayRepeat: false))
    }
}
