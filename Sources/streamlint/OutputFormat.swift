import ArgumentParser
import StreamLint

/// `--format NAME`: one of the library's reporters.
struct OutputFormat: ExpressibleByArgument {
    let reporter: any Reporter.Type

    init(_ reporter: any Reporter.Type) {
        self.reporter = reporter
    }

    init?(argument: String) {
        guard let reporter = Reporters.named(argument) else { return nil }
        self.reporter = reporter
    }

    static var text: OutputFormat { OutputFormat(TextReporter.self) }
    static var allValueStrings: [String] { Reporters.formatNames }
    var defaultValueDescription: String { reporter.formatName }
}
