import Foundation
import Rewriter
import StreamLint
import Testing

/// `fix` while another program writes the same file: whatever the timing, the other program's
/// lines are never lost and the file is never cut short.
@Suite(.serialized) struct ConcurrentEditTests {
    /// Appends numbered comment lines the way a log or a script does: open, write, close.
    final class Appender: @unchecked Sendable {
        let path: String
        let count: Int
        /// The longest wait between two appends, in microseconds.
        let pause: UInt32
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var finished = false

        init(path: String, count: Int, pause: UInt32) {
            self.path = path
            self.count = count
            self.pause = pause
        }

        static func line(_ number: Int) -> String { "// appended \(number)\n" }

        func start() {
            Thread.detachNewThread { [self] in
                for number in 0..<count {
                    let descriptor = open(path, O_WRONLY | O_APPEND)
                    precondition(descriptor >= 0, "cannot open \(path) for appending")
                    let bytes = Array(Self.line(number).utf8)
                    precondition(write(descriptor, bytes, bytes.count) == bytes.count)
                    close(descriptor)
                    usleep(UInt32.random(in: 0...pause))
                }
                lock.withLock { finished = true }
                done.signal()
            }
        }

        var isFinished: Bool { lock.withLock { finished } }

        func wait() { done.wait() }
    }

    /// The appended lines found in `text`, in order.
    static func appendedNumbers(in text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in
            line.hasPrefix("// appended ") ? Int(line.dropFirst("// appended ".count)) : nil
        }
    }

    @Test func rewritesRacingAnAppenderNeverLoseALineOrTruncate() throws {
        let folder = try TemporaryFolder()
        let body = "let version = 0\n" + (1...200).map { "let constant\($0) = \($0)\n" }.joined()
        let file = try folder.write("Racing.swift", body)
        let appender = Appender(path: file.path, count: 400, pause: 6000)
        appender.start()

        var written = 0
        var leftAlone: [String: Int] = [:]
        while !appender.isFinished {
            // Each round rewrites the first line, as a fix would, from what it just read.
            let current = try Data(contentsOf: file)
            let text = String(decoding: current, as: UTF8.self)
            let version = Int(text.prefix { $0 != "\n" }.split(separator: " ").last ?? "") ?? 0
            let rewritten = "let version = \(version + 1)\n" + text.drop { $0 != "\n" }.dropFirst()
            do {
                try AtomicFileWriter.write(Array(rewritten.utf8), to: file.path, expecting: Array(current))
                written += 1
            } catch let error as FileWriteError {
                if case .cannotWrite = error { Issue.record("\(error)") }
                if case .changedWhileWriting(_, restored: false) = error { Issue.record("\(error)") }
                let reason = "\(error)".replacingOccurrences(of: file.path, with: "").prefix(30)
                leftAlone[String(reason), default: 0] += 1
            }
        }

        let final = try String(contentsOf: file, encoding: .utf8)
        #expect(Self.appendedNumbers(in: final) == Array(0..<400), "lines were lost or reordered")
        #expect(final.contains(body.drop { $0 != "\n" }), "the file's own lines were cut")
        #expect(written > 0, "no rewrite ever succeeded (\(leftAlone) left alone); the race was not exercised")
        print("racing writes: \(written) written; left alone: \(leftAlone)")
    }

    @Test func fixRacingAnAppenderAppliesTheFixAndKeepsEveryLine() throws {
        let folder = try TemporaryFolder()
        let fixture = FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.swift")
        let file = try folder.write("Model.swift", try Data(contentsOf: fixture))
        let appender = Appender(path: file.path, count: 150, pause: 3000)
        appender.start()
        var applied = 0
        for _ in 0..<100 where applied == 0 {
            let result = try LinterFactory.make().lint(paths: [folder.url.path])
            let report = FixSession.run(
                FixSession.plan(result.findings, allowing: [.safe], rules: []), of: result, writing: true)
            applied += report.appliedFixes
        }
        appender.wait()
        let final = try String(contentsOf: file, encoding: .utf8)
        let expected = try String(
            contentsOf: FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.fixed.swift"), encoding: .utf8)
        #expect(applied == 1)
        #expect(final.hasPrefix(expected))
        #expect(Self.appendedNumbers(in: final) == Array(0..<150))
    }

    #if os(Linux)
    /// A program holding the file open for writing may write at any moment; a lease cannot be
    /// taken then, and the file is left alone.
    @Test func aFileOpenForWritingElsewhereIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Open.swift", "let a = 1\n")
        let holder = try FileHandle(forWritingTo: file)
        defer { try? holder.close() }
        #expect(throws: FileWriteError.openForWriting(file.path)) {
            try AtomicFileWriter.write(Array("let a = 2\n".utf8), to: file.path, expecting: Array("let a = 1\n".utf8))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Open.swift"])
    }
    #endif
}
