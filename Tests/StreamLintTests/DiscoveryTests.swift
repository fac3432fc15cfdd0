import Foundation
import StreamLint
import Testing

@Suite struct DiscoveryTests {
    @Test func skipsBuildProductsDependenciesAndHiddenFolders() throws {
        let folder = try TemporaryFolder()
        for path in [
            "App/Feature.swift", ".build/debug/Generated.swift", "Pods/RxSwift/Observable.swift", "Carthage/Checkouts/X.swift",
            "DerivedData/Y.swift", ".swiftpm/Z.swift", ".hidden/W.swift", ".git/hooks/V.swift", "App/README.md",
        ] {
            try folder.write(path, "let x = 1\n")
        }
        let discovered = try FileDiscovery().discover(paths: [folder.url.path])
        let (root, files) = (discovered.root, discovered.files)
        #expect(files.map(\.displayPath) == ["App/Feature.swift"])
        #expect(root == folder.url.resolvingSymlinksInPath().path || root == folder.url.path)
    }

    @Test func followsSymlinksWithoutLooping() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/A.swift", "let a = 1\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Sources/Loop").path,
            withDestinationPath: folder.url.appendingPathComponent("Sources").path)
        let files = try FileDiscovery().discover(paths: [folder.url.path]).files
        #expect(files.map(\.displayPath) == ["Sources/A.swift"])
    }

    @Test func acceptsASingleFileAndReportsRelativeToItsFolder() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("One.swift", "let a = 1\n")
        let files = try FileDiscovery().discover(paths: [file.path]).files
        #expect(files.map(\.displayPath) == ["One.swift"])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: DiscoveryError.pathDoesNotExist("/nope/nothing")) {
            try FileDiscovery().discover(paths: ["/nope/nothing"])
        }
    }
}

/// The prefilter skips parsing files that cannot hold reactive code; it must never lose a pipeline.
@Suite struct PrefilterTests {
    static let trees: [URL] = FixturePaths.fixtures(in: "Extraction").map { FixturePaths.fixtures.appendingPathComponent($0) }
        + FixturePaths.fixtures(in: "Rules").map { FixturePaths.fixtures.appendingPathComponent($0) }
        + [FixturePaths.repositoryRoot.appendingPathComponent("Examples")]

    /// The walk asks whether a member or statement holds a reactive word through the match
    /// positions of one pass over the file; they must answer as scanning each range does.
    @Test func matchPositionsAnswerAsScanningEachRangeDoes() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: FixturePaths.fixtures.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var ranges = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: FixturePaths.fixtures.appendingPathComponent(file)))
            let starts = ReactivePrefilter.standard.matchStarts(bytes)
            let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
            for (index, lower) in lineStarts.enumerated() {
                for upper in lineStarts.dropFirst(index + 1).prefix(8) + [bytes.count] where lower < upper {
                    let scanned = ReactivePrefilter.standard.matches(bytes, in: lower..<upper)
                    #expect(starts.contains(startingIn: lower..<upper) == scanned, "\(file) \(lower)..<\(upper)")
                    ranges += 1
                }
            }
        }
        #expect(ranges > 10_000)
    }

    @Test func findsTheSamePipelinesAndFindingsWithAndWithoutTheFilter() throws {
        for tree in Self.trees {
            let filtered = try LinterFactory.make(usesPrefilter: true).lint(paths: [tree.path])
            let unfiltered = try LinterFactory.make(usesPrefilter: false).lint(paths: [tree.path])
            #expect(filtered.pipelines == unfiltered.pipelines, "\(tree.lastPathComponent)")
            #expect(filtered.findings == unfiltered.findings, "\(tree.lastPathComponent)")
        }
    }

    @Test func aSkippedFileIsParsedWhenItDeclaresASuperclassThatDecidesIsolation() throws {
        let folder = try TemporaryFolder()
        // No reactive word in this file, so the first pass skips it.
        try folder.write("BaseScreen.swift", "import UIKit\n\nclass BaseScreen: UIViewController {}\n")
        try folder.write(
            "Screen.swift",
            """
            import Combine

            final class Screen: BaseScreen {
                var bag = Set<AnyCancellable>()
                func start(_ session: URLSession, _ url: URL) {
                    session.dataTaskPublisher(for: url).sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.title = "done" }).store(in: &bag)
                }
            }
            """)
        let result = try LinterFactory.make(usesPrefilter: true).lint(paths: [folder.url.path])
        #expect(result.pipelines.first?.pipeline.context.isolation == .mainActor)
        #expect(result.pipelines.first?.pipeline.context.isolationReason == "UIViewController subclass (via BaseScreen)")
        #expect(result.findings.contains { $0.ruleID == "missing_receive_context" })
        #expect(ReactivePrefilter.standard.matches(Array("class BaseScreen: UIViewController {}".utf8)) == false)
    }

    /// An `@MainActor` extension in a file the prefilter skips must not change what the report
    /// says about a view controller's isolation: the superclass, always scanned, is the reason.
    @Test func theIsolationReasonDoesNotDependOnASkippedAttributedExtension() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Screen+Layout.swift",
            """
            import UIKit

            @MainActor extension Screen {
                func layout() {}
            }
            """)
        try folder.write(
            "Screen.swift",
            """
            import Combine
            import UIKit

            final class Screen: UIViewController {
                var bag = Set<AnyCancellable>()
                let titles = PassthroughSubject<String, Never>()
            }

            private extension Screen {
                func bind() {
                    titles.sink { [weak self] in self?.title = $0 }.store(in: &bag)
                }
            }
            """)
        let filtered = try LinterFactory.make(usesPrefilter: true).lint(paths: [folder.url.path])
        let unfiltered = try LinterFactory.make(usesPrefilter: false).lint(paths: [folder.url.path])
        #expect(filtered.pipelines.first?.pipeline.context.isolationReason == "UIViewController subclass")
        #expect(filtered.pipelines == unfiltered.pipelines)
    }
}
