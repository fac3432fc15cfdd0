extension DeploymentTarget {
    /// Platforms as Apple spells them; rules compare against these spellings.
    public static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

    /// Reads `iOS 15`, `macOS 12.3` (the minor version does not change any advice) or `ios 17`.
    public init?(parsing text: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2,
              let platform = Self.platforms.first(where: { $0.lowercased() == words[0].lowercased() }),
              let majorText = words[1].split(separator: ".", omittingEmptySubsequences: false).first,
              let major = Int(majorText), major > 0,
              words[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ Int($0) != nil })
        else { return nil }
        self.init(platform: platform, major: major)
    }
}
