import Foundation
import Rules
import StreamLint
import Testing

@Suite struct SARIFReporterTests {
    static let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")

    /// The run object of `streamlint lint --format sarif` on the examples, as a user uploads it.
    static func examplesRun() throws -> (sarif: String, run: [String: Any]) {
        let output = try CommandRunner.run(["lint", "--format", "sarif", examples.path])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return (output.stdout, run)
    }

    @Test func sarifOfTheExamplesValidatesAgainstTheOfficialSchema() throws {
        let (sarif, run) = try Self.examplesRun()
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 15)
        let validation = try SARIFSchema.validate(sarif)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    }

    @Test func everyRuleOfTheCatalogIsDescribedWithHelp() throws {
        let (_, run) = try Self.examplesRun()
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "streamlint")
        #expect(driver["version"] as? String == StreamLintInfo.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalogAccess.ruleIDs)
        for (rule, description) in zip(rules, RuleCatalog.descriptions) {
            let help = try #require(rule["help"] as? [String: String], "\(description.id) has no help")
            #expect(help["text"]?.hasPrefix(description.rationale) == true)
            #expect(help["markdown"]?.hasPrefix(description.rationale) == true)
            for correction in description.corrections {
                let after = try #require(correction.correctedDisplayText)
                #expect(help["markdown"]?.contains("```swift\n\(correction.displayText)\n```") == true, "\(description.id)")
                #expect(help["markdown"]?.contains("```swift\n\(after)\n```") == true, "\(description.id)")
            }
            #expect((rule["shortDescription"] as? [String: String])?["text"] == description.summary)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == description.rationale)
            #expect((rule["properties"] as? [String: Any])?["verdict"] as? String == description.verdict.rawValue)
        }
        #expect(RuleCatalog.descriptions.contains { !$0.corrections.isEmpty })
    }

    @Test func resultsPointAtTheirRuleAndCarryAFingerprintAndARegion() throws {
        let (_, run) = try Self.examplesRun()
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let baseIDs = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        let sourceRoot = try #require(baseIDs["%SRCROOT%"]?["uri"])
        #expect(sourceRoot.hasPrefix("file:///") && sourceRoot.hasSuffix("/Examples/"))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["note", "warning", "error"].contains(result["level"] as? String))
            #expect(((result["partialFingerprints"] as? [String: String])?["streamlintFingerprint/v1"] ?? "").count > 8)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: String])
            #expect(artifact["uriBaseId"] == "%SRCROOT%")
            #expect(artifact["uri"]?.hasSuffix(".swift") == true && artifact["uri"]?.hasPrefix("/") == false)
            let region = try #require(location["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
            #expect((region["byteLength"] ?? 0) > 0)
        }
        let timer = try #require(results.first { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: String])?["uri"] == "Combine/ClockBadge.swift"
                && (location?["region"] as? [String: Int])?["startLine"] == 45
        })
        #expect(timer["ruleId"] as? String == "multi_consumer_stream")
        #expect(timer["level"] as? String == "note")
    }

    @Test func aFindingWithAFixCarriesItsReplacementInValidSARIF() throws {
        let fix = Fix(
            description: "Hop to the main queue before touching the view.", applicability: .safe,
            edits: [TextEdit(startOffset: 120, endOffset: 125, replacement: ".receive(on: DispatchQueue.main)\n.sink")])
        let finding = HandMadeReport.finding(
            "missing_receive_context", .fix, .error, message: "`sink` touches `view` off the main thread.",
            file: "App/My Screen.swift", fix: fix)
        let sarif = try SARIFReporter.render(try HandMadeReport.input([finding]))

        let validation = try SARIFSchema.validate(sarif)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let sarifFix = try #require((result["fixes"] as? [[String: Any]])?.first)
        #expect((sarifFix["description"] as? [String: String])?["text"] == fix.description)
        let change = try #require((sarifFix["artifactChanges"] as? [[String: Any]])?.first)
        #expect(change["artifactLocation"] as? [String: String] == ["uri": "App/My%20Screen.swift", "uriBaseId": "%SRCROOT%"])
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["byteOffset": 120, "byteLength": 5])
        #expect(replacement["insertedContent"] as? [String: String] == ["text": ".receive(on: DispatchQueue.main)\n.sink"])
    }
}
