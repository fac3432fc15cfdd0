import Foundation
import Rewriter
import StreamLint
import Testing

/// Trees a user did not mean to be hostile: a `.swift` name on a device or a named pipe,
/// folders and files that cannot be read, and symbolic links that `fix` must write through
/// without replacing, or not at all.
@Suite struct HostileFileTests {
    @Test func devicesAndNamedPipesAreSkippedWithTheReasonAndTheRunFinishes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", CommandLineTests.singleShot)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("x.swift").path, withDestinationPath: "/dev/zero")
        #expect(mkfifo(folder.url.appendingPathComponent("p.swift").path, 0o644) == 0)

        // Reading /dev/zero without a limit fills memory fast; a short deadline ends such a run.
        let output = try BoundedCommand.run([folder.url.path], seconds: 20)
        #expect(!output.timedOut, "the run did not finish")
        #expect(output.status == 0)
        #expect(output.stderr.contains("x.swift: skipped (unreadable): is a character device, not a regular file"))
        #expect(output.stderr.contains("p.swift: skipped (unreadable): is a named pipe (FIFO), not a regular file"))
        #expect(output.stdout.contains("Good.swift:6:23: warning:"))
    }

    /// A file linted as Swift that becomes a named pipe before `fix` writes is reported, not
    /// waited on (opening a pipe for reading blocks until a writer comes) and not replaced.
    @Test func aFileThatBecomesAPipeBeforeFixIsReportedNotWaitedOn() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "Greeting.swift",
            "import Combine\n\nfunc greet(_ g: Future<String, Never>) {\n    _ = g.sink { print($0) }\n}\n")
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        let plan = FixSession.plan(result.findings, allowing: [.safe], rules: [])
        #expect(plan["Greeting.swift"]?.isEmpty == false)
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        let report = FixSession.run(plan, of: result, writing: true)
        #expect(report.writeFailures == 1)
        #expect(report.output.contains("Greeting.swift: not changed:"), "\(report.output)")
        #expect(report.output.contains("not a regular file"), "\(report.output)")
        var status = stat()
        #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aPathArgumentThatIsNotAFileOrFolderIsAnIOError() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.url.appendingPathComponent("p.swift").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let output = try BoundedCommand.run(["lint", pipe], seconds: 20)
        #expect(!output.timedOut)
        #expect(output.status == 3)
        #expect(output.stderr.contains("cannot read \(pipe): is a named pipe (FIFO), not a regular file"))
    }

    @Test func aBrokenLinkWithASwiftNameIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", "let a = 1\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Gone.swift").path, withDestinationPath: "Moved/Gone.swift")
        let discovered = try FileDiscovery().discover(paths: [folder.url.path])
        #expect(discovered.files.map(\.displayPath) == ["Good.swift"])
        #expect(discovered.problems.map(\.description) == ["Gone.swift: skipped (unreadable): a symbolic link to something that does not exist"])
    }

    /// Permissions do not stop root, so as root the command runs as `nobody`.
    @Test(.enabled(if: BoundedCommand.asNobody != nil))
    func anUnreadableFolderIsReportedAndAnUnreadablePathArgumentIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", CommandLineTests.singleShot)
        let locked = try folder.write("Private/Secret.swift", CommandLineTests.singleShot).deletingLastPathComponent()
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let launcher = BoundedCommand.asNobody ?? []

        let inside = try BoundedCommand.run([folder.url.path], launcher: launcher)
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stderr.contains("Private: skipped (unreadable): cannot list the folder: Permission denied"))
        #expect(inside.stdout.contains("Good.swift:6:23: warning:"))

        let given = try BoundedCommand.run(["lint", locked.path], launcher: launcher)
        #expect(given.status == 3, "\(given.stdout)\(given.stderr)")
        #expect(given.stderr.contains("cannot read \(locked.path): Permission denied"))
        #expect(!given.stdout.contains("Scanned 0 files"))
    }

    // MARK: - Symbolic links in `fix`

    static let fixable = FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.swift")
    static let fixed = FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.fixed.swift")

    @Test func fixWritesThroughALinkInsideTheTreeKeepingTheLinkModeAndOwner() throws {
        let folder = try TemporaryFolder()
        // The real file is in a folder the configuration excludes, so it is reached only by the link.
        try folder.write(".streamlint.yml", "excluded:\n  - Vendor\n")
        let real = try folder.write("Vendor/Model.swift", try Data(contentsOf: Self.fixable))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        let owner = getuid() == 0 ? 65534 : Int(getuid())
        if getuid() == 0 { #expect(chown(real.path, 65534, 65534) == 0) }
        let link = folder.url.appendingPathComponent("App/Model.swift")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Vendor/Model.swift")

        let output = try BoundedCommand.run(["fix", folder.url.path])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("App/Model.swift: applied 1 fix(es)"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Vendor/Model.swift")
        #expect(try Data(contentsOf: real) == Data(contentsOf: Self.fixed))
        let attributes = try FileManager.default.attributesOfItem(atPath: real.path)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect((attributes[.ownerAccountID] as? NSNumber)?.intValue == owner)
        for place in ["App", "Vendor"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(place).path)
            #expect(names == ["Model.swift"], "a temporary file was left in \(place)")
        }
    }

    @Test func fixLeavesALinkOutOfTheTreeAndItsTargetAloneAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        let real = try elsewhere.write("Model.swift", try Data(contentsOf: Self.fixable))
        let link = folder.url.appendingPathComponent("Model.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)

        let output = try BoundedCommand.run(["fix", folder.url.path])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("Model.swift: not changed: it is a symbolic link to \(real.resolvingSymlinksInPath().path), outside the scanned folder"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try Data(contentsOf: real) == Data(contentsOf: Self.fixable))
    }

    @Test func aLinkAndItsTargetInTheTreeAreScannedOnceUnderTheRealName() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Model.swift", try Data(contentsOf: Self.fixable))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Alias.swift").path, withDestinationPath: "App/Model.swift")
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(result.fileCount == 1)
        #expect(!result.findings.isEmpty)
        #expect(result.findings.allSatisfy { $0.file == "App/Model.swift" })
    }

    @Test func theWriterRefusesToSeparateHardLinks() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("A.swift", "let a = 1\n")
        #expect(link(file.path, folder.url.appendingPathComponent("B.swift").path) == 0)
        #expect(throws: FileWriteError.cannotWrite(file.path, "it has 2 hard links, which a rewrite would separate")) {
            try AtomicFileWriter.write(Array("let a = 2\n".utf8), to: file.path, expecting: Array("let a = 1\n".utf8))
        }
        #expect(try String(contentsOf: folder.url.appendingPathComponent("B.swift"), encoding: .utf8) == "let a = 1\n")
    }
}
