import StreamLint
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("Sources/App/View.swift", "Sources/App/View.swift", true),
        ("Sources/*/View.swift", "Sources/App/View.swift", true),
        ("Sources/*.swift", "Sources/App/View.swift", false),
        ("*.swift", "View.swift", true),
        ("*View.swift", "MainView.swift", true),
        ("*View.swift", "MainView.swiftx", false),
        ("Vi?w.swift", "View.swift", true),
        ("Vi?w.swift", "Viw.swift", false),
        ("**/*Tests.swift", "FeedTests.swift", true),
        ("**/*Tests.swift", "Tests/Feed/FeedTests.swift", true),
        ("**/*Tests.swift", "Tests/Feed/Feed.swift", false),
        ("Sources/**/Generated/*.swift", "Sources/Generated/A.swift", true),
        ("Sources/**/Generated/*.swift", "Sources/a/b/Generated/A.swift", true),
        ("Sources/**/Generated/*.swift", "Sources/a/b/Other/A.swift", false),
        ("./Sources/App", "Sources/App/View.swift", true),
        ("Sources/App", "Sources/AppKit/View.swift", false),
        ("Sources/App/", "Sources/App/Deep/View.swift", true),
        ("**", "anything/at/all.swift", true),
        ("Tests", "Sources/Tests/A.swift", false),
        ("**/Tests", "Sources/Tests/A.swift", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }

    @Test func selectionIncludesThenExcludesRelativeToTheConfigurationFolder() {
        let selection = FileSelection(
            baseFolder: "/repo", included: [Glob("Sources"), Glob("App")], excluded: [Glob("**/Generated")])
        func selects(_ path: String) -> Bool {
            selection.selects(SourceFileReference(absolutePath: path, displayPath: path))
        }
        #expect(selects("/repo/Sources/Feed.swift"))
        #expect(selects("/repo/App/Deep/View.swift"))
        #expect(!selects("/repo/Tests/FeedTests.swift"))
        #expect(!selects("/repo/Sources/Generated/Mocks.swift"))
        #expect(!selects("/elsewhere/Sources/Feed.swift"))
        let everything = FileSelection(baseFolder: "/repo/", excluded: [Glob("Tests")])
        #expect(everything.selects(SourceFileReference(absolutePath: "/elsewhere/A.swift", displayPath: "A.swift")))
        #expect(!everything.selects(SourceFileReference(absolutePath: "/repo/Tests/A.swift", displayPath: "Tests/A.swift")))
    }
}
