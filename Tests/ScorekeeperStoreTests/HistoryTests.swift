import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The record of play: every score write leaves a change, undo and redo walk them per game,
/// corrections and deletions edit them, and a score is always the sum of its live changes.
@Suite struct HistoryTests {
    let database: AppDatabase
    let game: Game

    init() throws {
        database = try AppDatabase.empty()
        game = try database.createGame(title: "Poker night")
    }

    /// Every check ends here: the invariant holds.
    func expectConsistent(_ sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try database.invariantViolations().isEmpty, sourceLocation: sourceLocation)
    }

    func entries(limit: Int = 100) throws -> [HistoryEntry] {
        try database.fetchHistory(gameID: game.id, limit: limit)
    }

    @Test func everyScoreWriteRecordsOneChange() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana", score: 10)
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        try database.changeScore(playerID: ana.id, by: 5)
        try database.changeScore(playerID: bo.id, by: -3)
        try database.setScore(playerID: ana.id, to: 40)
        let history = try entries()
        #expect(history.map(\.amount) == [25, -3, 5, 10])
        #expect(history.map(\.kind) == [.set, .add, .add, .start])
        #expect(history.map(\.total) == [40, -3, 15, 10])
        #expect(history.map(\.playerName) == ["Ana", "Bo", "Ana", "Ana"])
        #expect(history.allSatisfy { $0.round == 1 && !$0.isUndone })
        #expect(try database.fetchHistoryCount(gameID: game.id) == 4)
        try expectConsistent()
    }

    @Test func changesThatChangeNothingAreNotRecorded() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.changeScore(playerID: ana.id, by: 0)
        try database.setScore(playerID: ana.id, to: 0)
        #expect(try entries().isEmpty)
        #expect(throws: ScorekeeperError.nothingToUndo("Poker night")) { try database.undo(gameID: game.id) }
        #expect(throws: ScorekeeperError.nothingToRedo("Poker night")) { try database.redo(gameID: game.id) }
        #expect(ScorekeeperError.nothingToUndo("Poker night").description == "Nothing to undo in Poker night.")
    }

    @Test func undoTakesBackTheLatestChangeAndRedoPutsItBack() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        let bo = try database.addPlayer(gameID: game.id, name: "Blob Jr")
        try database.changeScore(playerID: ana.id, by: 3)
        try database.changeScore(playerID: bo.id, by: 62)
        try database.changeScore(playerID: bo.id, by: 5)
        let undone = try database.undo(gameID: game.id)
        #expect(undone.summary == "Undid +5 for Blob Jr: 62")
        #expect(undone.playerID == bo.id && undone.gameID == game.id)
        #expect(try database.fetchUndoRedoState(gameID: game.id).redo?.id == undone.changeID)
        let second = try database.undo(gameID: game.id)
        #expect(second.summary == "Undid +62 for Blob Jr: 0")
        #expect(try entries().map(\.state) == [.redoable, .redoable, .live])
        // The most recently undone comes back first.
        #expect(try database.redo(gameID: game.id).summary == "Redid +62 for Blob Jr: 62")
        #expect(try database.redo(gameID: game.id).summary == "Redid +5 for Blob Jr: 67")
        #expect(throws: ScorekeeperError.nothingToRedo("Poker night")) { try database.redo(gameID: game.id) }
        #expect(try database.fetchPlayer(id: bo.id)?.score == 67)
        #expect(try database.fetchPlayer(id: ana.id)?.score == 3)
        try expectConsistent()
    }

    @Test func aNewChangeClearsWhatCanBeRedone() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.changeScore(playerID: ana.id, by: 1)
        try database.changeScore(playerID: ana.id, by: 2)
        try database.undo(gameID: game.id)
        try database.changeScore(playerID: ana.id, by: 10)
        #expect(throws: ScorekeeperError.nothingToRedo("Poker night")) { try database.redo(gameID: game.id) }
        #expect(try entries().map(\.state) == [.live, .undone, .live])
        // Undo now walks over the cleared change: it stays undone.
        try database.undo(gameID: game.id)
        try database.undo(gameID: game.id)
        #expect(try entries().map(\.state) == [.redoable, .undone, .redoable])
        #expect(try database.fetchPlayer(id: ana.id)?.score == 0)
        #expect(try database.redo(gameID: game.id).amount == 1)
        #expect(try database.redo(gameID: game.id).amount == 10)
        #expect(try database.fetchPlayer(id: ana.id)?.score == 11)
        try expectConsistent()
    }

    @Test func undoIsPerGame() throws {
        let other = try database.createGame(title: "Chess")
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        let bo = try database.addPlayer(gameID: other.id, name: "Bo")
        try database.changeScore(playerID: ana.id, by: 1)
        try database.changeScore(playerID: bo.id, by: 2)
        #expect(try database.undo(gameID: game.id).playerID == ana.id)
        #expect(throws: ScorekeeperError.nothingToUndo("Poker night")) { try database.undo(gameID: game.id) }
        #expect(try database.fetchPlayer(id: bo.id)?.score == 2)
        // A change in another game does not clear this game's redo.
        try database.changeScore(playerID: bo.id, by: 2)
        #expect(try database.redo(gameID: game.id).playerID == ana.id)
        try expectConsistent()
    }

    @Test func undoReachesChangesMadeByAnotherWriterAndSurvivesReopening() throws {
        let directory = try TemporaryFolder()
        let location = DatabaseLocation(path: directory.file("h.sqlite"), isDefault: false)
        let mine = try AppDatabase.open(location)
        let theirs = try AppDatabase.open(location)
        let game = try mine.createGame(title: "Go")
        let ana = try mine.addPlayer(gameID: game.id, name: "Ana")
        try mine.changeScore(playerID: ana.id, by: 1)
        try theirs.changeScore(playerID: ana.id, by: 7)
        #expect(try mine.undo(gameID: game.id).amount == 7)
        let reopened = try AppDatabase.open(location)
        #expect(try reopened.redo(gameID: game.id).amount == 7)
        #expect(try reopened.undo(gameID: game.id).amount == 7)
        #expect(try reopened.undo(gameID: game.id).amount == 1)
        #expect(try AppDatabase.open(location).fetchPlayer(id: ana.id)?.score == 0)
        #expect(try reopened.invariantViolations().isEmpty)
    }

    @Test func theOrderHoldsWhenTheClockStallsOrStepsBack() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        let noon = Date(timeIntervalSince1970: 1_800_000_000)
        // Same millisecond three times, then an hour back.
        for amount in [1, 2, 3] { try database.at(noon).changeScore(playerID: ana.id, by: amount) }
        try database.at(noon.addingTimeInterval(-3600)).changeScore(playerID: ana.id, by: 4)
        let history = try entries()
        #expect(history.map(\.amount) == [4, 3, 2, 1])
        let stamps = try database.read { db in
            try String.fetchAll(db, sql: #"SELECT "createdAt" FROM "scoreChanges" ORDER BY "createdAt", "id""#)
        }
        #expect(stamps == ["2027-01-15 08:00:00.000", "2027-01-15 08:00:00.001", "2027-01-15 08:00:00.002",
                           "2027-01-15 08:00:00.003"])
        #expect(history.first?.createdAt == Date(timeIntervalSince1970: 1_800_000_000.003))
        #expect(try database.at(noon).undo(gameID: game.id).amount == 4)
        #expect(try database.at(noon.addingTimeInterval(-7200)).undo(gameID: game.id).amount == 3)
        // Undone "earlier" by the wall clock, yet the most recent undo: it comes back first.
        #expect(try database.redo(gameID: game.id).amount == 3)
        try expectConsistent()
    }

    @Test func theClockStampsAreFixedWidthAndReadBack() throws {
        #expect(ChangeClock.next(after: nil, wallClock: Date(timeIntervalSince1970: 0.0009)) == "1970-01-01 00:00:00.000")
        #expect(ChangeClock.next(after: "2026-12-31 23:59:59.999", wallClock: Date(timeIntervalSince1970: 0)) == "2027-01-01 00:00:00.000")
        #expect(ChangeClock.milliseconds("2026-11-22 10:11:12.123") == 1_795_342_272_123)
        #expect(ChangeClock.milliseconds("not a stamp") == nil)
        #expect(ChangeClock.iso8601("2026-11-22 10:11:12.123") == "2026-11-22T10:11:12.123Z")
        let stamp = ChangeClock.next(after: nil, wallClock: Date(timeIntervalSince1970: 1_795_342_272.123))
        #expect(stamp == "2026-11-22 10:11:12.123")
    }

    @Test func correctionsMoveTheTotalAndKeepTheOriginal() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.changeScore(playerID: ana.id, by: 5)
        try database.changeScore(playerID: ana.id, by: 10)
        let first = try entries().last!
        let corrected = try database.correctChange(id: first.id, amount: 3)
        #expect(corrected.summary == "Corrected +5 to +3 for Ana: 13")
        let history = try entries()
        #expect(history.map(\.total) == [13, 3])
        #expect(history.last!.isCorrected && history.last!.originalAmount == 5 && history.last!.amount == 3)
        // An undone change takes its correction when it comes back.
        let undone = try database.undo(gameID: game.id)
        #expect(try database.correctChange(id: undone.changeID, amount: -1).score == 3)
        #expect(try database.redo(gameID: game.id).score == 2)
        try expectConsistent()
    }

    @Test func deletionsRemoveTheChangeAndItsWeight() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.changeScore(playerID: ana.id, by: 5)
        try database.changeScore(playerID: ana.id, by: 10)
        let five = try entries().last!
        #expect(try database.deleteChange(id: five.id).summary == "Deleted +5 for Ana: 10")
        #expect(try entries().map(\.amount) == [10])
        #expect(try database.fetchHistoryCount(gameID: game.id) == 1)
        #expect(throws: ScorekeeperError.changeNotFound(five.id.lowercasedString)) { try database.deleteChange(id: five.id) }
        #expect(throws: ScorekeeperError.changeNotFound(five.id.lowercasedString)) { try database.correctChange(id: five.id, amount: 1) }
        // A redoable change that is deleted cannot come back.
        let ten = try database.undo(gameID: game.id)
        try database.deleteChange(id: ten.changeID)
        #expect(throws: ScorekeeperError.nothingToRedo("Poker night")) { try database.redo(gameID: game.id) }
        #expect(try database.fetchPlayer(id: ana.id)?.score == 0)
        // The row stays as a tombstone.
        #expect(try database.fetchScoreChange(id: five.id)?.state == .deleted)
        try expectConsistent()
    }

    @Test func overflowsAreRefusedAndChangeNothing() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana", score: Int.max)
        try database.changeScore(playerID: ana.id, by: -10)
        let minus = try entries().first!
        try database.changeScore(playerID: ana.id, by: 5)
        // Correcting -10 to +10 would go past Int.max.
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.correctChange(id: minus.id, amount: 10) }
        // Deleting -10 too.
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.deleteChange(id: minus.id) }
        // Setting from one end of the range to the other: the difference does not fit.
        let bo = try database.addPlayer(gameID: game.id, name: "Bo", score: Int.min)
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.setScore(playerID: bo.id, to: Int.max) }
        #expect(try database.fetchPlayer(id: ana.id)?.score == Int.max - 5)
        #expect(try database.fetchPlayer(id: bo.id)?.score == Int.min)
        #expect(try entries().count == 4)
        try expectConsistent()
    }

    @Test func undoAndRedoThatWouldOverflowAreRefused() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana", score: Int.max)
        try database.changeScore(playerID: ana.id, by: -1)
        let minusOne = try entries().first!
        try database.changeScore(playerID: ana.id, by: -1)
        // Corrected from -1 to +1: the score is Int.max again, so undoing the last -1 would pass it.
        try database.correctChange(id: minusOne.id, amount: 1)
        #expect(try database.fetchPlayer(id: ana.id)?.score == Int.max)
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.undo(gameID: game.id) }
        #expect(try entries().first?.state == .live)
        // Redo: an undone +1 that would come back onto Int.max.
        try database.correctChange(id: minusOne.id, amount: -1)
        try database.undo(gameID: game.id)
        let undone = try entries().first!
        try database.correctChange(id: undone.id, amount: 1)
        try database.correctChange(id: minusOne.id, amount: 0)
        #expect(try database.fetchPlayer(id: ana.id)?.score == Int.max)
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.redo(gameID: game.id) }
        #expect(try database.fetchPlayer(id: ana.id)?.score == Int.max)
        try expectConsistent()
    }

    @Test func totalsSurvivePartialSumsBeyond64Bits() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.changeScore(playerID: ana.id, by: Int.max)
        try database.changeScore(playerID: ana.id, by: -Int.max)
        try database.changeScore(playerID: ana.id, by: Int.max)
        try database.changeScore(playerID: ana.id, by: -Int.max)
        // Deleting the first minus leaves Int.max + Int.max on the way, then back: total Int.max.
        try database.deleteChange(id: entries()[2].id)
        #expect(try database.fetchPlayer(id: ana.id)?.score == Int.max)
        #expect(try entries().map(\.total) == [Int.max, Int.max, Int.max])
        try expectConsistent()
    }

    @Test func pagesAreNewestFirstAndTotalsHoldOnEveryPage() throws {
        let players = try (0..<3).map { try database.addPlayer(gameID: game.id, name: "P\($0)") }
        var expected: [(Player.ID, Int)] = []
        var scores = [0, 0, 0]
        for step in 0..<60 {
            let index = step % 3
            try database.changeScore(playerID: players[index].id, by: step + 1)
            scores[index] += step + 1
            expected.append((players[index].id, scores[index]))
        }
        try database.undo(gameID: game.id)
        var all: [HistoryEntry] = []
        for page in 0..<7 { all += try database.fetchHistory(gameID: game.id, limit: 10, offset: page * 10) }
        #expect(all.count == 60)
        #expect(all.map(\.playerID) == expected.reversed().map(\.0))
        // The undone newest change leaves the total before it.
        #expect(all[0].isUndone && all[0].total == expected[56].1)
        #expect(Array(all.dropFirst().map(\.total)) == Array(expected.reversed().dropFirst().map(\.1)))
        try expectConsistent()
    }

    @Test func changesAreFoundByIdOrUniquePrefix() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.changeScore(playerID: ana.id, by: 1)
        let id = try entries()[0].id
        #expect(try database.resolveChange(String(id.lowercasedString.prefix(6))).id == id)
        #expect(try database.resolveChange(id.uuidString).id == id)
        #expect(throws: ScorekeeperError.self) { try database.resolveChange("abc") }
        try database.deleteChange(id: id)
        #expect(throws: ScorekeeperError.changeNotFound(id.lowercasedString)) { try database.resolveChange(id.lowercasedString) }
    }

    @Test func deletingAPlayerTakesItsChangesAlong() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana")
        let bo = try database.addPlayer(gameID: game.id, name: "Bo")
        try database.changeScore(playerID: ana.id, by: 1)
        try database.changeScore(playerID: bo.id, by: 2)
        try database.deletePlayer(id: bo.id)
        #expect(try entries().map(\.playerID) == [ana.id])
        #expect(try database.undo(gameID: game.id).playerID == ana.id)
        try database.deleteGame(id: game.id)
        #expect(try database.read { db in try ScoreChange.fetchCount(db) } == 0)
    }

    @Test func theDemoRecordsItsStartingScores() throws {
        try database.addDemoGames()
        #expect(try database.invariantViolations().isEmpty)
        #expect(try database.read { db in try ScoreChange.fetchCount(db) } > 0)
    }
}
