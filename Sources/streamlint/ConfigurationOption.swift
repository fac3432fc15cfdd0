import ArgumentParser

/// `--config FILE`, declared once for every command that lints.
struct ConfigurationOption: ParsableArguments {
    @Option(help: "Configuration file to use instead of the .streamlint.yml found from the scanned path upward.")
    var config: String?
}
