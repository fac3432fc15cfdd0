import Foundation
import StreamLint
import Testing

/// A hazard is an `error` only when the code shows it; when it only may happen, it is a
/// `warning` whose message says the code does not show it (so adopting the tool does not fail
/// builds on guesses).
@Suite struct HazardEvidenceTests {
    private func receiveContextFindings(_ fixture: String) throws -> [Int: Finding] {
        let url = FixturePaths.fixtures.appendingPathComponent("Rules/\(fixture)")
        let findings = try LinterFactory.make().lint(paths: [url.path]).findings
        return Dictionary(
            findings.filter { $0.ruleID == "missing_receive_context" }.map { ($0.span.line, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func deliveryShownOffMainIsAnErrorAndDeliveryThatMayBeOffMainIsAWarning() throws {
        let byLine = try receiveContextFindings("missing_receive_context_last_hop_combine.swift")
        // `debounce(…, scheduler: DispatchQueue.global())` after the hop to main: shown.
        let debounced = try #require(byLine[34])
        #expect(debounced.severity == .error)
        #expect(debounced.message.contains("delivers off the main thread (the chain moves to a background scheduler)"))
        // A Future flattened in after the hop: it may complete anywhere.
        let flattened = try #require(byLine[28])
        #expect(flattened.severity == .warning)
        #expect(flattened.message.contains("`flatMap` flattens in work that completes from a callback"))
        #expect(flattened.message.contains("the code does not show which"))
        // A throttle on the main queue whose interval is too long to quote: still main.
        #expect(byLine[40] == nil && byLine[46] == nil && byLine[51] == nil)
    }

    /// A `Task` started in a type no declaration makes main-actor runs off main, unless the
    /// module's default isolation (a build setting, not a source line) is the main actor: a
    /// warning; a `Task` in a view controller or a SwiftUI view stays on main.
    @Test func aSendFromATaskOutsideTheMainActorIsAWarning() throws {
        let byLine = try receiveContextFindings("missing_receive_context_task_combine.swift")
        #expect(byLine.keys.sorted() == [44, 47], "SwiftUI's `onReceive` is flagged only where the code shows delivery off main")
        #expect(byLine.values.allSatisfy { $0.severity == .warning })
        #expect(byLine.values.allSatisfy { $0.message.contains("the code does not show which") })
    }

    /// Where a notification is posted decides: a member of an extension of a `@MainActor`
    /// class posts on main; a nonisolated `async` function and an actor's own method post off it.
    @Test func thePostersIsolationComesFromTheWholeModule() throws {
        let byLine = try receiveContextFindings("missing_receive_context_posted_extension_combine.swift")
        #expect(byLine[44] == nil, "applyRemoteChanges is a member of a @MainActor class, declared in an extension")
        let nonisolated = try #require(byLine[47])
        #expect(nonisolated.severity == .error)
        #expect(nonisolated.message.contains("nonisolated async func reportFailure"))
        let actor = try #require(byLine[50])
        #expect(actor.severity == .error)
        #expect(actor.message.contains("a member of actor BackupStore"))
    }

    /// A sink that only calls a method of its owner which hops to main in its own statements:
    /// the delivery off main is shown, but the UI work is the method's to do on main.
    @Test func aSinkThatOnlyCallsAMethodHoppingToMainItselfIsAWarning() throws {
        let byLine = try receiveContextFindings("missing_receive_context_method_hops_combine.swift")
        let hopping = try #require(byLine[16])
        #expect(hopping.severity == .warning)
        #expect(hopping.message.contains("but `update` hops to main itself"))
        #expect(byLine[19]?.severity == .error, "it sets `rows` itself, off main")
    }

    @Test func requestsAreShownOffMainAndKeyValueObservationOnlyMayBe() throws {
        let byLine = try receiveContextFindings("missing_receive_context_combine.swift")
        #expect(byLine[22]?.severity == .error, "a dataTaskPublisher delivers on URLSession's queue")
        #expect(byLine[30]?.severity == .warning, "KVO delivers where the property is changed, which the code does not show")
    }
}

/// `notification_publisher_sink` is an error in a main-actor context only where the code
/// shows the notification posted off main and nothing hops to main.
@Suite struct NotificationSeverityTests {
    @Test func onlyAPostShownOffMainWithoutAHopIsAnError() throws {
        let url = FixturePaths.fixtures.appendingPathComponent("Rules/notification_publisher_sink_severity_combine.swift")
        let findings = try LinterFactory.make().lint(paths: [url.path]).findings.filter { $0.ruleID == "notification_publisher_sink" }
        let byLine = Dictionary(findings.map { ($0.span.line, $0) }, uniquingKeysWith: { first, _ in first })
        let postedOffMain = try #require(byLine[35])
        #expect(postedOffMain.severity == .error)
        #expect(postedOffMain.message.contains("runs on the posting thread (`DispatchQueue.global().async` at"))
        #expect(byLine[39]?.severity == .warning, "the chain hops to main")
        #expect(byLine[39]?.message.contains("where the observer runs today") == true)
        #expect(byLine[42]?.severity == .warning, "the poster's thread is not shown")
        #expect(byLine[42]?.message.contains("which the publisher does not guarantee") == true)
        #expect(byLine[45]?.severity == .warning, "UIKit posts didBecomeActive on main")
        #expect(byLine[48]?.severity == .warning, "the observer only starts a Task")
        #expect(byLine[48]?.message.contains("where it only starts a Task") == true)
    }
}

/// A subject's subscribers run on the thread that sent to it: a send shown off main makes
/// `missing_receive_context` an error that names the sender.
@Suite struct SubjectSenderThreadTests {
    @Test func aSendShownOffMainIsAnErrorThatNamesTheSender() throws {
        let url = FixturePaths.fixtures.appendingPathComponent("Rules/missing_receive_context_sent_combine.swift")
        let findings = try LinterFactory.make().lint(paths: [url.path]).findings.filter { $0.ruleID == "missing_receive_context" }
        #expect(findings.map(\.span.line).sorted() == [39, 45])
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings.contains { $0.message.contains("it is sent from `DispatchQueue.global().async` at") })
        #expect(findings.contains { $0.message.contains("it is sent from async func complete outside the main actor") })
    }
}
