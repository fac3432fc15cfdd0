/// A piece of code a rule is explained with, and tested on: `streamlint explain` prints it, and
/// `RuleExampleTests` lints it alone (its files in an empty folder, every rule of the catalog)
/// and checks that the rule reports exactly at its markers, and that `fix` reproduces its
/// correction. An example that is not true fails the tests at the line it is written on.
public struct Example: Sendable {
    /// Written before the token a finding's line and column point at (a pipeline's terminal, a
    /// declaration's name, a suppression comment); never printed or linted.
    public static let marker: Character = "↓"

    /// One file of the example, its text with markers.
    public struct File: Sendable {
        /// A path relative to the example's folder.
        public var name: String
        public var code: String

        public init(name: String, code: String) {
            self.name = name
            self.code = code
        }

        /// The text as written to disk and printed: markers removed.
        public var text: String { code.filter { $0 != Example.marker } }
    }

    /// The file the example is about.
    public var main: File
    /// Other files of the same module, for rules that join facts across files: the declaration
    /// a call resolves to, the other consumers of a subject.
    public var extraFiles: [File]
    /// A test file scanned with the module, for rules that read tests (`virtual_time_tested`).
    public var testFile: File?
    /// What `streamlint fix --unsafe --rule ID` makes of the main file, byte for byte; only for
    /// the corrections of fixable rules.
    public var corrected: String?
    /// Where the example is written, so that a failing example points at itself.
    public var filePath: String
    public var line: Int

    public static let defaultFileName = "Example.swift"
    public static let defaultTestFileName = "Tests/ExampleTests.swift"

    public init(
        _ code: String, fileName: String = Example.defaultFileName, extraFiles: KeyValuePairs<String, String> = [:],
        testFile: String? = nil, corrected: String? = nil, filePath: String = #filePath, line: Int = #line
    ) {
        main = File(name: fileName, code: code)
        self.extraFiles = extraFiles.map { File(name: $0.key, code: $0.value) }
        self.testFile = testFile.map { File(name: Example.defaultTestFileName, code: $0) }
        self.corrected = corrected
        self.filePath = filePath
        self.line = line
    }

    /// Every file to write, the main one first.
    public var files: [File] { [main] + extraFiles + (testFile.map { [$0] } ?? []) }

    /// The example as `explain` prints it: the main file alone, or every file under a
    /// `// name` line when there are several, a blank line between them.
    public var displayText: String {
        let files = self.files
        guard files.count > 1 else { return main.text }
        return files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n\n")
    }

    /// The corrected main file as `explain` prints it, named when the example has several files.
    public var correctedDisplayText: String? {
        guard let corrected else { return nil }
        return files.count > 1 ? "// \(main.name)\n\(corrected)" : corrected
    }
}
