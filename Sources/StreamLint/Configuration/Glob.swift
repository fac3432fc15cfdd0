/// A path pattern over `/`-separated components, relative to the folder of the configuration
/// that wrote it: `*` matches any run of characters within one component, `?` one character,
/// and a component that is exactly `**` matches any number of components, none included.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let components: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        components = trimmed.split(separator: "/").map(String.init)
    }

    public var description: String { pattern }

    /// Whether the pattern names the path itself or a folder that contains it, so that
    /// `Sources/Legacy` selects everything under that folder.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/").map(String.init)
        guard !path.isEmpty else { return false }
        return (1...path.count).contains { Self.match(components[...], path[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // `**` takes zero components, or one more and stays in place.
            return match(pattern.dropFirst(), path) || (!path.isEmpty && match(pattern, path.dropFirst()))
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...])
        else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return matchComponent(pattern.dropFirst(), name) || (!name.isEmpty && matchComponent(pattern, name.dropFirst()))
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
