/// A platform and version, e.g. `iOS 15`, deciding which replacements a suggestion may use.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    public var platform: String
    public var major: Int

    public init(platform: String, major: Int) {
        self.platform = platform
        self.major = major
    }

    public var description: String { "\(platform) \(major)" }
}
