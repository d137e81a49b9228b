import CNcursesw
import Foundation
import ScorekeeperStore

/// Refuses to start the interface where it cannot work, with one line that points to the
/// subcommands, before curses gets a chance to exit the process by itself.
enum TerminalCheck {
    static func verify(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let alternative = "Use the subcommands instead (see `scorekeeper --help`)."
        guard StandardStreams.inputIsTerminal, StandardStreams.outputIsTerminal else {
            throw ScorekeeperError.other("The interface needs a terminal, but stdin or stdout is not one. \(alternative)")
        }
        guard let term = environment["TERM"], !term.isEmpty else {
            throw ScorekeeperError.other("TERM is not set, so the terminal type is unknown. \(alternative)")
        }
        let curses = try CursesLibrary.required()
        switch sk_check_terminal(curses) {
        case 0:
            return
        case 1:
            throw ScorekeeperError.other(
                "The terminal type '\(Sanitized.text(term))' is unknown here (no terminfo entry). \(alternative)")
        default:
            throw ScorekeeperError.other(
                "The terminal type '\(Sanitized.text(term))' cannot move the cursor, which the interface needs. \(alternative)")
        }
    }
}
