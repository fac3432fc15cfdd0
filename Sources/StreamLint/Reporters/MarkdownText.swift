/// Puts paths, code and rule messages into GitHub Markdown without changing how they read.
/// Rule messages are Markdown already (their code is in backticks); paths and code are shown
/// verbatim.
enum MarkdownText {
    /// `text` as an inline code span that shows it verbatim: the fence is one backtick longer
    /// than any run inside, and padded when the text starts or ends with a backtick
    /// (CommonMark's rules for code spans).
    static func code(_ text: String) -> String {
        let line = singleLine(text)
        let fence = String(repeating: "`", count: longestBacktickRun(in: line) + 1)
        let padded = line.hasPrefix("`") || line.hasSuffix("`") ? " \(line) " : line
        return fence + padded + fence
    }

    /// A rule message on one line, its code spans as written. Outside them, `@name` goes into a
    /// code span, or GitHub would mention a user (`@MainActor`), and `<` is escaped, or
    /// GitHub would read `Box<Profile>` as an HTML tag and drop it.
    static func prose(_ markdown: String) -> String {
        var output = ""
        var rest = Substring(singleLine(markdown))
        while let tick = rest.firstIndex(of: "`") {
            output += plainText(rest[..<tick])
            let opening = rest[tick...].prefix { $0 == "`" }
            let afterOpening = rest[opening.endIndex...]
            if let closing = closingRun(of: opening.count, in: afterOpening) {
                output += rest[tick..<closing]
                rest = rest[closing...]
            } else {
                // Escaped, so it cannot pair with a backtick added around a name.
                output += String(repeating: "\\`", count: opening.count)
                rest = afterOpening
            }
        }
        return output + plainText(rest)
    }

    /// Where a code span opened by `length` backticks ends: after the next run of exactly that length.
    private static func closingRun(of length: Int, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let tick = text[index...].firstIndex(of: "`") {
            let run = text[tick...].prefix { $0 == "`" }
            if run.count == length { return run.endIndex }
            index = run.endIndex
        }
        return nil
    }

    private static func plainText(_ text: Substring) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let startsWord = index == text.startIndex || !isNameCharacter(text[text.index(before: index)])
            let next = text.index(after: index)
            if character == "@", startsWord, next < text.endIndex, isNameCharacter(text[next]) {
                let name = text[index...].dropFirst().prefix(while: isNameCharacter)
                output += "`@\(name)`"
                index = name.endIndex
                continue
            }
            output += character == "<" ? "\\<" : String(character)
            index = next
        }
        return output
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-"
    }

    /// Markdown for one table cell. GitHub splits a row at every unescaped `|` before it reads
    /// code spans, so pipes are escaped everywhere, inside backticks too.
    static func tableCell(_ markdown: String) -> String {
        singleLine(markdown).replacingOccurrences(of: "|", with: "\\|")
    }

    /// Markdown on one line: a line break would end a table row or a list item.
    static func singleLine(_ markdown: String) -> String {
        markdown.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
