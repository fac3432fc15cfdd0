import Testing
import Foundation
import StreamLint
import SwiftParser
import SwiftSyntax

/// Locates `Tests/Fixtures` from this source file, so tests need no bundled resources.
enum FixturePaths {
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let repositoryRoot: URL = fixtures.deletingLastPathComponent().deletingLastPathComponent()

    /// Each `.swift` file directly in the folder is one fixture; each subfolder is one
    /// multi-file fixture scanned as a module.
    static func fixtures(in folder: String) -> [String] {
        let url = fixtures.appendingPathComponent(folder)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return entries.filter { entry in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(entry).path, isDirectory: &isDirectory)
            return isDirectory.boolValue || (entry.hasSuffix(".swift") && !entry.hasSuffix(".fixed.swift"))
        }.sorted().map { "\(folder)/\($0)" }
    }
}

/// One `// expect:` comment item, e.g. `pipeline source=just terminal=sink`.
struct Expectation {
    var file: String
    var line: Int
    var kind: String
    var values: [String: String]
}

/// Reads `// expect: …` comments from fixture files with the Swift parser (comments are
/// trivia), so expectations never depend on text matching over code.
enum ExpectationReader {
    static func expectations(inFile path: String, displayPath: String) throws -> [Expectation] {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        var result: [Expectation] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.trailingTrivia {
                guard case .lineComment(let text) = piece else { continue }
                let line = converter.location(for: token.endPositionBeforeTrailingTrivia).line
                result.append(contentsOf: parse(text, file: displayPath, line: line))
            }
            for piece in token.leadingTrivia {
                guard case .lineComment(let text) = piece, text.contains("expect:") else { continue }
                Issue.record("\(displayPath): an `expect:` comment must trail the line it is about: \(text)")
            }
        }
        return result
    }

    static func parse(_ comment: String, file: String, line: Int) -> [Expectation] {
        guard let range = comment.range(of: "expect:") else { return [] }
        let body = comment[range.upperBound...]
        return body.split(separator: ";").compactMap { item in
            let words = item.split(separator: " ").map(String.init)
            guard let kind = words.first else { return nil }
            var values: [String: String] = [:]
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                values[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return Expectation(file: file, line: line, kind: kind, values: values)
        }
    }
}

/// Runs the real linter over a fixture and checks every inline expectation against it.
enum FixtureChecker {
    static func run(_ fixture: String) throws -> (LintResult, [Expectation]) {
        let url = FixturePaths.fixtures.appendingPathComponent(fixture)
        let result = try LinterFactory.make().lint(paths: [url.path])
        var expectations: [Expectation] = []
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let files = isDirectory.boolValue
            ? try FileManager.default.subpathsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            : [url.lastPathComponent]
        let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
        for file in files {
            expectations += try ExpectationReader.expectations(
                inFile: folder.appendingPathComponent(file).path, displayPath: file)
        }
        return (result, expectations)
    }

    /// Every mismatch as a readable line; empty when the fixture holds.
    static func mismatches(_ fixture: String, checkingDeclarationFindings: Bool = true) throws -> [String] {
        let (result, expectations) = try run(fixture)
        var problems: [String] = result.problems.map { "unexpected file problem: \($0)" }
        let pipelineExpectations = expectations.filter { $0.kind == "pipeline" }
        let expectedByLine = Dictionary(grouping: pipelineExpectations) { "\($0.file):\($0.line)" }
        let foundByLine = Dictionary(grouping: result.pipelines) { "\($0.pipeline.file):\($0.pipeline.location.line)" }

        for (place, found) in foundByLine where expectedByLine[place] == nil {
            for pipeline in found {
                problems.append("\(place): unexpected pipeline \(describe(pipeline))")
            }
        }
        for (place, expected) in expectedByLine {
            let found = foundByLine[place] ?? []
            guard found.count == expected.count else {
                problems.append("\(place): expected \(expected.count) pipeline(s), found \(found.count) \(found.map(describe))")
                continue
            }
            for (expectation, pipeline) in zip(expected, found) {
                for (key, value) in expectation.values.sorted(by: { $0.key < $1.key }) {
                    let actual = self.value(of: key, in: pipeline)
                    if actual != value {
                        problems.append("\(place): \(key) expected '\(value)', got '\(actual ?? "nil")' in \(describe(pipeline))")
                    }
                }
            }
        }
        if checkingDeclarationFindings {
            problems += findingMismatches(result, expectations.filter { $0.kind == "finding" })
        }
        return problems.sorted()
    }

    private static func findingMismatches(_ result: LintResult, _ expectations: [Expectation]) -> [String] {
        var problems: [String] = []
        let declarationFindings = result.findings.filter { $0.pipeline == nil }
        let expected = expectations.flatMap { expectation in
            (expectation.values["rule"] ?? "").split(separator: ",").map { "\(expectation.file):\(expectation.line): \($0)" }
        }
        let found = declarationFindings.map { "\($0.file):\($0.span.line): \($0.ruleID)" }
        for item in Set(expected).subtracting(found) { problems.append("missing finding \(item)") }
        for item in Set(found).subtracting(expected) { problems.append("unexpected finding \(item)") }
        return problems
    }

    static func value(of key: String, in analyzed: AnalyzedPipeline) -> String? {
        let pipeline = analyzed.pipeline
        switch key {
        case "source":
            return pipeline.source.kind == .call ? "call" : pipeline.source.effectiveKind.rawValue
        case "resolved": return pipeline.source.resolved?.kind.rawValue
        case "terminal": return pipeline.terminal.name
        case "framework": return pipeline.framework.rawValue
        case "ops": return pipeline.operatorNames.joined(separator: ",")
        case "context": return pipeline.context.isolation.rawValue
        case "type": return pipeline.context.typeName
        case "function": return pipeline.context.functionName
        case "verdict": return analyzed.verdict.rawValue
        case "rule": return analyzed.verdictRule
        case "hazards": return analyzed.ruleIDs.filter { $0 != analyzed.verdictRule }.sorted().joined(separator: ",")
        case "cadence": return analyzed.gate.cadence.rawValue
        case "consumers": return String(analyzed.gate.consumers)
        case "retention": return pipeline.terminal.retention.kind.rawValue
        case "self": return pipeline.terminal.selfCapture.rawValue
        default: return "unknown key '\(key)'"
        }
    }

    static func describe(_ analyzed: AnalyzedPipeline) -> String {
        let pipeline = analyzed.pipeline
        return "[source=\(value(of: "source", in: analyzed) ?? "") resolved=\(pipeline.source.resolved?.kind.rawValue ?? "-") "
            + "terminal=\(pipeline.terminal.name) framework=\(pipeline.framework.rawValue) "
            + "ops=\(pipeline.operatorNames.joined(separator: ",")) context=\(pipeline.context.isolation.rawValue) "
            + "type=\(pipeline.context.typeName ?? "-") function=\(pipeline.context.functionName ?? "-") "
            + "verdict=\(analyzed.verdict.rawValue) rule=\(analyzed.verdictRule ?? "-") hazards=\(value(of: "hazards", in: analyzed) ?? "")]"
    }
}
