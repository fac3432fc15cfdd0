import Foundation
import Testing

/// `streamlint explain FILE:LINE` prints the facts behind one pipeline's verdict, as a
/// reviewer checks them: the declaration, the gate's answers with confidence, the deciding rule.
@Suite struct ExplainPipelineTests {
    static let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")

    @Test func aPipelinesChainOfFactsIsPrinted() throws {
        let output = try CommandRunner.run(["explain", "RxSwift/LoginViewModel.swift:85"], in: Self.examples)
        #expect(output.status == 0, "\(output.stderr)")
        let text = output.stdout
        #expect(text.hasPrefix("RxSwift/LoginViewModel.swift:85:14: rxswift pipeline"), "\(text)")
        #expect(text.contains("declared at RxSwift/LoginViewModel.swift:24 as `Single<User>`"))
        #expect(text.contains("cadence     once, confidence high"))
        #expect(text.contains("verdict       rewrite — single_shot_sink"))
    }

    @Test func aPathRelativeToTheCurrentFolderIsFoundUnderTheRoot() throws {
        let output = try CommandRunner.run(
            ["explain", "Examples/Combine/ClockBadge.swift:45", "--root", "Examples"], in: FixturePaths.repositoryRoot)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("consumers   2 of the same upstream in the module"))
        #expect(output.stdout.contains("verdict       keep — multi_consumer_stream"))
    }

    @Test func aLineWithoutAPipelineIsAUsageError() throws {
        let output = try CommandRunner.run(["explain", "Combine/ClockBadge.swift:1"], in: Self.examples)
        #expect(output.status == 2)
        #expect(output.stderr.contains("no pipeline at Combine/ClockBadge.swift:1"))
    }
}
