/// A span in one file: 1-based lines, 1-based columns and 0-based UTF-8 byte offsets.
///
/// `column`/`endColumn` count UTF-8 bytes, as compilers print them: text, JSON, GitHub and
/// Markdown output use them. `utf16Column`/`utf16EndColumn` count UTF-16 code units, the unit
/// SARIF states (`columnKind: utf16CodeUnits`) and GitHub code scanning and editors highlight
/// in; only SARIF uses them. Both are the same on a line that is ASCII before the column.
public struct SourceSpan: Codable, Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var startOffset: Int
    public var endOffset: Int
    public var utf16Column: Int
    public var utf16EndColumn: Int

    /// The UTF-16 columns default to the UTF-8 ones, which is right for ASCII text only;
    /// `LineTable.span(from:to:)` computes both from a file's bytes.
    public init(
        line: Int, column: Int, endLine: Int, endColumn: Int, startOffset: Int, endOffset: Int,
        utf16Column: Int? = nil, utf16EndColumn: Int? = nil
    ) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.utf16Column = utf16Column ?? column
        self.utf16EndColumn = utf16EndColumn ?? endColumn
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
