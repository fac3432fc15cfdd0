import ArgumentParser

/// A command that takes files and folders; its `pathsVerb` ("scan", "fix") is what the help
/// says it does with them.
protocol PathsCommand {
    static var pathsVerb: String { get }
}

/// `[<paths> ...]`, declared once for every command that takes files and folders.
struct PathsArgument<Command: PathsCommand>: ParsableArguments {
    @Argument(help: "Files or folders to \(Command.pathsVerb) (default: the current folder).")
    var paths: [String] = []

    /// The paths given, or the current folder when none is.
    var orCurrentFolder: [String] { paths.isEmpty ? ["."] : paths }
}
