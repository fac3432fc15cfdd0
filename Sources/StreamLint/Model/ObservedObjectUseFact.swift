/// A SwiftUI property wrapper that watches an `ObservableObject` (`@ObservedObject var model:
/// Model`, `@StateObject private var model = Model()`, `@EnvironmentObject var model: Model`).
/// When `Model` becomes `@Observable`, each of these has to change with it, or the view stops
/// compiling.
public struct ObservedObjectUseFact: Codable, Sendable, Hashable {
    public enum Wrapper: String, Codable, Sendable {
        case observedObject = "ObservedObject"
        case stateObject = "StateObject"
        case environmentObject = "EnvironmentObject"
    }

    public var wrapper: Wrapper
    /// The watched type's own name, from the annotation or the initializer's callee; nil when
    /// neither names it.
    public var observedType: String?
    public var propertyName: String
    public var location: DeclarationLocation
    /// The attribute's span, `@` included: what the migration replaces.
    public var attributeSpan: SourceSpan

    public init(
        wrapper: Wrapper, observedType: String?, propertyName: String, location: DeclarationLocation, attributeSpan: SourceSpan
    ) {
        self.wrapper = wrapper
        self.observedType = observedType
        self.propertyName = propertyName
        self.location = location
        self.attributeSpan = attributeSpan
    }
}
