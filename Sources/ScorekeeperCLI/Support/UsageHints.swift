import ArgumentParser
import ScorekeeperStore

/// One-line usage errors that say more than the parser: a word that is no subcommand names the
/// nearest subcommands (by the edit distance names are suggested by everywhere, `NearestNames`),
/// and an option a command knows the meaning of says it.
enum UsageHints {
    /// The options of the root command that take a value, skipped as the command path is walked.
    static let rootOptionsWithValue: Set<String> = ["--db", "--graphics"]

    /// What an unknown option most likely meant, by the command it was typed to (its path):
    /// where the parser would suggest the nearest option by spelling alone (`export --csv`: "--db").
    static let optionHints: [String: @Sendable (String) -> String?] = [
        "scorekeeper export": ExportCommand.suggestion(forUnknown:),
    ]

    /// The message for `arguments` (as parsed, after `--watch` routing) when they name a
    /// subcommand that does not exist, or an option a command can say more about; else nil.
    static func message(for arguments: [String]) -> String? {
        var command: any ParsableCommand.Type = ScorekeeperCommand.self
        var path = ["scorekeeper"]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            if rootOptionsWithValue.contains(argument) { index += 2; continue }
            if argument.hasPrefix("-") {
                if let hints = optionHints[path.joined(separator: " ")],
                   let name = argument.split(separator: "=", maxSplits: 1).first,
                   let hint = hints(String(name)) {
                    return "Error: Unknown option '\(name)'. \(hint) See '\(path.joined(separator: " ")) --help'."
                }
                index += 1
                continue
            }
            let subcommands = command.configuration.subcommands
            // A command with arguments of its own (or a default subcommand) takes the word.
            guard !subcommands.isEmpty, command.configuration.defaultSubcommand == nil else { index += 1; continue }
            if argument == "help" { return nil }
            if let next = subcommands.first(where: { $0._commandName == argument || $0.configuration.aliases.contains(argument) }) {
                command = next
                path.append(next._commandName)
                index += 1
                continue
            }
            let names = subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
            let near = NearestNames.suggest(argument, among: names)
            let what = path.count == 1 ? "command" : "subcommand of '\(path.joined(separator: " "))'"
            let guess = near.isEmpty
                ? "\(path.count == 1 ? "The commands" : "Its subcommands"): \(names.joined(separator: ", "))."
                : "Did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
            return "Error: '\(Sanitized.text(argument))' is not a \(what). \(guess) See '\(path.joined(separator: " ")) --help'."
        }
        return nil
    }
}
