// swift-tools-version: 6.1
import PackageDescription

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
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
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
    ],
    swiftLanguageModes: [.v6]
)
