import Foundation
import GRDB
import Testing
import TestSupport

/// Refusals that say in words what is wrong and where: a sheet past its size, a negative rating,
/// the file a tournament was looked for in, and a name that shows alike typed back as shown.
@Suite struct TournamentMessagesCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("club.sqlite")
    }

    /// A sheet file past the largest a sheet may be is named with both sizes in units that show
    /// them, never "at most 0 MB".
    @Test func aSheetTooLargeSaysBothSizes() throws {
        let folder = directory.file("config/scorekeeper/sheets")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // 600 KB of comment lines after a name: larger than any sheet may be, whatever it says.
        let text = "name: huge\n" + String(repeating: "# " + String(repeating: "x", count: 1022) + "\n", count: 600)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/huge.yaml"))
        let listed = try CommandRunner.scorekeeper(["sheet", "list", "--db", db], environment: ["XDG_CONFIG_HOME": directory.file("config")])
        let line = try #require(listed.stderr.split(separator: "\n").first { $0.contains("huge.yaml") }, "\(listed.stderr)")
        #expect(line.contains("is too large (") && line.contains("; a sheet can be at most "), "\(line)")
        #expect(!line.contains(" 0 MB"), "\(line)")
        // Each size as its line says it, read back in kilobytes, is the file's and the limit's.
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.suffix(2) == [Int((Double(text.utf8.count) / 1024).rounded()), 256], "\(line)")
    }

    /// A negative rating is read as a rating, and refused in words.
    @Test func aNegativeRatingIsReadAndRefused() throws {
        try ok("tournament", "add", "Club", "--format", "swiss")
        for arguments in [["--rating", "-50"], ["--rating=-50"]] {
            let refused = try CommandRunner.scorekeeper(["tournament", "join", "Club", "Ann"] + arguments + ["--db", db])
            #expect(refused.status != 0 && refused.stderr.contains("A rating is 0 to 9999, not -50."), "\(arguments): \(refused.stderr)")
        }
        // The other numbers a tournament is made with read a negative one the same way.
        for (arguments, said) in [(["--format", "swiss", "--rounds", "-3"], "A tournament plays 1 to 99 rounds, not -3."),
                                  (["--format", "tables", "--table-size", "-3"], "Tables seat 3 to 5, not -3."),
                                  (["--format", "round-robin", "--cycles", "-1"], "A round robin is played 1 to 4 times (--cycles), not -1.")] {
            let refused = try CommandRunner.scorekeeper(["tournament", "add", "Other"] + arguments + ["--db", db])
            #expect(refused.status != 0 && refused.stderr.contains(said), "\(arguments): \(refused.stderr)")
        }
        let late = try run("tournament", "join", "Club", "Ann", "--from-round", "-2")
        #expect(late.status != 0 && late.stderr.contains("--from-round is a round number, 1 or more"), "\(late.stderr)")
        let shown = try #require(try JSONSerialization.jsonObject(with: run("tournament", "show", "Club", "--json").stdoutData) as? [String: Any])
        #expect((shown["entrants"] as? [Any])?.isEmpty == true, "nothing joined")
    }

    /// Errors about what the file holds name the file, as the game commands' do.
    @Test func tournamentErrorsNameTheFile() throws {
        let gameError = try run("game", "show", "Nope")
        #expect(gameError.stderr.contains(db), "the other commands name it: \(gameError.stderr)")
        try ok("tournament", "add", "Club", "--format", "swiss")
        try ok("tournament", "join", "Club", "Ann", "Bo")
        try ok("tournament", "pair", "Club")
        for arguments in [["tournament", "show", "Clob"], ["tournament", "pair", "Nope"], ["tournament", "drop", "Club", "Zed"],
                          ["tournament", "result", "Club", "7", "1-0"], ["tournament", "show", "Club", "--round", "5"]] {
            let refused = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(refused.status != 0 && refused.stderr.hasPrefix("Error: \(db): "), "\(arguments): \(refused.stderr)")
        }
    }

    /// A stored name with a control character shows escaped; typed back as shown it names the
    /// tournament, and no refusal ever suggests exactly what was typed.
    @Test func aNameTypedAsItIsShownNamesIt() throws {
        try ok("tournament", "add", "Plain", "--format", "swiss")
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in
            try db.execute(sql: #"UPDATE "tournaments" SET "name" = ? WHERE "name" = 'Plain'"#, arguments: ["Ev\u{1B}[5mil"])
        }
        let shown = #"Ev\e[5mil"#
        #expect(try ok("tournament", "list").contains(shown))
        let typed = try run("tournament", "show", shown)
        #expect(typed.status == 0 && typed.stdout.hasPrefix(shown + ":"), "\(typed.stderr)")
        // So does an entrant's.
        try ok("tournament", "join", shown, "Evil", "Bo")
        try queue.write { db in
            try db.execute(sql: #"UPDATE "tournamentEntries" SET "name" = ? WHERE "name" = 'Evil'"#, arguments: ["Ev\u{1B}[5mil"])
        }
        let dropped = try run("tournament", "drop", shown, shown)
        #expect(dropped.status == 0 && dropped.stdout.hasPrefix(shown + " is out of " + shown), "\(dropped.stderr)")
        // A slip from it is refused, suggesting the name as it is shown.
        let near = try run("tournament", "show", #"Ev\e[5mail"#)
        #expect(near.status != 0 && near.stderr.contains("Did you mean '\(shown)'?"), "\(near.stderr)")
    }
}
