/// Line starts of one file, built from its bytes in one pass, to turn UTF-8 offsets into
/// 1-based lines and columns (UTF-8 columns, as compilers print them). Cheaper than
/// SwiftSyntax's `SourceLocationConverter`, which walks the whole tree to find line breaks.
public struct LineTable: Sendable {
    private let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r"), index + 1 == buffer.count || buffer[index + 1] != UInt8(ascii: "\n") {
                    starts.append(index + 1)
                }
            }
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
