/// Text put into the HTML page. Every path, message and snippet is code from the scanned tree,
/// so each goes through `escape`, which makes it inert in element content and in quoted
/// attribute values alike: a snippet holding `</script>` or `<img onerror=…>` stays text.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // Control characters other than tab and line breaks are not allowed in HTML text.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A rule message, whose code spans (`like this`) become `<code>`; the rest is escaped.
    static func prose(_ message: String) -> String {
        message.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(escape(String(part)))</code>" : escape(String(part))
        }.joined()
    }
}
