/// A signed-in user's public profile, as the profile service returns it.
public struct Profile: Equatable, Sendable {
    public var id: String
    public var displayName: String

    public init(id: String, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}

/// The profile service's client; already `async` when the repository around it was written.
public protocol ProfileClient: Sendable {
    func profile(id: String) async throws -> Profile
}

/// What the profile screen shows.
public enum ProfileScreenState: Equatable, Sendable {
    case idle
    case loading
    case loaded(Profile)
    case failed(String)
}
