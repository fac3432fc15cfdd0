/// The bytes of a facts cache file: a header (magic, format, the tool's fingerprint, when the
/// run started, whether its late pass finished and the questions of its rounds), then one
/// record per file, then the run's own
/// result when it kept one (`FactsCache.Run`). Payloads stay encoded until a run looks them up,
/// so reading a cache costs little more than reading its bytes.
struct FactsCacheFile {
    var tool: String
    var start: Int64
    var ranLatePass: Bool
    var lateQuestions: [UInt64]
    var entries: [String: FactsCache.Entry]
    var run: FactsCache.Run?

    func bytes() -> [UInt8] {
        var bytes = FactsCache.magic
        writeVarint(FactsCache.format, into: &bytes)
        Self.write(tool, into: &bytes)
        writeVarint(UInt64(bitPattern: start), into: &bytes)
        bytes.append(ranLatePass ? 1 : 0)
        writeVarint(UInt64(lateQuestions.count), into: &bytes)
        for question in lateQuestions { writeVarint(question, into: &bytes) }
        writeVarint(UInt64(entries.count), into: &bytes)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            Self.write(path, into: &bytes)
            writeVarint(entry.stamp.size, into: &bytes)
            writeVarint(UInt64(bitPattern: entry.stamp.seconds), into: &bytes)
            writeVarint(UInt64(bitPattern: entry.stamp.nanoseconds), into: &bytes)
            writeVarint(entry.hash, into: &bytes)
            writeVarint(UInt64(entry.lineCount), into: &bytes)
            bytes.append(entry.reactive ? 1 : 0)
            bytes.append(entry.kind.rawValue)
            writeVarint(UInt64(entry.payload.count), into: &bytes)
            bytes.append(contentsOf: entry.payload)
            if let late = entry.late {
                bytes.append(1)
                writeVarint(UInt64(late.round), into: &bytes)
                bytes.append(late.kind.rawValue)
                writeVarint(UInt64(late.payload.count), into: &bytes)
                bytes.append(contentsOf: late.payload)
            } else {
                bytes.append(0)
            }
        }
        if let run {
            bytes.append(1)
            writeVarint(run.key, into: &bytes)
            writeVarint(UInt64(run.payload.count), into: &bytes)
            bytes.append(contentsOf: run.payload)
        } else {
            bytes.append(0)
        }
        return bytes
    }

    static func read(_ bytes: [UInt8]) throws -> FactsCacheFile {
        var reader = RecordReader(bytes: bytes)
        guard bytes.starts(with: FactsCache.magic) else { throw CompactDecodingError(description: "not a StreamLint facts cache") }
        reader.position = FactsCache.magic.count
        guard try reader.varint() == FactsCache.format else { throw CompactDecodingError(description: "written in another format") }
        let tool = try reader.string()
        let start = Int64(bitPattern: try reader.varint())
        let ranLatePass = try reader.byte() == 1
        let questionCount = try reader.varint()
        guard questionCount <= UInt64(bytes.count) else { throw CompactDecodingError(description: "question count out of range") }
        let lateQuestions = try (0..<questionCount).map { _ in try reader.varint() }
        let count = try reader.varint()
        var entries: [String: FactsCache.Entry] = [:]
        entries.reserveCapacity(Int(min(count, UInt64(bytes.count))))
        for _ in 0..<count {
            let path = try reader.string()
            let stamp = FileStamp(
                size: try reader.varint(), seconds: Int64(bitPattern: try reader.varint()),
                nanoseconds: Int64(bitPattern: try reader.varint()))
            let hash = try reader.varint()
            guard let lineCount = Int(exactly: try reader.varint()) else { throw CompactDecodingError(description: "line count out of range") }
            let reactive = try reader.byte() == 1
            let kind = try reader.kind()
            let payload = try reader.slice()
            var late: FactsCache.Late?
            if try reader.byte() == 1 {
                guard let round = Int(exactly: try reader.varint()) else { throw CompactDecodingError(description: "round out of range") }
                late = FactsCache.Late(round: round, kind: try reader.kind(), payload: try reader.slice())
            }
            entries[path] = FactsCache.Entry(
                stamp: stamp, hash: hash, lineCount: lineCount, reactive: reactive, kind: kind, payload: payload, late: late)
        }
        var run: FactsCache.Run?
        if try reader.byte() == 1 {
            run = FactsCache.Run(key: try reader.varint(), payload: try reader.slice())
        }
        guard reader.position == bytes.count else { throw CompactDecodingError(description: "bytes after the last record") }
        return FactsCacheFile(tool: tool, start: start, ranLatePass: ranLatePass, lateQuestions: lateQuestions, entries: entries, run: run)
    }

    private static func write(_ string: String, into bytes: inout [UInt8]) {
        let utf8 = Array(string.utf8)
        writeVarint(UInt64(utf8.count), into: &bytes)
        bytes.append(contentsOf: utf8)
    }

    private struct RecordReader {
        let bytes: [UInt8]
        var position = 0

        mutating func varint() throws -> UInt64 {
            try CompactReader.varint(in: bytes, at: &position)
        }

        mutating func byte() throws -> UInt8 {
            guard position < bytes.count else { throw CompactDecodingError(description: "record past the end") }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func kind() throws -> FactsCache.Entry.Kind {
            let raw = try byte()
            guard let kind = FactsCache.Entry.Kind(rawValue: raw) else { throw CompactDecodingError(description: "unknown record kind \(raw)") }
            return kind
        }

        mutating func slice() throws -> ArraySlice<UInt8> {
            let length = try varint()
            guard length <= UInt64(bytes.count - position) else { throw CompactDecodingError(description: "record past the end") }
            defer { position += Int(length) }
            return bytes[position..<position + Int(length)]
        }

        mutating func string() throws -> String {
            String(decoding: try slice(), as: UTF8.self)
        }
    }
}
