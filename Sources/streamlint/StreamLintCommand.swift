import ArgumentParser
import Foundation
import Rules
import StreamLint

struct StreamLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "streamlint",
        abstract: "Find reactive pipelines (Combine, RxSwift, ReactiveSwift) and say which should become async/await.",
        version: StreamLintInfo.version,
        subcommands: [LintCommand.self, FixCommand.self, ReportCommand.self, RulesCommand.self, ExplainCommand.self],
        defaultSubcommand: LintCommand.self
    )
}

/// Exit codes (SPEC section 6).
enum ExitStatus: Int32 {
    case clean = 0
    case findings = 1
    case usage = 2
    case failure = 3
}
