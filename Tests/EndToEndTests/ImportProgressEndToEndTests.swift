import Foundation
import GRDB
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// `scorekeeper import`'s progress bar through the real binary on a terminal (tmux): drawn while
/// a long import waits for the file and writes, then cleared before the summary. Another
/// connection holds the write lock until the bar is seen, so the test waits for the bar rather
/// than racing a fast import.
@Suite(.serialized, .tmuxInstalled)
struct ImportProgressEndToEndTests {
    /// A BG Stats export of `count` two-player plays of one game.
    static func export(plays count: Int) -> String {
        let plays = (0..<count).map { number in
            #"{"uuid": "0B5E55ED-0041-4A6B-9C61-\#(String(format: "%012d", number))", "playDate": "2026-01-0\#(number % 9 + 1) 20:00:00", "#
                + #""durationMin": 30, "gameRefId": 1, "ignored": false, "manualWinner": false, "usesTeams": false, "playerScores": ["#
                + #"{"playerRefId": 1, "score": "\#(number % 50)", "winner": true}, {"playerRefId": 2, "score": "0", "winner": false}]}"#
        }
        return #"{"players": [{"id": 1, "name": "Ann", "isAnonymous": false}, {"id": 2, "name": "Bo", "isAnonymous": false}], "#
            + #""locations": [], "games": [{"id": 1, "name": "Azul", "highestWins": true, "noPoints": false, "cooperative": false}], "#
            + #""plays": ["# + plays.joined(separator: ", ") + "]}"
    }

    @Test func aLongImportDrawsItsBarThenClearsIt() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("club.sqlite")
        let export = folder.file("bgstats.json")
        try Self.export(plays: 300).write(toFile: export, atomically: true, encoding: .utf8)
        _ = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))

        // Another program holds the write lock: the import plans, draws its bar and waits.
        // The transaction stays open across accesses until the bar is seen.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: database, configuration: configuration)
        try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        let command = ([try ScorekeeperBinary.path(), "import", export, "--db", database]).map(Tmux.quote).joined(separator: " ")
        let tmux = try Tmux(command: command, columns: 200, environment: ["TZ": "UTC"])
        let drawn = try tmux.waitFor("the bar at nought") { $0.contains("Importing [") && $0.contains("0/300") }
        try holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        try #require(drawn)

        try tmux.waitFor(text: "EXIT=0")
        let screen = tmux.lastScreen
        #expect(screen.contains("300 plays → 300 games"), "the summary: \(screen)")
        #expect(!screen.contains("Importing"), "the bar is cleared: \(screen)")
        #expect(!screen.contains("[#"), "no part of the bar is left: \(screen)")
    }
}
