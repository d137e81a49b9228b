import Foundation
import Testing
import TestSupport

/// The man page and shell completions in Resources/ stay current with the commands
/// (`make resources` regenerates them).
@Suite struct ResourcesTests {
    /// The repository's Resources folder, found from this source file.
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsMatchTheCommands(shell: String) throws {
        let generated = try CommandRunner.scorekeeper(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        let committed = try String(contentsOf: Self.resources.appendingPathComponent("completions/scorekeeper.\(shell)"), encoding: .utf8)
        #expect(committed == generated.stdout, "Resources/completions/scorekeeper.\(shell) is stale: run `make resources`")
    }

    @Test func manPageDocumentsEveryCommandAndOption() throws {
        let dump = try CommandRunner.scorekeeper(["--experimental-dump-help"])
        let tree = try JSONDecoder().decode(HelpDump.self, from: dump.stdoutData).command
        let manual = try String(contentsOf: Self.resources.appendingPathComponent("scorekeeper.1"), encoding: .utf8)
        var missing: [String] = []
        func visit(_ command: HelpDump.Command) {
            if !manual.contains(command.commandName) { missing.append(command.commandName) }
            for argument in command.arguments ?? [] {
                for name in argument.names ?? [] where name.kind == "long" && !manual.contains("-" + name.name) {
                    missing.append("\(command.commandName) --\(name.name)")
                }
            }
            command.subcommands?.forEach(visit)
        }
        visit(tree)
        #expect(missing.isEmpty, "Resources/scorekeeper.1 is stale (missing \(missing)): run `make resources`")
    }

    /// Help text's non-ASCII characters ("Mölkky", "Hearts · 2", "½") reach the man page as
    /// roff's \[uXXXX] escapes: the generator alone would drop them.
    @Test func manPageKeepsEveryCharacterOfTheHelp() throws {
        let dump = try CommandRunner.scorekeeper(["--experimental-dump-help"])
        let manual = try String(contentsOf: Self.resources.appendingPathComponent("scorekeeper.1"), encoding: .utf8)
        let wanted = Set(dump.stdout.unicodeScalars.filter { !$0.isASCII })
        #expect(!wanted.isEmpty, "the help has non-ASCII characters to keep")
        let missing = wanted.filter { !manual.contains("\\[u" + String(format: "%04X", $0.value) + "]") }
        #expect(missing.isEmpty, "Resources/scorekeeper.1 lost \(missing.map(String.init)): run `make resources`")
        #expect(!manual.contains("UNICODE"), "no marker is left over")
    }

    /// One version: `--version` (ScorekeeperVersion.current, the one place it is written), the man
    /// page's footer (`.Os scorekeeper VERSION`, set by `make resources`) and CHANGELOG.md's latest
    /// release (`## [VERSION] - DATE`) agree. Before a release is cut CHANGELOG.md may have none.
    @Test func versionAgreesWithTheManPageAndTheChangelog() throws {
        let result = try CommandRunner.scorekeeper(["--version"])
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." },
                "--version printed '\(version)', not MAJOR.MINOR.PATCH")

        let manual = try String(contentsOf: Self.resources.appendingPathComponent("scorekeeper.1"), encoding: .utf8)
        let footer = manual.split(separator: "\n").first { $0.hasPrefix(".Os") }.map(String.init)
        #expect(footer == ".Os scorekeeper \(version)", "Resources/scorekeeper.1 says \(footer ?? "no .Os"): run `make resources`")

        let changelog = try String(contentsOf: Self.resources.deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"),
                                   encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let latest = try #require(releases.first, "CHANGELOG.md names no release")
        #expect(latest.hasPrefix("## [\(version)] - "), "CHANGELOG.md's latest release is '\(latest)', --version is \(version)")
    }

    /// swift-argument-parser's `--experimental-dump-help` JSON, as `HelpTextTests` reads it.
    typealias HelpDump = HelpTextTests.Dump
}
