/// A span in one file: 1-based line and column (UTF-8 columns, as compilers print them) and
/// 0-based UTF-8 byte offsets.
public struct SourceSpan: Codable, Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var startOffset: Int
    public var endOffset: Int

    public init(line: Int, column: Int, endLine: Int, endColumn: Int, startOffset: Int, endOffset: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.startOffset = startOffset
        self.endOffset = endOffset
    }
}

/// A declaration's place in the module, used to join facts from different files.
public struct DeclarationLocation: Codable, Sendable, Hashable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
