import Foundation
import ScorekeeperStore
import ScorekeeperTerminal

/// Asks "are you sure?" on a terminal before a destructive command; without a terminal the
/// command needs `--yes`, so a script never deletes by accident.
enum Confirmation {
    static func confirm(_ question: String, yes: Bool) throws -> Bool {
        if yes { return true }
        guard StandardStreams.inputIsTerminal else {
            throw ScorekeeperError.other("Not on a terminal: add --yes to confirm.")
        }
        FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
        guard let answer = readLine() else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
