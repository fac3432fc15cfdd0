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
    /// The rewrite for `finding`, and optionally a safer fallback (see `Finding.alternativeFix`).
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> (fix: Fix?, alternative: Fix?)
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
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            parsed[file] = ParsedSourceFile(path: file, bytes: Array(data))
        }
        return findings.map { finding in
            guard let rule = rules[finding.ruleID], let file = parsed[finding.file] else { return finding }
            var fixed = finding
            (fixed.fix, fixed.alternativeFix) = rule.fixes(for: finding, in: file, context: context)
            return fixed
        }
    }
}
