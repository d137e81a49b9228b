import Foundation
import Testing
import TestSupport

/// What `--help` and the man page say once: an option's default, and `--version`/`--help`.
@Suite struct HelpTextTests {
    /// The parts of `--experimental-dump-help`'s JSON this suite and `ResourcesTests` read.
    struct Dump: Decodable {
        var command: Command
        /// One command of the tree.
        struct Command: Decodable {
            var commandName: String
            var subcommands: [Command]?
            var arguments: [Argument]?
        }
        /// One option, flag or argument: the parser prints `(default: …)` after its help when it
        /// has a declared default value.
        struct Argument: Decodable {
            var names: [Name]?
            var valueName: String?
            var abstract: String?
            var defaultValue: String?
        }
        /// One of an argument's names.
        struct Name: Decodable {
            var kind: String
            var name: String
        }
    }

    @Test func noOptionSaysItsDefaultTwice() throws {
        let dump = try CommandRunner.scorekeeper(["--experimental-dump-help"])
        let tree = try JSONDecoder().decode(Dump.self, from: dump.stdoutData).command
        var twice: [String] = []
        func visit(_ command: Dump.Command, path: String) {
            for argument in command.arguments ?? [] where argument.defaultValue != nil
                && (argument.abstract ?? "").lowercased().contains("default") {
                twice.append("\(path) <\(argument.valueName ?? "?")>")
            }
            command.subcommands?.forEach { visit($0, path: path + " " + $0.commandName) }
        }
        visit(tree, path: tree.commandName)
        #expect(twice.isEmpty, "help that names its default, and the parser names it again: \(twice)")

        // The help as one line: the parser wraps it at 80 columns.
        let sync = try CommandRunner.scorekeeper(["sync", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(sync.components(separatedBy: "default: scorekeeper").count == 2, "\(sync)")
        let export = try CommandRunner.scorekeeper(["export", "--help"]).stdout
        #expect(!export.contains("default: json"), "\(export)")
    }

    @Test func theManPageListsVersionAndHelpOnce() throws {
        let manual = try String(contentsOf: ResourcesTests.resources.appendingPathComponent("scorekeeper.1"), encoding: .utf8)
        let lines = manual.split(separator: "\n")
        #expect(lines.filter { $0 == ".It Fl -version" }.count == 1)
        #expect(lines.filter { $0 == ".It Fl h , -help" }.count == 1)
        #expect(manual.contains("Every subcommand takes --help"))
        // Lists stay balanced where a subcommand's only options were those two.
        #expect(lines.filter { $0.hasPrefix(".Bl") }.count == lines.filter { $0 == ".El" }.count)
    }
}
