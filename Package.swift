// swift-tools-version: 6.1
import PackageDescription

// Both forms of the compiled value-shaped scenarios (before and after `streamlint fix --unsafe`)
// build against the same modules.
let scenarioFormDependencies: [Target.Dependency] = [
    "ScenarioDomain", "ScenarioSupport",
    .product(name: "OpenCombine", package: "OpenCombine"),
    .product(name: "OpenCombineDispatch", package: "OpenCombine"),
    .product(name: "OpenCombineFoundation", package: "OpenCombine"),
]

let package = Package(
    name: "StreamLint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "streamlint", targets: ["streamlint"]),
        .executable(name: "streamlint-bench", targets: ["streamlint-bench"]),
        .library(name: "StreamLint", targets: ["StreamLint", "Rules", "Rewriter"]),
        .plugin(name: "StreamLintCommandPlugin", targets: ["StreamLintCommandPlugin"]),
        .plugin(name: "StreamLintBuildToolPlugin", targets: ["StreamLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        // Test-only: the compiled scenarios below; no product links it.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        // Test-only: the `prefer: async-algorithms` rewrites' compiled scenarios and their test clock.
        .package(url: "https://github.com/apple/swift-async-algorithms.git", exact: "1.1.4"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", exact: "1.1.1"),
    ],
    targets: [
        .target(
            name: "StreamLint",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "Rules",
            dependencies: ["StreamLint", .product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        .target(
            name: "Rewriter",
            dependencies: [
                "StreamLint",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "streamlint",
            dependencies: [
                "StreamLint", "Rules", "Rewriter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "streamlint-bench",
            dependencies: [
                "StreamLint", "Rules",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "StreamLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "streamlint", description: "Lint reactive pipelines in the package's targets"),
                permissions: [.writeToPackageDirectory(reason: "`swift package streamlint fix` rewrites source files in place")]
            ),
            dependencies: ["streamlint"]
        ),
        .plugin(name: "StreamLintBuildToolPlugin", capability: .buildTool(), dependencies: ["streamlint"]),
        .testTarget(
            name: "StreamLintTests",
            dependencies: [
                "StreamLint", "Rules", "Rewriter",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Compiled scenarios (Tests/Fixtures/Scenarios/README.md): stream-shaped code the tool keeps,
        // and value-shaped code before and after `streamlint fix --unsafe`, with behaviour tests
        // run against both forms. OpenCombine stands in for Combine on Linux.
        .target(
            name: "ScenarioSupport",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/ScenarioSupport"
        ),
        .target(name: "ScenarioDomain", path: "Tests/Fixtures/Scenarios/Domain"),
        .target(
            name: "ScenarioStream",
            dependencies: ["ScenarioSupport", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/Fixtures/Scenarios/Stream"
        ),
        // The migrated code predates Swift 6: `Future { promise in Task { … promise(…) } }` does
        // not compile in the Swift 6 language mode, before the rewrite or after it.
        .target(
            name: "ScenarioBefore",
            dependencies: scenarioFormDependencies,
            path: "Tests/Fixtures/Scenarios/Before",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "ScenarioAfter",
            dependencies: scenarioFormDependencies,
            path: "Tests/Fixtures/Scenarios/After",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `published_without_subscribers` → `@Observable`, compiled (Tests/Fixtures/ObservationScenarios).
        .target(
            name: "ObservationBefore",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/Fixtures/ObservationScenarios/Before",
            exclude: [".streamlint.yml"]
        ),
        .target(
            name: "ObservationAfter",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/Fixtures/ObservationScenarios/After"
        ),
        .testTarget(
            name: "ObservationScenarioTests",
            dependencies: ["ObservationBefore", "ObservationAfter", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // `prefer: async-algorithms`: kept streams before and after `streamlint fix --unsafe`
        // (Tests/Fixtures/AsyncAlgorithmsScenarios). Swift 5 mode: `Publisher.values` is not
        // `Sendable`, which AsyncAlgorithms' operators ask of their base.
        .target(
            name: "AsyncAlgorithmsScenarioSupport",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/AsyncAlgorithmsScenarioSupport"
        ),
        .target(
            name: "AsyncAlgorithmsBefore",
            dependencies: ["AsyncAlgorithmsScenarioSupport", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/Fixtures/AsyncAlgorithmsScenarios/Before",
            exclude: [".streamlint.yml"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "AsyncAlgorithmsAfter",
            dependencies: [
                "AsyncAlgorithmsScenarioSupport",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ],
            path: "Tests/Fixtures/AsyncAlgorithmsScenarios/After",
            exclude: [".streamlint.yml"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "AsyncAlgorithmsScenarioTests",
            dependencies: [
                "AsyncAlgorithmsBefore", "AsyncAlgorithmsAfter",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "ScenarioTests",
            dependencies: [
                "ScenarioAfter", "ScenarioBefore", "ScenarioDomain", "ScenarioStream",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
