import Foundation
import Testing

/// Columns on a line with CJK and emoji before a finding, in every format as a user gets it.
/// Text, JSON and GitHub output count UTF-8 bytes, as compilers do; SARIF states
/// `utf16CodeUnits` and counts UTF-16 code units, as GitHub code scanning highlights. On
/// `let s = "日本語🎉"; Just(s).sink { … }` the three CJK characters are 9 bytes and 3 units,
/// the emoji 4 bytes and 2 units (a surrogate pair), so `sink` is at byte column 34 and UTF-16
/// column 26.
@Suite struct UnicodeColumnTests {
    static let prefix = #"let s = "日本語🎉"; Just(s)."#
    static let source = "import Combine\n\n" + prefix + "sink { print($0) }\n"
    static let byteColumn = 34
    static let utf16Column = 26

    @Test func theExpectedColumnsAreWhatTheLineSays() {
        #expect(Self.prefix.utf8.count + 1 == Self.byteColumn)
        #expect(Self.prefix.utf16.count + 1 == Self.utf16Column)
    }

    @Test func sarifCountsUTF16CodeUnitsAndStaysValid() throws {
        let output = try Self.lint("sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let result = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "single_shot_sink" })
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Int])
        #expect(region["startLine"] == 3)
        #expect(region["startColumn"] == Self.utf16Column)
        #expect(region["endColumn"] == Self.utf16Column + "sink".utf16.count)
        #expect(region["byteOffset"] == Self.source.utf8.count - "sink { print($0) }\n".utf8.count)
        #expect(region["byteLength"] == "sink".utf8.count)
        let validation = try SARIFSchema.validate(output)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    }

    @Test func jsonCountsUTF8Bytes() throws {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(try Self.lint("json").utf8)) as? [String: Any])
        let finding = try #require((report["findings"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "single_shot_sink" })
        #expect(finding["line"] as? Int == 3)
        #expect(finding["column"] as? Int == Self.byteColumn)
        #expect(finding["endColumn"] as? Int == Self.byteColumn + "sink".utf8.count)
        let pipeline = try #require((report["pipelines"] as? [[String: Any]])?.first)
        #expect(pipeline["column"] as? Int == Self.byteColumn)
    }

    @Test func textAndGitHubCountUTF8Bytes() throws {
        #expect(try Self.lint("text").contains("Example.swift:3:\(Self.byteColumn): warning:"))
        #expect(try Self.lint("github").contains("line=3,col=\(Self.byteColumn),"))
    }

    /// `streamlint lint --format FORMAT` on a folder holding only the example file.
    static func lint(_ format: String) throws -> String {
        let folder = try TemporaryFolder()
        try folder.write("Example.swift", source)
        let output = try CommandRunner.run(["lint", "--format", format, folder.url.path])
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        return output.stdout
    }
}
