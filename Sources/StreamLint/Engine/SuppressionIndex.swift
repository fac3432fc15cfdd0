/// Which findings the files' `// streamlint:` comments silence. Built from the comments each
/// file's scan collected; the rules never see suppressions, so a silenced finding costs
/// nothing but this lookup.
public struct SuppressionIndex: Sendable {
    private var files: [String: FileSuppressions] = [:]

    public init(facts: [FileFacts]) {
        for file in facts where !file.suppressions.isEmpty {
            files[file.path] = FileSuppressions(file.suppressions)
        }
    }

    public func unsuppressed(_ findings: [Finding]) -> [Finding] {
        files.isEmpty ? findings : findings.filter { !isSuppressed($0) }
    }

    /// Silenced when the line the finding is reported on is in a `disable` region or the
    /// statement after a `disable:next`, or when a `disable:this` comment trails any line of
    /// its code (a chain is reported on its terminal, but the comment may end its first line).
    public func isSuppressed(_ finding: Finding) -> Bool {
        guard let file = files[finding.file] else { return false }
        let extent = finding.pipeline.map { $0.range.line...$0.range.endLine } ?? finding.span.line...finding.span.endLine
        return [finding.ruleID, SuppressionDirective.allRules].contains { rule in
            file.covered[rule, default: []].contains { $0.contains(finding.span.line) }
                || file.trailing[rule, default: []].contains { extent.contains($0) }
        }
    }
}

/// One file's silenced lines per rule id (`all` for every rule).
private struct FileSuppressions: Sendable {
    /// `disable` … `enable` regions and `disable:next` statements.
    var covered: [String: [ClosedRange<Int>]] = [:]
    /// Lines carrying a `disable:this` comment.
    var trailing: [String: [Int]] = [:]

    init(_ directives: [SuppressionDirective]) {
        var openRegions: [String: Int] = [:]
        for directive in directives {
            let line = directive.lines.lowerBound
            for rule in directive.ruleIDs {
                switch directive.action {
                case .disable:
                    if openRegions[rule] == nil { openRegions[rule] = line }
                case .enable where rule == SuppressionDirective.allRules:
                    for (open, start) in openRegions { covered[open, default: []].append(start...line) }
                    openRegions = [:]
                case .enable:
                    if let start = openRegions.removeValue(forKey: rule) { covered[rule, default: []].append(start...line) }
                case .disableNext:
                    covered[rule, default: []].append(directive.lines)
                case .disableThis:
                    trailing[rule, default: []].append(line)
                case nil:
                    break
                }
            }
        }
        // A region never enabled again runs to the end of the file.
        for (rule, start) in openRegions { covered[rule, default: []].append(start...Int.max) }
    }
}
