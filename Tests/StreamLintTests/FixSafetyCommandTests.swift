import Foundation
import Testing

/// `fix` as `cargo fix` behaves: it refuses to rewrite files with uncommitted changes unless
/// told to (`--allow-dirty`), and with `--verify COMMAND` it backs out what breaks the command.
@Suite struct FixSafetyCommandTests {
    static let fixable = try! String(
        contentsOf: FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.swift"), encoding: .utf8)
    static let fixed = try! String(
        contentsOf: FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.fixed.swift"), encoding: .utf8)

    private func git(_ arguments: [String], in folder: TemporaryFolder) throws {
        let output = try CommandRunner.run(
            ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder.url,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
    }

    private func contents(_ name: String, in folder: TemporaryFolder) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aFileWithUncommittedChangesIsNotRewrittenWithoutAllowDirty() throws {
        let folder = try TemporaryFolder()
        try folder.write("Model.swift", Self.fixable)
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)
        let edited = Self.fixable + "// edited\n"
        try folder.write("Model.swift", edited)
        try folder.write("New.swift", Self.fixable)

        let refused = try CommandRunner.run(["fix", "."], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("2 file(s) to fix have uncommitted changes: Model.swift, New.swift"), "\(refused.stderr)")
        #expect(try contents("Model.swift", in: folder) == edited)
        #expect(try contents("New.swift", in: folder) == Self.fixable)
        // A diff writes nothing, so it is never refused.
        #expect(try CommandRunner.run(["fix", "--diff", "."], in: folder.url).status == 0)

        let allowed = try CommandRunner.run(["fix", "--allow-dirty", "."], in: folder.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try contents("New.swift", in: folder) == Self.fixed)
    }

    @Test func committedFilesAndFilesOutsideGitAreRewritten() throws {
        let committed = try TemporaryFolder()
        try committed.write("Model.swift", Self.fixable)
        try git(["init", "-q"], in: committed)
        try git(["add", "."], in: committed)
        try git(["commit", "-q", "-m", "start"], in: committed)
        #expect(try CommandRunner.run(["fix", "."], in: committed.url).status == 0)
        #expect(try contents("Model.swift", in: committed) == Self.fixed)

        let loose = try TemporaryFolder()
        try loose.write("Model.swift", Self.fixable)
        #expect(try CommandRunner.run(["fix", "."], in: loose.url).status == 0)
        #expect(try contents("Model.swift", in: loose) == Self.fixed)
    }

    /// The planted failure: a "build" that breaks when `Broken.swift` is rewritten.
    @Test func verifyBacksOutTheFileThatBreaksTheCommandAndKeepsTheOthers() throws {
        let folder = try TemporaryFolder()
        for name in ["A.swift", "B.swift", "Broken.swift", "C.swift"] { try folder.write(name, Self.fixable) }
        let command = "if grep -q 'assign(to: &' Broken.swift; then echo 'Broken.swift:11:14: error: planted'; exit 1; fi"
        let output = try CommandRunner.run(["fix", "--verify", command, "."], in: folder.url)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("Broken.swift: backed out 1 fix(es)"), "\(output.stdout)")
        #expect(output.stdout.contains("error: planted"))
        #expect(output.stdout.contains("passes with 3 fix(es) in 3 file(s); 1 file(s) put back as they were"), "\(output.stdout)")
        #expect(try contents("Broken.swift", in: folder) == Self.fixable)
        for name in ["A.swift", "B.swift", "C.swift"] { #expect(try contents(name, in: folder) == Self.fixed) }
    }

    @Test func aCommandThatFailsWithoutAnyFixPutsEveryFileBack() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", Self.fixable)
        let output = try CommandRunner.run(["fix", "--verify", "echo 'error: always'; exit 1", "."], in: folder.url)
        #expect(output.status == 1)
        #expect(output.stdout.contains("fails without any fix too"), "\(output.stdout)")
        #expect(try contents("A.swift", in: folder) == Self.fixable)
    }
}
