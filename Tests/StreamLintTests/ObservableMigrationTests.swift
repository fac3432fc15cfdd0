import Foundation
import Rewriter
import Rules
import StreamLint
import Testing

/// `published_without_subscribers` moves a whole class to `@Observable` together with every
/// SwiftUI wrapper that watches it, or leaves all of them alone and says why.
@Suite struct ObservableMigrationTests {
    static let model = """
        import Combine
        import Foundation

        final class ProfileModel: ObservableObject, Identifiable {
            @Published var name = ""
            @Published
            private(set) var age: Int = 0
            var cache: [String: Int] = [:]
            let id = UUID()
            var label: String { name.uppercased() }
            static var shared = 0

            func rename(_ value: String) { name = value }
            func birthday() { age += 1 }
        }

        """

    static let views = """
        import SwiftUI

        struct ProfileView: View {
            @ObservedObject var model: ProfileModel
            var body: some View { Text(model.name) }
        }

        struct EditView: View {
            @ObservedObject var editing: ProfileModel
            var body: some View { TextField("Name", text: $editing.name) }
        }

        struct RootView: View {
            @StateObject private var model = ProfileModel()
            var body: some View { ProfileView(model: model) }
        }

        """

    private func folder(model: String = Self.model, views: String = Self.views) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Model.swift", model)
        try folder.write("ProfileView.swift", views)
        return folder
    }

    private func fix(_ folder: TemporaryFolder, target: DeploymentTarget?) throws -> (report: FixSessionReport, findings: [Finding]) {
        let linter = Linter(
            pipelineRules: RuleCatalog.pipelineRules, declarationRules: RuleCatalog.declarationRules, deploymentTarget: target)
        let result = try linter.lint(paths: [folder.url.path])
        let report = FixSession.run(FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: []), of: result, writing: true)
        return (report, result.findings)
    }

    private func read(_ folder: TemporaryFolder, _ name: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theClassAndEveryViewThatWatchesItMoveTogether() throws {
        let folder = try folder()
        let (report, _) = try fix(folder, target: DeploymentTarget(platform: "iOS", major: 17))
        #expect(report.appliedFixes == 4)
        #expect(try read(folder, "Model.swift") == """
            import Combine
            import Foundation
            import Observation

            @Observable
            final class ProfileModel: Identifiable {
                var name = ""
                private(set) var age: Int = 0
                @ObservationIgnored var cache: [String: Int] = [:]
                let id = UUID()
                var label: String { name.uppercased() }
                static var shared = 0

                func rename(_ value: String) { name = value }
                func birthday() { age += 1 }
            }

            """)
        // A view that makes bindings from the model gets `@Bindable`; one that owns it, `@State`.
        #expect(try read(folder, "ProfileView.swift") == """
            import SwiftUI

            struct ProfileView: View {
                var model: ProfileModel
                var body: some View { Text(model.name) }
            }

            struct EditView: View {
                @Bindable var editing: ProfileModel
                var body: some View { TextField("Name", text: $editing.name) }
            }

            struct RootView: View {
                @State private var model = ProfileModel()
                var body: some View { ProfileView(model: model) }
            }

            """)
        let again = try fix(folder, target: DeploymentTarget(platform: "macOS", major: 14))
        #expect(again.report.appliedFixes == 0)
        #expect(!again.findings.contains { $0.ruleID == "published_without_subscribers" })
    }

    @Test func withoutADeploymentTargetTheMoveIsOnlySuggested() throws {
        let folder = try folder()
        let (report, findings) = try fix(folder, target: nil)
        #expect(report.appliedFixes == 0)
        #expect(try read(folder, "Model.swift") == Self.model)
        let classFix = try #require(findings.first { $0.fix?.provides == ["observable:ProfileModel"] }?.fix)
        #expect(classFix.applicability == .manual)
        #expect(classFix.description.contains("deployment_target"))
    }

    @Test func tooOldATargetGetsNoFixAndSaysWhy() throws {
        let folder = try folder()
        let (report, findings) = try fix(folder, target: DeploymentTarget(platform: "iOS", major: 16))
        #expect(report.appliedFixes == 0)
        #expect(findings.filter { $0.ruleID == "published_without_subscribers" }.count == 2)
        #expect(findings.allSatisfy { $0.fix == nil && $0.message.contains("Not yet") })
    }

    @Test(arguments: [
        ("a subscription elsewhere", "func watch(_ model: ProfileModel) { _ = model.$age.sink { _ in } }", "`$age` is read"),
        ("objectWillChange", "extension ProfileModel { func touch() { objectWillChange.send() } }", "`objectWillChange` is used"),
        (
            "a subclass", "final class VIPModel: ProfileModel { let upgrades = PassthroughSubject<Int, Never>() }",
            "`VIPModel` inherits from it"
        ),
        (
            "an environment object", "import SwiftUI\nstruct Badge: View { @EnvironmentObject var profile: ProfileModel\n var body: some View { EmptyView() } }",
            "@Environment(ProfileModel.self)"
        ),
    ])
    func whatStopsTheMoveIsSaidAndNothingChanges(_ case: (name: String, code: String, reason: String)) throws {
        let folder = try folder()
        try folder.write("Other.swift", "import Combine\n" + `case`.code + "\n")
        let (report, findings) = try fix(folder, target: DeploymentTarget(platform: "iOS", major: 17))
        #expect(report.appliedFixes == 0, "\(`case`.name)")
        #expect(try read(folder, "Model.swift") == Self.model)
        #expect(try read(folder, "ProfileView.swift") == Self.views)
        #expect(findings.contains { $0.message.contains("cannot become `@Observable`") && $0.message.contains(`case`.reason) }, "\(`case`.name)")
        #expect(!findings.contains { $0.message.contains("watches `ProfileModel`") }, "\(`case`.name)")
    }

    @Test func aSuppressedViewKeepsTheWholeGroupUnchangedAndTheRunSaysSo() throws {
        let views = Self.views.replacingOccurrences(
            of: "    @StateObject private var model",
            with: "    // streamlint:disable:next published_without_subscribers\n    @StateObject private var model")
        let folder = try folder(views: views)
        let (report, _) = try fix(folder, target: DeploymentTarget(platform: "iOS", major: 17))
        #expect(report.appliedFixes == 0)
        #expect(try read(folder, "Model.swift") == Self.model)
        #expect(try read(folder, "ProfileView.swift") == views)
        #expect(report.output.contains("not applied: it needs `observableUse:ProfileView.swift:"))
    }

    @Test func aViewThatBuildsItsWrapperByHandKeepsTheGroupUnchanged() throws {
        let views = Self.views.replacingOccurrences(
            of: "    @StateObject private var model = ProfileModel()\n",
            with: "    @StateObject private var model: ProfileModel\n    init() { _model = StateObject(wrappedValue: ProfileModel()) }\n")
        let folder = try folder(views: views)
        let (report, _) = try fix(folder, target: DeploymentTarget(platform: "iOS", major: 17))
        #expect(report.appliedFixes == 0)
        #expect(try read(folder, "Model.swift") == Self.model)
        #expect(report.output.contains("not applied"))
    }

    @Test func aPublicClassIsLeftToAPerson() throws {
        let folder = try folder(model: Self.model.replacingOccurrences(of: "final class", with: "public final class"))
        let (report, findings) = try fix(folder, target: DeploymentTarget(platform: "iOS", major: 17))
        #expect(report.appliedFixes == 0)
        let classFix = try #require(findings.first { $0.fix?.provides == ["observable:ProfileModel"] }?.fix)
        #expect(classFix.applicability == .manual && classFix.description.contains("public"))
    }
}
