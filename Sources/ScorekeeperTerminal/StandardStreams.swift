import Foundation
import ScorekeeperStore

/// Whether the process's standard streams are terminals, decided here for every surface: the
/// command line's output and its questions, the interface's start, the photo protocols. What is
/// written to a terminal shows control characters and direction overrides escaped (`Sanitized`),
/// so a stored name cannot drive the terminal; what goes to a file or a pipe keeps its bytes.
public enum StandardStreams {
    /// Whether standard output is a terminal.
    public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether standard input is a terminal.
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// `text` as it may be written to standard output: line by line escaped when that is a
    /// terminal, as it is otherwise (a report piped to a file keeps its exact bytes).
    public static func forOutput(_ text: String) -> String {
        guard outputIsTerminal else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitized.text(String($0)) }.joined(separator: "\n")
    }
}
