import ScorekeeperStore

/// Text made safe for a page: stored names go through the terminal's own rules first
/// (`Sanitized`: control characters, CR/LF and bidi overrides shown escaped, never raw), then
/// every character HTML gives a meaning to is escaped, so a name can become neither markup,
/// script, nor an extra line of the event stream.
enum HTML {
    static func text(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in Sanitized.text(string) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A page's opening up to its `<body>`: the phone's viewport, light and dark, the title, the
    /// styles and scripts it links (the policy forbids inline ones). Every served page starts so.
    static func head(title: String, stylesheet: String, scripts: [String] = []) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(text(title))</title>
        <link rel="stylesheet" href="\(stylesheet)">

        """ + scripts.map { "<script src=\"\($0)\" defer></script>\n" }.joined() + "</head>\n"
    }
}
