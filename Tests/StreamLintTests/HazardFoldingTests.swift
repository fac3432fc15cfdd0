import Foundation
import Rewriter
import StreamLint
import Testing

/// A rewrite never carries a hazard over: a single-shot sink that captures `self` strongly
/// while `self` keeps its subscription must not become a Task that does the same. The hazard's
/// fix is taken first and the rewrite waits (deferred) for the next run.
@Suite struct HazardFoldingTests {
    static func source(isolation: String) -> String { """
        import Combine
        import Foundation

        final class CouponService {
            func coupon(for code: String) -> AnyPublisher<String, Error> {
                Future { promise in
                    DispatchQueue.global().async { promise(.success(code.uppercased())) }
                }
                .eraseToAnyPublisher()
            }
        }

        \(isolation)final class CheckoutModel {
            private let service = CouponService()
            private(set) var coupon: String?
            private var cancellables = Set<AnyCancellable>()

            func apply(code: String) {
                service.coupon(for: code)
                    .sink(receiveCompletion: { _ in }, receiveValue: { coupon in self.coupon = coupon })
                    .store(in: &cancellables)
            }
        }

        """
    }

    private func fixOnce(_ folder: TemporaryFolder) throws -> (findings: [Finding], deferred: Int) {
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        let report = FixSession.run(FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: []), of: result, writing: true)
        return (result.findings, report.deferredFixes)
    }

    @Test func theHazardIsFixedFirstAndTheTaskCapturesSelfWeakly() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("CheckoutModel.swift", Self.source(isolation: "@MainActor\n"))
        let first = try fixOnce(folder)
        #expect(Set(first.findings.map(\.ruleID)).isSuperset(of: ["single_shot_sink", "strong_self_in_sink"]))
        let afterFirst = try String(contentsOf: file, encoding: .utf8)
        #expect(afterFirst.contains("[weak self]"))
        #expect(!afterFirst.contains("Task {"))
        #expect(first.deferred == 1)
        #expect(try fixOnce(folder).deferred == 0)
        let afterSecond = try String(contentsOf: file, encoding: .utf8)
        #expect(afterSecond.contains("Task { [weak self] in"), "\(afterSecond)")
        #expect(!afterSecond.contains(".sink("))
        let final = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(!final.findings.contains { $0.ruleID == "strong_self_in_sink" })
        #expect(FixApplier.syntaxErrorCount(Array(afterSecond.utf8)) == 0)
    }

    /// Outside the main actor a Task would run the handlers later and on another thread, so
    /// the rewrite stays a suggestion; the hazard is still fixed, and the marker says why.
    @Test func outsideTheMainActorTheHazardIsFixedAndTheRewriteIsLeftToAPerson() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("CheckoutModel.swift", Self.source(isolation: ""))
        _ = try fixOnce(folder)
        #expect(try fixOnce(folder).deferred == 0)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains("receiveValue: { [weak self] coupon in guard let self"), "\(fixed)")
        #expect(fixed.contains("the handlers would then run later and off this thread"), "\(fixed)")
        #expect(!fixed.contains("Task {"))
        let final = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(!final.findings.contains { $0.ruleID == "strong_self_in_sink" })
        #expect(final.findings.contains { $0.ruleID == "single_shot_sink" && $0.fix?.applicability == .manual })
    }
}
