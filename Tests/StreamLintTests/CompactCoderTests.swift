import Foundation
import StreamLint
import Testing

/// The facts cache's binary form gives back exactly what was stored, and refuses damage.
@Suite struct CompactCoderTests {
    struct Sample: Codable, Equatable {
        enum Shape: Codable, Equatable {
            case dot
            case line(length: Int)
            case named(String, [String: Double])
        }

        var optional: Int?
        var missing: String?
        var shapes: [Shape]
        var tags: Set<String>
        var table: [String: [Int8]]
        var large: UInt64
        var negative: Int64
        var flag: Bool
        var nested: [[String?]]
    }

    static let sample = Sample(
        optional: 7, missing: nil, shapes: [.dot, .line(length: -3), .named("ring", ["r": 1.5, "π": 3.14159])],
        tags: ["a", "b", "é"], table: ["low": [-128, 0, 127], "": []], large: .max, negative: .min, flag: true,
        nested: [["x", nil], [], [nil]])

    @Test func everyKindOfValueComesBackAsItWas() throws {
        let bytes = try CompactEncoder.encode(Self.sample)
        #expect(try CompactDecoder.decode(Sample.self, from: bytes) == Self.sample)
    }

    /// A cached run's pipelines and findings are decoded on every core: they come back whole
    /// and in order, through JSON as well, and damage to one element is still noticed.
    @Test func aListDecodedOnEveryCoreComesBackInOrder() throws {
        let samples = (0..<1_000).map { index in
            var sample = Self.sample
            sample.optional = index.isMultiple(of: 3) ? nil : index
            sample.nested = [["\(index)"]]
            return sample
        }
        let bytes = try CompactEncoder.encode(ConcurrentlyDecodedArray(samples))
        #expect(try CompactDecoder.decode(ConcurrentlyDecodedArray<Sample>.self, from: bytes).elements == samples)
        #expect(try CompactDecoder.decode([Sample].self, from: bytes) == samples)
        let json = try JSONEncoder().encode(ConcurrentlyDecodedArray(samples))
        #expect(try JSONDecoder().decode(ConcurrentlyDecodedArray<Sample>.self, from: json).elements == samples)

        // A flag of the 900th sample is written as 2, which no Bool reads as.
        let marker = try CompactEncoder.encode(true)
        var damaged = bytes
        let flags = damaged.indices.filter { damaged[$0] == marker[marker.count - 2] && damaged[$0 + 1] == 1 }
        damaged[flags[900] + 1] = 2
        #expect(throws: (any Error).self) { try CompactDecoder.decode(ConcurrentlyDecodedArray<Sample>.self, from: damaged) }
    }

    /// The facts of every fixture file, the values the cache really holds, come back equal
    /// (compared through their JSON form, which shows every field; lists are compared as
    /// multisets there because the facts hold `Set`s, whose order differs from one instance to
    /// the next — `everyKindOfValueComesBackAsItWas` holds lists to their order).
    @Test func theFactsOfEveryFixtureComeBackAsTheyWere() throws {
        var checked = 0
        for file in try FixtureFiles.all() {
            guard case .facts(let facts) = FileScanner.scan(bytes: Array(try Data(contentsOf: file)), displayPath: file.path) else { continue }
            let decoded = try CompactDecoder.decode(FileFacts.self, from: try CompactEncoder.encode(facts))
            #expect(try Self.canonical(decoded) == Self.canonical(facts), "\(file.lastPathComponent)")
            checked += 1
        }
        #expect(checked > 50)
    }

    /// JSON text with object keys sorted and every list's elements sorted.
    private static func canonical(_ facts: FileFacts) throws -> String {
        func text(_ value: Any) -> String {
            switch value {
            case let object as [String: Any]:
                return "{" + object.keys.sorted().map { "\($0):\(text(object[$0]!))" }.joined(separator: ",") + "}"
            case let array as [Any]:
                return "[" + array.map(text).sorted().joined(separator: ",") + "]"
            default:
                return "\(value)"
            }
        }
        return text(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(facts)))
    }

    /// A cache damaged on disk must fail to decode (and be rebuilt), never crash or hang.
    @Test func damagedBytesThrowInsteadOfCrashing() throws {
        let bytes = try CompactEncoder.encode(Self.sample)
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self) { try CompactDecoder.decode(Sample.self, from: Array(bytes[..<length])) }
        }
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<2000 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = try? CompactDecoder.decode(Sample.self, from: damaged)
        }
    }
}

/// Swift files under Tests/Fixtures.
enum FixtureFiles {
    static func all() throws -> [URL] {
        let root = FixturePaths.repositoryRoot.appendingPathComponent("Tests/Fixtures")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
