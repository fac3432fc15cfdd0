import Foundation
import Rewriter
import StreamLint
import Testing

/// A stream cut to one value waits for the next event from the moment it subscribes. A Task
/// over `values` subscribes only when it starts, so it could miss that event: such a pipeline
/// gets the marker, never the Task rewrite.
@Suite struct SingleShotTimingTests {
    @Test func aStreamCutToOneValueIsMarkedNotRewritten() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "Sync.swift",
            """
            import Combine
            import Foundation

            final class Fetcher: ObservableObject {
                @Published var isFetching = false
            }

            final class SyncAdapter {
                let fetcher = Fetcher()
                var finished: AnyCancellable?

                func endWhenDone(_ end: @escaping () -> Void) {
                    finished = fetcher.$isFetching.dropFirst().filter { !$0 }
                        .prefix(1)
                        .receive(on: DispatchQueue.main)
                        .sink { _ in end() }
                }
            }

            """)
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(result.findings.contains { $0.ruleID == "single_shot_sink" })
        _ = FixSession.run(FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: []), of: result, writing: true)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains("// FIXME(streamlint): single-shot sink; a stream cut to one value"), "\(fixed)")
        #expect(!fixed.contains("Task {"))
    }
}
