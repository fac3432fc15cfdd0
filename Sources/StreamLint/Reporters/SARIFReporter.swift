import Foundation

/// SARIF 2.1.0, the format GitHub code scanning uploads: one run whose driver lists every rule
/// with its help, and one result per finding with a fingerprint that survives line shifts and,
/// when the finding has one, its fix.
///
/// Columns: the run states `utf16CodeUnits`, the unit GitHub and editors highlight in, and
/// regions carry the spans' UTF-16 columns (other formats print UTF-8 byte columns, as
/// compilers do). `byteOffset`/`byteLength` count UTF-8 bytes, which is why fixes use them alone.
public enum SARIFReporter: Reporter {
    public static let formatName = "sarif"
    public static let showsFixes = true

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Result paths are relative to the scanned folder, which this base id names.
    static let sourceRootID = "%SRCROOT%"
    static let fingerprintKey = "streamlintFingerprint/v1"

    public static func render(_ input: ReportInput) throws -> String {
        let sink = StringReportSink()
        try write(input, to: sink)
        return sink.text
    }

    /// Streams the log: one run, whose results are encoded one at a time.
    public static func write(_ input: ReportInput, to sink: any ReportSink) throws {
        let json = StreamingJSONWriter(sink: sink)
        let ruleIndex = Dictionary(input.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sourceRoot = ArtifactLocation(uri: URL(fileURLWithPath: input.result.root, isDirectory: true).absoluteString, uriBaseId: nil)
        let driver = Driver(name: "streamlint", version: input.toolVersion, rules: input.rules.map(ReportingDescriptor.init))
        // Keys in the order the encoder sorts them, as in every other JSON this tool writes.
        sink.write("{\n")
        try json.member("$schema", schemaURI, depth: 1)
        sink.write(",\n  \"runs\" : [\n    {\n")
        try json.member("columnKind", "utf16CodeUnits", depth: 3)
        sink.write(",\n")
        try json.member("originalUriBaseIds", [sourceRootID: sourceRoot], depth: 3)
        sink.write(",\n")
        try json.arrayMember("results", input.findings.lazy.map { Result($0, ruleIndex: ruleIndex[$0.ruleID]) }, depth: 3)
        sink.write(",\n")
        try json.member("tool", Tool(driver: driver), depth: 3)
        sink.write("\n    }\n  ],\n")
        try json.member("version", "2.1.0", depth: 1)
        sink.write("\n}\n")
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .note: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    /// No `informationUri`: the project has no public home to point at yet.
    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
        var properties: RuleProperties

        init(_ rule: RuleDescription) {
            id = rule.id
            name = rule.name
            shortDescription = Message(text: rule.summary)
            fullDescription = Message(text: rule.rationale)
            help = Self.help(rule)
            defaultConfiguration = Configuration(level: SARIFReporter.level(rule.defaultSeverity))
            properties = RuleProperties(verdict: rule.verdict, tags: [rule.verdict.rawValue])
        }

        /// The rationale and the rule's before/after corrections; GitHub shows the Markdown form
        /// on the alert page.
        static func help(_ rule: RuleDescription) -> Message {
            var text = rule.rationale
            var markdown = rule.rationale
            for correction in rule.corrections {
                guard let after = correction.correctedDisplayText else { continue }
                let before = correction.displayText
                text += "\n\nBefore:\n\n\(before)\n\nAfter:\n\n\(after)"
                markdown += "\n\n**Before**\n\n\(fenced(before))\n\n**After**\n\n\(fenced(after))"
            }
            return Message(text: text, markdown: markdown)
        }

        /// A Swift code block whose fence is longer than any backtick run in the code.
        static func fenced(_ code: String) -> String {
            let fence = String(repeating: "`", count: max(3, MarkdownText.longestBacktickRun(in: code) + 1))
            return "\(fence)swift\n\(code)\n\(fence)"
        }
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct RuleProperties: Encodable {
        var verdict: Verdict
        /// GitHub code scanning shows these on alerts and filters by them.
        var tags: [String]
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var fixes: [SARIFFix]?
        var properties: ResultProperties

        init(_ finding: Finding, ruleIndex: Int?) {
            ruleId = finding.ruleID
            self.ruleIndex = ruleIndex
            level = SARIFReporter.level(finding.severity)
            message = Message(text: finding.message)
            locations = [Location(physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(finding.file), region: Region(finding.span)))]
            partialFingerprints = [SARIFReporter.fingerprintKey: finding.fingerprint]
            fixes = finding.fix.map { [SARIFFix($0, file: finding.file)] }
            properties = ResultProperties(verdict: finding.verdict)
        }
    }

    struct ResultProperties: Encodable {
        var verdict: Verdict
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?

        init(uri: String, uriBaseId: String?) {
            self.uri = uri
            self.uriBaseId = uriBaseId
        }

        /// A path relative to the scanned folder, percent-encoded as a URI reference; `:` is
        /// encoded too, or a first segment such as `a:b.swift` would read as a scheme.
        init(_ relativePath: String) {
            let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":"))
            uri = relativePath.addingPercentEncoding(withAllowedCharacters: allowed) ?? relativePath
            uriBaseId = SARIFReporter.sourceRootID
        }
    }

    struct Region: Encodable {
        var startLine: Int?
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int
        var byteLength: Int

        init(_ span: SourceSpan) {
            startLine = span.line
            startColumn = span.utf16Column
            endLine = span.endLine
            endColumn = span.utf16EndColumn
            byteOffset = span.startOffset
            byteLength = span.endOffset - span.startOffset
        }

        /// Bytes only: a fix must name exactly the bytes it replaces.
        init(_ edit: TextEdit) {
            byteOffset = edit.startOffset
            byteLength = edit.endOffset - edit.startOffset
        }
    }

    struct SARIFFix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
        var properties: FixProperties

        init(_ fix: Fix, file: String) {
            description = Message(text: fix.description)
            let replacements = fix.edits.map {
                Replacement(deletedRegion: Region($0), insertedContent: ArtifactContent(text: $0.replacement))
            }
            artifactChanges = [ArtifactChange(artifactLocation: ArtifactLocation(file), replacements: replacements)]
            properties = FixProperties(applicability: fix.applicability)
        }
    }

    struct FixProperties: Encodable {
        /// Whether `streamlint fix` applies it: SARIF has no word for this.
        var applicability: Fix.Applicability
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        var text: String
    }
}
