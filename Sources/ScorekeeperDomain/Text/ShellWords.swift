import Foundation

/// Splits a command line into words as a POSIX shell does, without running one: blanks separate
/// words; single quotes keep everything up to the next one; double quotes keep everything but
/// `\` before `\`, `"`, `$`, a backquote or a newline; a backslash outside quotes keeps the next
/// character. `--ssh` and `SCOREKEEPER_SSH` are read this way, as rsync reads `-e`, so a program
/// path with spaces can be quoted. Nothing is expanded (no variables, no `~`, no globs).
public enum ShellWords {
    /// The words of `text`; throws a one-line `ScorekeeperError` for an unterminated quote or a
    /// trailing backslash, naming `what` (for example "--ssh").
    public static func split(_ text: String, what: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        // A word exists once anything, even an empty pair of quotes, has started it.
        var inWord = false
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case " ", "\t", "\n":
                if inWord { words.append(word); word = ""; inWord = false }
            case "\\":
                guard let next = scalars.next() else {
                    throw ScorekeeperError.other("\(what) ends with a backslash that escapes nothing.")
                }
                // Backslash-newline joins lines, as in a shell.
                if next != "\n" { word.unicodeScalars.append(next); inWord = true }
            case "'":
                inWord = true
                while true {
                    guard let inner = scalars.next() else {
                        throw ScorekeeperError.other("\(what) has an unterminated single quote.")
                    }
                    if inner == "'" { break }
                    word.unicodeScalars.append(inner)
                }
            case "\"":
                inWord = true
                while true {
                    guard let inner = scalars.next() else {
                        throw ScorekeeperError.other("\(what) has an unterminated double quote.")
                    }
                    if inner == "\"" { break }
                    if inner == "\\" {
                        guard let escaped = scalars.next() else {
                            throw ScorekeeperError.other("\(what) has an unterminated double quote.")
                        }
                        switch escaped {
                        case "\\", "\"", "$", "`": word.unicodeScalars.append(escaped)
                        case "\n": break
                        default: word.unicodeScalars.append(inner); word.unicodeScalars.append(escaped)
                        }
                    } else {
                        word.unicodeScalars.append(inner)
                    }
                }
            default:
                word.unicodeScalars.append(scalar)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// `word` quoted for a POSIX shell (single quotes; a quote inside becomes `'\''`), for the
    /// command the other machine's shell runs.
    public static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `word` as a person would type it in a command: bare when the shell leaves it alone,
    /// `quoted` otherwise (a title in an error's "See `scorekeeper player list TITLE`").
    public static func argument(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._-+:,@".unicodeScalars.contains($0)
        }
        return plain ? word : quoted(word)
    }
}
