import Foundation
import Testing

/// The HTML report of a real scan of `Examples/`, plus a file whose chain quotes `</script>` and
/// `<img onerror>`, loaded in headless Chromium by `Tests/Browser/report_in_browser.py`. A machine
/// without Chromium, its driver or Selenium fails this test unless `STREAMLINT_SKIP_BROWSER=1`
/// says to skip it, and then it says so loudly: it is never silently green.
@Suite struct BrowserReportTests {
    static let script = FixturePaths.repositoryRoot.appendingPathComponent("Tests/Browser/report_in_browser.py")
    static let chromedriver = "/usr/bin/chromedriver"

    /// What is missing to run the browser test, in words; empty when nothing is.
    static func missingTools() throws -> [String] {
        var missing: [String] = []
        let browsers = ["chromium", "chromium-browser"].filter { name in
            ((try? CommandRunner.run(["sh", "-c", "command -v \(name)"], executable: URL(fileURLWithPath: "/usr/bin/env")))?.status) == 0
        }
        if browsers.isEmpty { missing.append("chromium (apt-get install chromium)") }
        if !FileManager.default.isExecutableFile(atPath: chromedriver) {
            missing.append("\(chromedriver) (apt-get install chromium-driver)")
        }
        if try CommandRunner.python("import selenium", []).status != 0 {
            missing.append("Selenium for python3 (python3 -m pip install selenium)")
        }
        return missing
    }

    @Test func theReportOfTheExamplesWorksInARealBrowser() throws {
        let missing = try Self.missingTools()
        guard missing.isEmpty else {
            let what = missing.joined(separator: ", ")
            if ProcessInfo.processInfo.environment["STREAMLINT_SKIP_BROWSER"] == "1" {
                let banner = String(repeating: "!", count: 78)
                FileHandle.standardError.write(Data("""
                    \(banner)
                    WARNING: the HTML report was NOT tested in a browser (STREAMLINT_SKIP_BROWSER=1).
                    Missing: \(what). `.ci/run` installs them.
                    \(banner)

                    """.utf8))
                return
            }
            Issue.record("The browser test cannot run: missing \(what). Install them (`.ci/run` does), or set STREAMLINT_SKIP_BROWSER=1 to skip it knowingly.")
            return
        }
        let scan = try TemporaryFolder()
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        let hostile = FixturePaths.fixtures.appendingPathComponent("Report/Hostile")
        for (folder, files) in [(examples, FileManager.default.enumerator(atPath: examples.path)?.allObjects as? [String] ?? []),
                                (hostile, try FileManager.default.contentsOfDirectory(atPath: hostile.path))] {
            for file in files where file.hasSuffix(".swift") {
                try scan.write(file, try Data(contentsOf: folder.appendingPathComponent(file)))
            }
        }
        let output = try TemporaryFolder()
        let html = output.url.appendingPathComponent("report.html").path
        let json = output.url.appendingPathComponent("report.json").path
        let screenshot = output.url.appendingPathComponent("report.png").path
        _ = try CommandRunner.run(["report", scan.url.path, "--format", "json", "--output", json])
        _ = try CommandRunner.run(["report", scan.url.path, "--output", html])
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let pipelines = report?["pipelines"] as? [[String: Any]] ?? []
        #expect(pipelines.contains { $0["file"] as? String == #"Q&A "it's".swift"# }, "the scan holds the hostile file")

        let browser = try BoundedCommand.run(
            ["python3", Self.script.path, html, json, screenshot], seconds: 180, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(!browser.timedOut)
        #expect(browser.status == 0, "\(browser.stdout)\(browser.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
