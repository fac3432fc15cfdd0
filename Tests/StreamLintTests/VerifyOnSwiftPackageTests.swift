import Foundation
import Testing

/// `fix --unsafe --verify 'swift build'` on a real SwiftPM package built with OpenCombine: the
/// rewrite the compiler rejects is backed out, the one it accepts stays, and the package builds.
@Suite(.timeLimit(.minutes(15))) struct VerifyOnSwiftPackageTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0")],
            targets: [
                .target(
                    name: "Shop", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
                    swiftSettings: [.swiftLanguageMode(.v5)])
            ]
        )

        """

    /// Fixed safely and correctly: `assign(to:on: self)` stored on `self` becomes `assign(to: &$title)`.
    static let greeting = """
        import OpenCombine

        final class Greeting: ObservableObject {
            @Published var name = ""
            @Published var title = ""
            private var cancellables = Set<AnyCancellable>()

            init() {
                $name
                    .map { $0.isEmpty ? "Guest" : "Hello, \\($0)" }
                    .assign(to: \\.title, on: self)
                    .store(in: &cancellables)
            }
        }

        """

    /// Moved to `@Observable` by `published_without_subscribers`, which cannot see that a generic
    /// function elsewhere needs it to stay an `ObservableObject`: the build breaks.
    static let cart = """
        import OpenCombine

        final class Cart: ObservableObject {
            @Published var items: [String] = []
        }

        """

    static let keeper = """
        import OpenCombine

        func retained<Model: ObservableObject>(_ model: Model) -> [Model] { [model] }

        let carts = retained(Cart())

        """

    @Test func theRewriteThatBreaksTheBuildIsBackedOutAndTheOtherStays() throws {
        let package = try TemporaryFolder()
        try package.write("Package.swift", Self.manifest)
        try package.write(".streamlint.yml", "deployment_target: macOS 14\n")
        try package.write("Sources/Shop/Greeting.swift", Self.greeting)
        try package.write("Sources/Shop/Cart.swift", Self.cart)
        try package.write("Sources/Shop/Keeper.swift", Self.keeper)
        let swift = ProcessInfo.processInfo.environment["SWIFT_EXEC_FOR_TESTS"] ?? "swift"

        let output = try CommandRunner.run(
            ["fix", "--unsafe", "--verify", "\(swift) build 2>&1", "."], in: package.url)

        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("Sources/Shop/Cart.swift: backed out 1 fix(es)"), "\(output.stdout)")
        // The compiler's own error, placed in the file that no longer builds, not the build tool's summary.
        #expect(output.stdout.contains("Keeper.swift:5:"), "\(output.stdout)")
        #expect(output.stdout.contains("ObservableObject"), "\(output.stdout)")
        #expect(try String(contentsOf: package.url.appendingPathComponent("Sources/Shop/Cart.swift"), encoding: .utf8) == Self.cart)
        let greeting = try String(contentsOf: package.url.appendingPathComponent("Sources/Shop/Greeting.swift"), encoding: .utf8)
        #expect(greeting.contains(".assign(to: &$title)") && !greeting.contains("on: self"))
    }
}
