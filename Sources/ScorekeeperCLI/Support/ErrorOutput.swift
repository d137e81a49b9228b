import ArgumentParser
import Foundation
import ScorekeeperCore

extension ScorekeeperCommand {
    /// Runs the command like ArgumentParser's `main()`, except that error text is made safe for
    /// a terminal first.
    ///
    /// The parser quotes what was typed back in its errors ("The value '…' is invalid"), so an
    /// argument holding an escape sequence (set the window title, clear the screen, write the
    /// clipboard) reached the terminal raw. Each line is now passed through `Sanitized.text`.
    /// Usage errors (exit 64) are one line: the parser's message and where to find help, without
    /// the usage block that follows it. Help and `--version` still go to standard output
    /// unchanged; exit codes are the parser's.
    /// `main.swift` calls `ScorekeeperCommand.main()`, which resolves to this method.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            var message = fullMessage(for: error)
            if code == .validationFailure { message = oneLine(usageError: message) }
            if !message.isEmpty {
                let safe = message.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { Sanitized.text(String($0)) }
                    .joined(separator: "\n")
                FileHandle.standardError.write(Data((safe + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// "Error: …" and the "See '… --help'" pointer on one line, from the parser's message
    /// (which also has "Help:" and "Usage:" lines).
    static func oneLine(usageError message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard var first = lines.first else { return message }
        if let see = lines.first(where: { $0.hasPrefix("See '") }) {
            let pointer = see.replacingOccurrences(of: " for more information.", with: "")
            if !first.hasSuffix(".") { first += "." }
            first += " " + pointer + "."
        }
        return first
    }
}
