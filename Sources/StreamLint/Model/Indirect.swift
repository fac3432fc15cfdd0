/// Keeps a large optional value out of line, so that the struct holding it stays small.
/// A finding carries its pipeline (about 600 bytes inline) and a feed its assigned chain: tens of
/// thousands of them sit in arrays at once on a large tree, and each copy of such an array then
/// costs a pointer per element instead of the whole value. Reads and writes look as before, and
/// the value is encoded as if it were stored directly (a nil is left out, as `encodeIfPresent`
/// does), so reports and the facts cache do not change.
@propertyWrapper
public struct Indirect<Wrapped: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    /// Nil costs no allocation.
    private var box: Box?

    public init(wrappedValue: Wrapped?) { box = wrappedValue.map(Box.init) }

    /// Copy on write: a box is never changed, so copies of the holder may share it.
    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Indirect: Hashable where Wrapped: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Indirect: Codable where Wrapped: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Wrapped.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// The holder's synthesized `Codable` calls these, so that an absent key decodes as nil and a
/// nil is not written, as for a plain optional property.
extension KeyedDecodingContainer {
    public func decode<Wrapped: Codable & Sendable>(_ type: Indirect<Wrapped>.Type, forKey key: Key) throws -> Indirect<Wrapped> {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    public mutating func encode<Wrapped: Codable & Sendable>(_ value: Indirect<Wrapped>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
