import Foundation
import Testing
import TestSupport

/// Shell completion knows the games and players: the bash script the binary generates is sourced
/// in a real bash, which calls the binary back for titles and names, as it does at a prompt.
@Suite struct CompletionTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("complete.sqlite")
    }

    /// What bash offers for the last of `words` (typed after `scorekeeper`).
    func complete(_ words: [String], configHome: String? = nil) throws -> [String] {
        let binary = try ScorekeeperBinary.path()
        let script = directory.file("scorekeeper.bash")
        let generated = try CommandRunner.scorekeeper(["--generate-completion-script", "bash"])
        try generated.stdoutData.write(to: URL(fileURLWithPath: script))
        let quoted = ([binary] + words).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
        let program = """
            \(configHome.map { "export XDG_CONFIG_HOME='\($0)'" } ?? "")
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _scorekeeper "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"   # as bash calls it: the word and the one before
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try CommandRunner.run("/usr/bin/bash", ["-c", program])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).sorted()
    }

    @Test func titlesAndNamesAreCompleted() throws {
        let hearts = try ok("game", "add", "Hearts")
        try ok("game", "add", "Hanabi")
        try ok("game", "add", "Chess")
        for name in ["Ann", "Abe", "Bo"] { try ok("player", "add", hearts, name) }
        try ok("player", "add", "Chess", "Alf")
        #expect(try complete(["game", "show", "--db", db, "H"]) == ["Hanabi", "Hearts"])
        #expect(try complete(["player", "score", "--db", db, "--game", "hearts", "A"]) == ["Abe", "Ann"])
        // Without --game: the players of every unfinished game.
        #expect(try complete(["player", "score", "--db", db, "A"]) == ["Abe", "Alf", "Ann"])
        #expect(try complete(["round", "add", "--db", db, "Hearts", "A"]) == ["Abe=", "Ann="])
        #expect(try complete(["player", "add", "--db", db, "C"]) == ["Chess"])
    }

    /// Sheets complete from the library as `game add --sheet` reads it: the user's own too.
    @Test func sheetsAreCompletedWithTheUsersOwn() throws {
        let config = directory.file("config")
        try FileManager.default.createDirectory(atPath: config + "/scorekeeper/sheets", withIntermediateDirectories: true)
        try "name: up-and-down\ntitle: Up and down\nkind: sum\nwinning: highest\n"
            .write(toFile: config + "/scorekeeper/sheets/up-and-down.yaml", atomically: true, encoding: .utf8)
        #expect(try complete(["game", "add", "Night", "--sheet", "u"], configHome: config) == ["uno", "up-and-down"])
        #expect(try complete(["sheet", "show", "u"], configHome: config) == ["uno", "up-and-down"])
        #expect(try complete(["sheet", "show", "u"], configHome: directory.file("none")) == ["uno"])
    }

    @Test func completingAMissingFileCreatesNothing() throws {
        #expect(try complete(["game", "show", "--db", db, "H"]).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: db))
    }
}
