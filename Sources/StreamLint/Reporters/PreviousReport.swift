import Foundation

/// An earlier `--format json` report, read back for `report --compare`: only what progress is
/// measured by (each finding's fingerprint, rule, verdict and place).
public struct PreviousReport: Sendable, Decodable {
    public struct Entry: Sendable, Decodable, Hashable {
        public var ruleId: String
        public var verdict: Verdict
        public var severity: Severity
        public var message: String
        public var file: String
        public var line: Int
        public var fingerprint: String
        /// Present on findings about a pipeline (absent on declarations).
        public var pipeline: PipelineMarker?

        var isPipelineFinding: Bool { pipeline != nil }
    }

    public struct PipelineMarker: Sendable, Decodable, Hashable {
        public var terminal: String
    }

    public struct Tool: Sendable, Decodable {
        public var version: String
    }

    public var schemaVersion: Int
    public var tool: Tool
    public var findings: [Entry]

    public enum LoadError: Error, CustomStringConvertible {
        case unreadable(String, String)
        case notAReport(String, String)

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "cannot read the report to compare with, \(path): \(reason)"
            case .notAReport(let path, let reason):
                return "\(path) is not a StreamLint JSON report (write one with `--format json`): \(reason)"
            }
        }
    }

    public static func load(from path: String) throws -> PreviousReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LoadError.unreadable(path, error.localizedDescription)
        }
        let report: PreviousReport
        do {
            report = try JSONDecoder().decode(PreviousReport.self, from: data)
        } catch {
            throw LoadError.notAReport(path, String(describing: error))
        }
        guard report.schemaVersion == JSONReporter.schemaVersion else {
            throw LoadError.notAReport(path, "schemaVersion \(report.schemaVersion), this tool reads \(JSONReporter.schemaVersion)")
        }
        return report
    }
}

/// Progress from a previous report to this run: findings matched by fingerprint (which
/// survives line shifts), and the estimated work left before and now, by step of the order of
/// work — the burn-down.
struct ReportProgress {
    var newFindings: [Finding]
    var resolvedFindings: [PreviousReport.Entry]
    var previousVersion: String
    /// Estimated minutes of work, per step, in the previous report and now.
    var minutesBefore: [MigrationStep: Int]
    var minutesNow: [MigrationStep: Int]

    init(previous: PreviousReport, findings: [Finding]) {
        let previousFingerprints = Set(previous.findings.map(\.fingerprint))
        let currentFingerprints = Set(findings.map(\.fingerprint))
        newFindings = findings.filter { !previousFingerprints.contains($0.fingerprint) }
        resolvedFindings = previous.findings.filter { !currentFingerprints.contains($0.fingerprint) }
        previousVersion = previous.tool.version
        minutesNow = Self.minutesByStep(findings.compactMap { finding in
            MigrationStep(finding).map { ($0, RewriteEffort.minutes(for: finding)) }
        })
        minutesBefore = Self.minutesByStep(previous.findings.compactMap { entry in
            MigrationStep(verdict: entry.verdict, ruleID: entry.ruleId, isPipeline: entry.isPipelineFinding)
                .map { ($0, entry.verdict == .keep ? 0 : RewriteEffort.minutes(forRule: entry.ruleId)) }
        })
    }

    var totalBefore: Int { minutesBefore.values.reduce(0, +) }
    var totalNow: Int { minutesNow.values.reduce(0, +) }

    private static func minutesByStep(_ pairs: [(MigrationStep, Int)]) -> [MigrationStep: Int] {
        Dictionary(pairs, uniquingKeysWith: +)
    }
}
