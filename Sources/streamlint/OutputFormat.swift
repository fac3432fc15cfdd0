import ArgumentParser
import Foundation
import StreamLint

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, markdown

    /// Formats that carry each finding's fix.
    var showsFixes: Bool { self == .json || self == .sarif }
}

/// Renders a report in the chosen format.
enum ReportRenderer {
    static func render(_ input: ReportInput, as format: OutputFormat) throws -> String {
        switch format {
        case .text: return TextReporter.render(input)
        case .json: return try JSONReporter.render(input)
        case .sarif: return try SARIFReporter.render(input)
        case .github: return GitHubActionsReporter.render(input)
        case .markdown: return MarkdownReporter.render(input)
        }
    }
}
