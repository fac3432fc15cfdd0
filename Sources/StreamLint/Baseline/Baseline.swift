import Foundation

/// Findings a team has accepted for now, recorded by `--write-baseline` so that `--baseline`
/// reports only new ones. Entries are matched by fingerprint, which holds no line numbers:
/// code moving down a file does not make an accepted finding new.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable {
        public var ruleID: String
        public var file: String
        public var fingerprint: String

        /// Spelled as in the JSON report.
        enum CodingKeys: String, CodingKey {
            case ruleID = "ruleId", file, fingerprint
        }

        public init(ruleID: String, file: String, fingerprint: String) {
            self.ruleID = ruleID
            self.file = file
            self.fingerprint = fingerprint
        }
    }

    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var findings: [Entry]

    public init(findings: [Finding]) {
        schemaVersion = Self.currentSchemaVersion
        self.findings = findings
            .map { Entry(ruleID: $0.ruleID, file: $0.file, fingerprint: $0.fingerprint) }
            .sorted { ($0.file, $0.ruleID, $0.fingerprint) < ($1.file, $1.ruleID, $1.fingerprint) }
    }

    /// The findings the baseline does not hold.
    public func newFindings(_ findings: [Finding]) -> [Finding] {
        let accepted = Set(self.findings)
        return findings.filter { !accepted.contains(Entry(ruleID: $0.ruleID, file: $0.file, fingerprint: $0.fingerprint)) }
    }

    /// Sorted keys and one entry per line, so a baseline diffs well in review.
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError("\(path): cannot write the baseline: \(error.localizedDescription)")
        }
    }

    /// A missing or unreadable baseline is a usage error: linting without it would report
    /// every accepted finding as new.
    public static func load(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("\(path): cannot read the baseline file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ConfigurationError("\(path): not a StreamLint baseline (\(error.localizedDescription))")
        }
        guard baseline.schemaVersion == currentSchemaVersion else {
            throw ConfigurationError(
                "\(path): baseline schemaVersion \(baseline.schemaVersion) is not supported; this StreamLint writes \(currentSchemaVersion)")
        }
        return baseline
    }
}

/// The baseline file could not be written: an I/O error (exit code 3).
public struct BaselineError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
