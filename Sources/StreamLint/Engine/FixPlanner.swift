import Foundation
import SwiftParser
import SwiftSyntax

/// A rule that can offer a rewrite for its findings.
public protocol FixableRule: Rule {
    /// The rewrite for `finding`, optionally a safer fallback (see `Finding.alternativeFix`).
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions
    /// Whether the rule fixes anything under this run's settings (`prefer: async-algorithms`
    /// turns some on); files whose findings no rule fixes are not read again for fixes.
    func offersFixes(in context: RuleContext) -> Bool
}

extension FixableRule {
    public func offersFixes(in context: RuleContext) -> Bool { true }
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

/// Builds fixes for findings of fixable rules from the trees the scan kept, so a file is not
/// read or parsed again to be fixed (unless its tree was over the scan's budget).
public struct FixPlanner {
    public var rules: [String: any FixableRule]
    public var reader: SourceReader
    public var root: String

    public init(rules: [any FixableRule], reader: SourceReader = SourceReader(), root: String) {
        var byID: [String: any FixableRule] = [:]
        for rule in rules { byID[rule.description.id] = rule }
        self.rules = byID
        self.reader = reader
        self.root = root
    }

    /// The findings with their fixes, and the text of every file that got one: what `fix`
    /// rewrites.
    public func attachFixes(
        to findings: [Finding], kept: [String: ParsedSourceFile], scannedHashes: [String: ContentHash],
        context: RuleContext
    ) -> (findings: [Finding], sources: [String: SourceFile]) {
        let fixableFiles = Set(findings.filter { rules[$0.ruleID]?.offersFixes(in: context) == true }.map(\.file))
        guard !fixableFiles.isEmpty else { return (findings, [:]) }
        var parsed = kept.filter { fixableFiles.contains($0.key) }
        for file in fixableFiles where parsed[file] == nil {
            let path = (root as NSString).appendingPathComponent(file)
            // Read again only past the tree budget; a file that changed, became a pipe or grew
            // past the limit since the scan simply gets no fix.
            guard case .success(let source) = reader.load(SourceFileReference(absolutePath: path, displayPath: file)),
                  source.contentHash == scannedHashes[file]
            else { continue }
            parsed[file] = ParsedSourceFile(source: source, tree: reader.parse(source))
        }
        // Walked once per file, not once per fix.
        let awaitedInFile = parsed.mapValues { Set(FixGuard.awaitedNames(in: Syntax($0.tree))) }
        let withFixes = findings.map { finding in
            guard let rule = rules[finding.ruleID], rule.offersFixes(in: context), let file = parsed[finding.file] else { return finding }
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
        var sources: [String: SourceFile] = [:]
        for finding in withFixes where finding.fix != nil || finding.fallbackFix != nil || finding.alternativeFix != nil {
            sources[finding.file] = parsed[finding.file]?.source
        }
        return (withFixes, sources)
    }
}
