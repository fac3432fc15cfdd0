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
public struct FixPlanner: Sendable {
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
    /// rewrites. Files are handled in parallel, each parsed (when the scan did not keep its
    /// tree) and dropped once its fixes are built, so memory holds a tree per core, not one per
    /// file with a finding.
    public func attachFixes(
        to findings: consuming [Finding], kept: [String: ParsedSourceFile], scannedHashes: [String: ContentHash],
        context: RuleContext, keepingSources: Bool
    ) -> (findings: [Finding], sources: [String: SourceFile]) {
        // The fixable findings are copied out, so that `findings` is changed in place at the end
        // rather than copied whole.
        var findingsByFile: [String: [(Int, Finding)]] = [:]
        for (position, finding) in findings.enumerated() where rules[finding.ruleID]?.offersFixes(in: context) == true {
            findingsByFile[finding.file, default: []].append((position, finding))
        }
        guard !findingsByFile.isEmpty else { return (findings, [:]) }
        let groups = findingsByFile
        let files = groups.keys.sorted()
        let slots = ResultSlots<FileFixes>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { number in
            let file = files[number]
            guard let parsed = kept[file] ?? parse(file, expecting: scannedHashes[file]), !parsed.tree.hasError else {
                slots.set(number, FileFixes(findings: [], source: nil))
                return
            }
            // Walked once per file, not once per fix.
            let awaited = Set(FixGuard.awaitedNames(in: Syntax(parsed.tree)))
            let fixed = groups[file, default: []].map { position, finding in
                (position, withFixes(finding, in: parsed, awaited: awaited, context: context))
            }
            let fixesAny = fixed.contains { $0.1.fix != nil || $0.1.fallbackFix != nil || $0.1.alternativeFix != nil }
            slots.set(number, FileFixes(findings: fixed, source: keepingSources && fixesAny ? parsed.source : nil))
        }
        var sources: [String: SourceFile] = [:]
        for (file, fileFixes) in zip(files, slots.values) {
            guard let fileFixes else { continue }
            for (position, finding) in fileFixes.findings { findings[position] = finding }
            if let source = fileFixes.source { sources[file] = source }
        }
        return (findings, sources)
    }

    private struct FileFixes {
        var findings: [(Int, Finding)]
        var source: SourceFile?
    }

    /// Read again only past the tree budget; a file that changed, became a pipe or grew past
    /// the limit since the scan simply gets no fix.
    private func parse(_ file: String, expecting hash: ContentHash?) -> ParsedSourceFile? {
        let path = (root as NSString).appendingPathComponent(file)
        guard case .success(let source) = reader.load(SourceFileReference(absolutePath: path, displayPath: file)),
              source.contentHash == hash
        else { return nil }
        return ParsedSourceFile(source: source, tree: reader.parse(source))
    }

    private func withFixes(_ finding: Finding, in file: ParsedSourceFile, awaited: Set<String>, context: RuleContext) -> Finding {
        guard let rule = rules[finding.ruleID] else { return finding }
        var fixed = finding
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
