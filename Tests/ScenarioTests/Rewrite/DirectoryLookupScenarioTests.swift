import Foundation
import OpenCombine
import ScenarioAfter
import Testing

/// `Before|After/DirectoryLookup.swift`: a protocol requirement every implementation answers
/// once. After the rewrite it has an `async throws` twin whose default awaits the publisher
/// version: callers can await it, callers that subscribe still work, and a conformer written
/// elsewhere that implements only the publisher version still conforms.
@Suite(.timeLimit(.minutes(5)))
struct DirectoryLookupScenarioTests {
    /// A conformer in another module that knows nothing of the async requirement.
    struct LegacyDirectory: ScenarioAfter.DirectoryLookup {
        func entry(named name: String) -> AnyPublisher<DirectoryEntry, Error> {
            Just(DirectoryEntry(name: name, office: "Porto")).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
    }

    @Test(arguments: Implementation.allCases)
    func subscribingCallersStillGetTheEntryOrTheError(_ implementation: Implementation) async throws {
        let entry = try await implementation.directoryEntry(named: "Ann", offices: ["Ann": "Lisbon"])
        #expect(entry.name == "Ann" && entry.office == "Lisbon")
        await #expect(throws: Error.self) { try await implementation.directoryEntry(named: "Bo", offices: [:]) }
    }

    @Test func awaitingTheNewRequirementGivesTheEntryOrTheSameError() async throws {
        let lookup: any ScenarioAfter.DirectoryLookup = StaticDirectory(offices: ["Ann": "Lisbon"])
        let entry: DirectoryEntry = try await lookup.entry(named: "Ann")
        #expect(entry == DirectoryEntry(name: "Ann", office: "Lisbon"))
        await #expect(throws: DirectoryError(name: "Bo")) {
            let _: DirectoryEntry = try await lookup.entry(named: "Bo")
        }
    }

    @Test func aConformerWrittenElsewhereGetsTheDefault() async throws {
        let lookup: any ScenarioAfter.DirectoryLookup = LegacyDirectory()
        let entry: DirectoryEntry = try await lookup.entry(named: "Cy")
        #expect(entry.office == "Porto")
    }
}
