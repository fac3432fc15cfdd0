import Foundation

/// Writes pretty-printed JSON with sorted keys, byte for byte as `JSONEncoder` would lay out
/// the whole document, one member or array element at a time: only one element's encoding is
/// in memory at once.
struct StreamingJSONWriter {
    let sink: any ReportSink
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(sink: any ReportSink) {
        self.sink = sink
    }

    /// `"key" : value` at `depth` (1 for a member of the top-level object), without the comma.
    func member(_ key: String, _ value: some Encodable, depth: Int) throws {
        sink.write(indentation(depth) + "\"\(key)\" : ")
        sink.write(try encoded(value, depth: depth))
    }

    /// `"key" : [ … ]` whose elements are encoded as they are reached.
    func arrayMember<Elements: Sequence>(_ key: String, _ elements: Elements, depth: Int) throws
    where Elements.Element: Encodable {
        sink.write(indentation(depth) + "\"\(key)\" : [\n")
        var first = true
        for element in elements {
            if !first { sink.write(",\n") }
            first = false
            sink.write(indentation(depth + 1) + (try encoded(element, depth: depth + 1)))
        }
        // An empty array gets a blank line inside, as the encoder prints it.
        sink.write("\n" + indentation(depth) + "]")
    }

    /// The value's pretty text, its inner lines indented to sit at `depth`; blank lines stay
    /// blank, as the encoder leaves them.
    private func encoded(_ value: some Encodable, depth: Int) throws -> String {
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        guard depth > 0, text.contains("\n") else { return text }
        let pad = indentation(depth)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : pad + $0.element }
            .joined(separator: "\n")
    }

    private func indentation(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }
}
