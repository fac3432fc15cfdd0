import Foundation
import SwiftParser
import SwiftSyntax

/// A file parsed again to build fixes: rules see its tree and bytes, and find the nodes a
/// finding points to by byte offset.
public struct ParsedSourceFile {
    public let path: String
    public let bytes: [UInt8]
    public let tree: SourceFileSyntax

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// The token starting at `offset` (a finding's span start).
    public func token(at offset: Int) -> TokenSyntax? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == offset
        else { return nil }
        return token
    }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The whitespace that starts the line holding `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(start..<end)
    }
}

/// A rule that can offer a rewrite for its findings.
public protocol FixableRule: Rule {
    /// The rewrite for `finding`, optionally a safer fallback (see `Finding.alternativeFix`).
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions
}

/// What a fixable rule offers for one finding, best first.
public struct FixOptions: Sendable {
    /// The rewrite.
    public var fix: Fix?
    /// Used when `fix` needs what the run does not add (see `Finding.fallbackFix`).
    public var fallback: Fix?
    /// A safer fix (a `// FIXME` marker) for runs that do not allow `fix`'s applicability.
    public var alternative: Fix?

    public init(fix: Fix? = nil, fallback: Fix? = nil, alternative: Fix? = nil) {
        self.fix = fix
        self.fallback = fallback
        self.alternative = alternative
    }

    public static let none = FixOptions()
}

/// Builds fixes for findings of fixable rules: each file with such findings is parsed once
/// more, so the main scan never keeps syntax trees.
public struct FixPlanner {
    public var rules: [String: any FixableRule]
    public var root: String

    public init(rules: [any FixableRule], root: String) {
        var byID: [String: any FixableRule] = [:]
        for rule in rules { byID[rule.description.id] = rule }
        self.rules = byID
        self.root = root
    }

    public func attachFixes(to findings: [Finding], context: RuleContext) -> [Finding] {
        let fixableFiles = Set(findings.filter { rules[$0.ruleID] != nil }.map(\.file))
        guard !fixableFiles.isEmpty else { return findings }
        var parsed: [String: ParsedSourceFile] = [:]
        for file in fixableFiles {
            let path = (root as NSString).appendingPathComponent(file)
            // The file was linted a moment ago; if it became a pipe or grew past the limit since,
            // it simply gets no fix.
            guard case .success(let bytes) = SourceLoader.load(SourceFileReference(absolutePath: path, displayPath: file)) else { continue }
            parsed[file] = ParsedSourceFile(path: file, bytes: bytes)
        }
        // Walked once per file, not once per fix.
        let awaitedInFile = parsed.mapValues { Set(FixGuard.awaitedNames(in: Syntax($0.tree))) }
        return findings.map { finding in
            guard let rule = rules[finding.ruleID], let file = parsed[finding.file] else { return finding }
            var fixed = finding
            let awaited = awaitedInFile[finding.file] ?? []
            let isAsync = { (name: String) in context.index.asyncFunctionNames.contains(name) || awaited.contains(name) }
            let built = rule.fixes(for: finding, in: file, context: context)
            // Every fix passes the guard or is dropped; the first refusal is what the user reads.
            var refusals: [String] = []
            func guarded(_ fix: Fix?) -> Fix? {
                guard let fix else { return nil }
                if let refusal = FixGuard.refusal(for: fix, in: file, isAsync: isAsync) {
                    refusals.append(refusal)
                    return nil
                }
                return fix
            }
            fixed.fix = guarded(built.fix)
            fixed.fallbackFix = guarded(built.fallback)
            fixed.alternativeFix = guarded(built.alternative)
            fixed.fixRefusal = refusals.first
            return fixed
        }
    }
}
