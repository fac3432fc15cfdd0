/// A problem with the command line or `.streamlint.yml`: exit code 2, with the key and line.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
