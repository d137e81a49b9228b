import ArgumentParser
import ScorekeeperCLI
import Testing

/// Every command names itself: one without `commandName` makes argument-parser derive the name
/// from the type's name at every start, which searches the whole conformance table of a static
/// binary (a few milliseconds of every command, whichever one runs).
@Suite struct CommandNamesTests {
    @Test func everyCommandAndSubcommandHasAnExplicitName() {
        var unnamed: [String] = []
        func visit(_ command: ParsableCommand.Type, path: String) {
            guard let name = command.configuration.commandName else {
                unnamed.append("\(path) › \(String(reflecting: command))")
                return
            }
            for subcommand in command.configuration.subcommands { visit(subcommand, path: "\(path) \(name)") }
        }
        visit(ScorekeeperCommand.self, path: "")
        #expect(unnamed.isEmpty, "commands without commandName: \(unnamed)")
    }
}
