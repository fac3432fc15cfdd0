/// A binary form of any `Codable` value for the facts cache: Foundation's JSON coders spent
/// about as long decoding a large tree's facts as parsing the files had taken, which left a
/// cached run no faster than a cold one.
///
/// Every value is tagged, so a decoder can skip what it does not read; containers carry their
/// length in bytes, so skipping one costs nothing; strings are written once per payload and
/// referred to by number, because facts repeat type names and paths many times over.
enum CompactTag: UInt8 {
    case null, bool, signed, unsigned, double, string, keyed, unkeyed
}

package enum CompactEncoder {
    package static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = NodeEncoder()
        try value.encode(to: encoder)
        var writer = CompactWriter()
        writer.write(encoder.node ?? .keyed(KeyedNode()))
        return writer.finish()
    }
}

/// The value tree an `Encodable` builds; containers are classes because `Encoder` hands out a
/// container that is written to after it has been placed in its parent.
indirect enum EncodedNode {
    case null, bool(Bool), signed(Int64), unsigned(UInt64), double(Double), string(String)
    case keyed(KeyedNode), unkeyed(UnkeyedNode)
    /// What a `superEncoder()` is given: its value is known only once the subclass is done.
    case deferred(NodeEncoder)
}

final class KeyedNode {
    var keys: [String] = []
    var values: [EncodedNode] = []

    func set(_ key: String, _ value: EncodedNode) {
        if let index = keys.firstIndex(of: key) {
            values[index] = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }
}

final class UnkeyedNode {
    var values: [EncodedNode] = []
}

/// Lays a value tree out as bytes: a string table, then the tagged root.
struct CompactWriter {
    private var body: [UInt8] = []
    private var stringIDs: [String: Int] = [:]
    private var strings: [String] = []

    mutating func write(_ node: EncodedNode) {
        switch node {
        case .null: body.append(CompactTag.null.rawValue)
        case .bool(let value):
            body.append(CompactTag.bool.rawValue)
            body.append(value ? 1 : 0)
        case .signed(let value):
            body.append(CompactTag.signed.rawValue)
            writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &body)
        case .unsigned(let value):
            body.append(CompactTag.unsigned.rawValue)
            writeVarint(value, into: &body)
        case .double(let value):
            body.append(CompactTag.double.rawValue)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
        case .string(let value):
            body.append(CompactTag.string.rawValue)
            writeVarint(UInt64(id(of: value)), into: &body)
        case .keyed(let container):
            body.append(CompactTag.keyed.rawValue)
            let lengthSlot = reserveLength()
            writeVarint(UInt64(container.keys.count), into: &body)
            for key in container.keys { writeVarint(UInt64(id(of: key)), into: &body) }
            for value in container.values { write(value) }
            patchLength(lengthSlot)
        case .deferred(let encoder):
            write(encoder.node ?? .keyed(KeyedNode()))
        case .unkeyed(let container):
            body.append(CompactTag.unkeyed.rawValue)
            let lengthSlot = reserveLength()
            writeVarint(UInt64(container.values.count), into: &body)
            for value in container.values { write(value) }
            patchLength(lengthSlot)
        }
    }

    func finish() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + strings.count * 12)
        writeVarint(UInt64(strings.count), into: &bytes)
        for string in strings {
            let utf8 = Array(string.utf8)
            writeVarint(UInt64(utf8.count), into: &bytes)
            bytes.append(contentsOf: utf8)
        }
        bytes.append(contentsOf: body)
        return bytes
    }

    private mutating func id(of string: String) -> Int {
        if let id = stringIDs[string] { return id }
        let id = strings.count
        strings.append(string)
        stringIDs[string] = id
        return id
    }

    /// Four bytes for the length of what follows them, filled in once it is written.
    private mutating func reserveLength() -> Int {
        body.append(contentsOf: [0, 0, 0, 0])
        return body.count
    }

    private mutating func patchLength(_ start: Int) {
        let length = UInt32(body.count - start)
        for offset in 0..<4 { body[start - 4 + offset] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(offset))) }
    }
}

func writeVarint(_ value: UInt64, into bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
        rest >>= 7
    }
    bytes.append(UInt8(rest))
}

final class NodeEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var node: EncodedNode?

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed(let existing) = node { return KeyedEncodingContainer(KeyedNodeContainer(node: existing)) }
        let container = KeyedNode()
        node = .keyed(container)
        return KeyedEncodingContainer(KeyedNodeContainer(node: container))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed(let existing) = node { return UnkeyedNodeContainer(node: existing) }
        let container = UnkeyedNode()
        node = .unkeyed(container)
        return UnkeyedNodeContainer(node: container)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleNodeContainer(encoder: self) }

    static func node<Value: Encodable>(for value: Value) throws -> EncodedNode {
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .signed(Int64(int))
        default:
            let encoder = NodeEncoder()
            try value.encode(to: encoder)
            return encoder.node ?? .keyed(KeyedNode())
        }
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: KeyedNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.set(key.stringValue, .double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { node.set(key.stringValue, .double(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.set(key.stringValue, .signed(Int64(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.set(key.stringValue, .signed(Int64(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.set(key.stringValue, .signed(Int64(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.set(key.stringValue, .signed(Int64(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.set(key.stringValue, .signed(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.set(key.stringValue, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.set(key.stringValue, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.set(key.stringValue, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.set(key.stringValue, .unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.set(key.stringValue, .unsigned(value)) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        node.set(key.stringValue, try NodeEncoder.node(for: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = KeyedNode()
        node.set(key.stringValue, .keyed(nested))
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = UnkeyedNode()
        node.set(key.stringValue, .unkeyed(nested))
        return UnkeyedNodeContainer(node: nested)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named key: String) -> any Encoder {
        let encoder = NodeEncoder()
        node.set(key, .deferred(encoder))
        return encoder
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: UnkeyedNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.values.count }

    mutating func encodeNil() throws { node.values.append(.null) }
    mutating func encode(_ value: Bool) throws { node.values.append(.bool(value)) }
    mutating func encode(_ value: String) throws { node.values.append(.string(value)) }
    mutating func encode(_ value: Double) throws { node.values.append(.double(value)) }
    mutating func encode(_ value: Float) throws { node.values.append(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.values.append(.signed(Int64(value))) }
    mutating func encode(_ value: Int8) throws { node.values.append(.signed(Int64(value))) }
    mutating func encode(_ value: Int16) throws { node.values.append(.signed(Int64(value))) }
    mutating func encode(_ value: Int32) throws { node.values.append(.signed(Int64(value))) }
    mutating func encode(_ value: Int64) throws { node.values.append(.signed(value)) }
    mutating func encode(_ value: UInt) throws { node.values.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { node.values.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { node.values.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { node.values.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { node.values.append(.unsigned(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { node.values.append(try NodeEncoder.node(for: value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = KeyedNode()
        node.values.append(.keyed(nested))
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = UnkeyedNode()
        node.values.append(.unkeyed(nested))
        return UnkeyedNodeContainer(node: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = NodeEncoder()
        node.values.append(.deferred(encoder))
        return encoder
    }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let encoder: NodeEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.node = .null }
    mutating func encode(_ value: Bool) throws { encoder.node = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.node = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.node = .double(value) }
    mutating func encode(_ value: Float) throws { encoder.node = .double(Double(value)) }
    mutating func encode(_ value: Int) throws { encoder.node = .signed(Int64(value)) }
    mutating func encode(_ value: Int8) throws { encoder.node = .signed(Int64(value)) }
    mutating func encode(_ value: Int16) throws { encoder.node = .signed(Int64(value)) }
    mutating func encode(_ value: Int32) throws { encoder.node = .signed(Int64(value)) }
    mutating func encode(_ value: Int64) throws { encoder.node = .signed(value) }
    mutating func encode(_ value: UInt) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.node = .unsigned(value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { encoder.node = try NodeEncoder.node(for: value) }
}
