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
    /// Help and `--version` still go to standard output unchanged; exit codes are the parser's.
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
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let safe = message.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { Sanitized.text(String($0)) }
                    .joined(separator: "\n")
                FileHandle.standardError.write(Data((safe + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}
