/// Reads what `CompactEncoder` wrote. Any damage (a short payload, a wrong tag, a number out of
/// range) throws, so a corrupt cache is noticed and rebuilt rather than trusted.
package enum CompactDecoder {
    package static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let reader = try CompactReader(bytes)
        return try Value(from: NodeDecoder(reader: reader, position: reader.rootPosition))
    }
}

struct CompactDecodingError: Error, CustomStringConvertible {
    let description: String
}

final class CompactReader: Sendable {
    let bytes: [UInt8]
    let strings: [String]
    let rootPosition: Int

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        var position = 0
        let count = try Self.varint(in: bytes, at: &position)
        guard count <= UInt64(bytes.count) else { throw CompactDecodingError(description: "string table longer than the payload") }
        var strings: [String] = []
        strings.reserveCapacity(Int(count))
        for _ in 0..<count {
            let rawLength = try Self.varint(in: bytes, at: &position)
            guard rawLength <= UInt64(bytes.count - position) else { throw CompactDecodingError(description: "string past the end") }
            let length = Int(rawLength)
            strings.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
            position += length
        }
        self.strings = strings
        rootPosition = position
    }

    static func varint(in bytes: [UInt8], at position: inout Int) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw CompactDecodingError(description: "number past the end") }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func varint(at position: inout Int) throws -> UInt64 {
        try Self.varint(in: bytes, at: &position)
    }

    func tag(at position: Int) throws -> CompactTag {
        guard position < bytes.count, let tag = CompactTag(rawValue: bytes[position]) else {
            throw CompactDecodingError(description: "no value at byte \(position)")
        }
        return tag
    }

    /// Where the value at `position` ends.
    func end(of position: Int) throws -> Int {
        var cursor = position + 1
        switch try tag(at: position) {
        case .null: return cursor
        case .bool: cursor += 1
        case .signed, .unsigned, .string: _ = try varint(at: &cursor)
        case .double: cursor += 8
        case .keyed, .unkeyed: cursor += 4 + Int(try length(at: position + 1))
        }
        guard cursor <= bytes.count else { throw CompactDecodingError(description: "value past the end") }
        return cursor
    }

    private func length(at position: Int) throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw CompactDecodingError(description: "length past the end") }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
    }

    /// A container's element count and where its body (after the count) starts.
    func containerHeader(at position: Int, _ expected: CompactTag) throws -> (count: Int, body: Int) {
        guard try tag(at: position) == expected else { throw CompactDecodingError(description: "expected a \(expected) container") }
        var cursor = position + 5
        let count = try varint(at: &cursor)
        guard count <= UInt64(bytes.count) else { throw CompactDecodingError(description: "container count out of range") }
        return (Int(count), cursor)
    }

    func bool(at position: Int) throws -> Bool {
        guard try tag(at: position) == .bool, position + 1 < bytes.count else { throw mismatch("Bool", position) }
        return bytes[position + 1] != 0
    }

    func string(at position: Int) throws -> String {
        guard try tag(at: position) == .string else { throw mismatch("String", position) }
        var cursor = position + 1
        let id = try varint(at: &cursor)
        guard id < UInt64(strings.count) else { throw CompactDecodingError(description: "unknown string \(id)") }
        return strings[Int(id)]
    }

    func double(at position: Int) throws -> Double {
        guard try tag(at: position) == .double, position + 9 <= bytes.count else { throw mismatch("Double", position) }
        let pattern = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[position + 1 + $1]) << (8 * UInt64($1)) }
        return Double(bitPattern: pattern)
    }

    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, at position: Int) throws -> Integer {
        var cursor = position + 1
        let result: Integer?
        switch try tag(at: position) {
        case .signed:
            let raw = try varint(at: &cursor)
            result = Integer(exactly: Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
        case .unsigned:
            result = Integer(exactly: try varint(at: &cursor))
        default:
            throw mismatch("\(Integer.self)", position)
        }
        guard let result else { throw CompactDecodingError(description: "\(Integer.self) out of range at byte \(position)") }
        return result
    }

    func decode<Value: Decodable>(_ type: Value.Type, at position: Int) throws -> Value {
        if Value.self == String.self, let string = try string(at: position) as? Value { return string }
        return try Value(from: NodeDecoder(reader: self, position: position))
    }

    /// The list at `position`, its elements decoded on every core: each element's extent is
    /// known from its length without decoding it.
    func decodeConcurrently<Element: Decodable & Sendable>(_ type: Element.Type, at position: Int) throws -> [Element] {
        var (count, cursor) = try containerHeader(at: position, .unkeyed)
        var starts: [Int] = []
        starts.reserveCapacity(count)
        for _ in 0..<count {
            starts.append(cursor)
            cursor = try end(of: cursor)
        }
        let decoded = starts.parallelMap(chunkSize: 64) { start -> Result<Element, any Error> in
            Result { try self.decode(Element.self, at: start) }
        }
        return try decoded.map { try $0.get() }
    }

    private func mismatch(_ expected: String, _ position: Int) -> CompactDecodingError {
        CompactDecodingError(description: "expected \(expected) at byte \(position)")
    }
}

struct NodeDecoder: Decoder {
    let reader: CompactReader
    let position: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedReadContainer<Key>(reader: reader, position: position))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedReadContainer(reader: reader, position: position)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReadContainer(reader: reader, position: position)
    }
}

/// Values are read in the order they were written, as synthesized `Codable` does; reading an
/// earlier key again starts over from the first value.
struct KeyedReadContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private final class Cursor {
        var index = 0
        var position: Int

        init(position: Int) { self.position = position }
    }

    let reader: CompactReader
    private let keys: [String]
    private let firstValue: Int
    private let cursor: Cursor
    var codingPath: [any CodingKey] { [] }

    init(reader: CompactReader, position: Int) throws {
        self.reader = reader
        var (count, body) = try reader.containerHeader(at: position, .keyed)
        var keys: [String] = []
        keys.reserveCapacity(count)
        for _ in 0..<count {
            let id = try reader.varint(at: &body)
            guard id < UInt64(reader.strings.count) else { throw CompactDecodingError(description: "unknown key \(id)") }
            keys.append(reader.strings[Int(id)])
        }
        self.keys = keys
        firstValue = body
        cursor = Cursor(position: body)
    }

    var allKeys: [Key] { keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { keys.contains(key.stringValue) }

    /// Moves the cursor to `key`'s value and returns where it starts.
    private func seek(_ key: Key) throws -> Int {
        guard let position = try locate(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "no value"))
        }
        return position
    }

    /// The same, or nil when `key` was not written (`encodeIfPresent` leaves a nil out).
    private func locate(_ key: Key) throws -> Int? {
        let name = key.stringValue
        // Synthesized `Codable` reads keys in the order they were written.
        if cursor.index < keys.count, keys[cursor.index] == name { return cursor.position }
        guard let index = keys.firstIndex(of: name) else { return nil }
        if index < cursor.index {
            cursor.index = 0
            cursor.position = firstValue
        }
        while cursor.index < index {
            cursor.position = try reader.end(of: cursor.position)
            cursor.index += 1
        }
        return cursor.position
    }

    private func read<Value>(_ key: Key, _ body: (Int) throws -> Value) throws -> Value {
        let position = try seek(key)
        let value = try body(position)
        cursor.position = try reader.end(of: position)
        cursor.index += 1
        return value
    }

    /// Synthesized `Codable` reads every optional this way; the protocol's default looks the
    /// key up three times (`contains`, `decodeNil`, `decode`), this once.
    private func readIfPresent<Value>(_ key: Key, _ body: (Int) throws -> Value) throws -> Value? {
        guard let position = try locate(key) else { return nil }
        if try reader.tag(at: position) == .null {
            cursor.position = position + 1
            cursor.index += 1
            return nil
        }
        let value = try body(position)
        cursor.position = try reader.end(of: position)
        cursor.index += 1
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        let position = try seek(key)
        guard try reader.tag(at: position) == .null else { return false }
        cursor.position = position + 1
        cursor.index += 1
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key, reader.bool) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key, reader.string) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(key, reader.double) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try read(key, reader.double)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(key) { try reader.integer(type, at: $0) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(key) { try reader.integer(type, at: $0) } }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try read(key) { try reader.decode(type, at: $0) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try readIfPresent(key, reader.bool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try readIfPresent(key, reader.string) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try readIfPresent(key, reader.double) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try readIfPresent(key, reader.double).map(Float.init) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try readIfPresent(key) { try reader.integer(type, at: $0) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try readIfPresent(key) { try reader.integer(type, at: $0) } }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try readIfPresent(key) { try reader.decode(type, at: $0) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try read(key) { KeyedDecodingContainer(try KeyedReadContainer<NestedKey>(reader: reader, position: $0)) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try read(key) { try UnkeyedReadContainer(reader: reader, position: $0) }
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            throw CompactDecodingError(description: "no super key")
        }
        return try superDecoder(forKey: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try read(key) { NodeDecoder(reader: reader, position: $0) }
    }
}

struct UnkeyedReadContainer: UnkeyedDecodingContainer {
    let reader: CompactReader
    let count: Int?
    private(set) var currentIndex = 0
    private var position: Int
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(reader: CompactReader, position: Int) throws {
        self.reader = reader
        let header = try reader.containerHeader(at: position, .unkeyed)
        count = header.count
        self.position = header.body
    }

    private mutating func next<Value>(_ body: (Int) throws -> Value) throws -> Value {
        guard !isAtEnd else { throw CompactDecodingError(description: "read past the end of a list") }
        let value = try body(position)
        position = try reader.end(of: position)
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try reader.tag(at: position) == .null else { return false }
        position += 1
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(reader.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(reader.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(reader.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try next(reader.double)) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { [reader] in try reader.integer(type, at: $0) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { [reader] in try reader.integer(type, at: $0) } }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try next { [reader] in try reader.decode(type, at: $0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next { [reader] in KeyedDecodingContainer(try KeyedReadContainer<NestedKey>(reader: reader, position: $0)) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next { [reader] in try UnkeyedReadContainer(reader: reader, position: $0) }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next { [reader] in NodeDecoder(reader: reader, position: $0) }
    }
}

struct SingleReadContainer: SingleValueDecodingContainer {
    let reader: CompactReader
    let position: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? reader.tag(at: position)) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: position) }
    func decode(_ type: String.Type) throws -> String { try reader.string(at: position) }
    func decode(_ type: Double.Type) throws -> Double { try reader.double(at: position) }
    func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: position)) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: position) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: position) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: position) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: position) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: position) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: position) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: position) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: position) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: position) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: position) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try reader.decode(type, at: position) }
}

/// A list that `CompactDecoder` reads on every core, and any other decoder as a plain array: a
/// cached run's thousands of pipelines and findings are most of what it decodes.
package struct ConcurrentlyDecodedArray<Element: Codable & Sendable>: Codable {
    package var elements: [Element]

    package init(_ elements: [Element]) {
        self.elements = elements
    }

    package init(from decoder: any Decoder) throws {
        guard let node = decoder as? NodeDecoder else {
            elements = try [Element](from: decoder)
            return
        }
        elements = try node.reader.decodeConcurrently(Element.self, at: node.position)
    }

    package func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}
