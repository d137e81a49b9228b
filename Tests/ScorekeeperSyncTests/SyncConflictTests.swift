import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A register both copies changed since they last met is reported: both values, whose each was,
/// and the one kept. A register only one copy changed is not, even when the other copy wrote
/// something else in the same row since.
@Suite struct SyncConflictTests {
    /// Cabin on two copies that have met once; A's clock ahead and moving (a second at each
    /// reading), B's two hours behind, so A's change is the later one by the file's clock whatever
    /// the order they are made in. Both clocks are set from the pinned moment of
    /// `SyncRegisterTests` (its `sync` compares stamps with that moment), never from the machine's.
    static func apart() throws -> (a: AppDatabase, b: AppDatabase, game: Game, ana: Player, bo: Player) {
        let (a, b, game, ana, bo) = try SyncRegisterTests.cabin()
        let now = SyncRegisterTests.now
        return (a.withWallClock(WallClock(now: SyncRegisterTests.ticking(from: now))), b.withWallClock(WallClock { now.addingTimeInterval(-7200) }),
                game, ana, bo)
    }

    @Test func aRuleBothCopiesChangedIsReportedWithTheValueKept() throws {
        let (a, b, game, ana, _) = try Self.apart()
        try a.changeRules(gameID: game.id) { $0.target = 100 }
        try b.changeRules(gameID: game.id) { $0.target = 50 }
        // A changed the rounds alone, B scored alone: neither is a conflict.
        try a.changeRules(gameID: game.id) { $0.rounds = 6 }
        try b.changeScore(playerID: ana.id, by: 1)
        let report = try SyncRegisterTests.sync(a, b)
        #expect(report.incremental)
        #expect(report.conflicts == [SyncConflict(register: .target, gameID: game.id, title: "Cabin",
                                                  kept: "target 100", lost: "target 50", keptHere: true)])
        for copy in [a, b] { #expect(try copy.fetchGame(id: game.id)?.rules.summary == "highest wins · target 100 · 6 rounds") }
        // Run from B's side, the value kept is the other copy's: A tried lowest wins and went
        // back to highest, B moved to lowest wins.
        try b.changeRules(gameID: game.id) { $0.winning = .lowest }
        try a.changeRules(gameID: game.id) { $0.winning = .lowest }
        try a.changeRules(gameID: game.id) { $0.winning = .highest }
        let reverse = try SyncRegisterTests.sync(b, a)
        #expect(reverse.conflicts.map(\.register) == [.winning] && reverse.conflicts.first?.keptHere == false)
        #expect(reverse.conflicts.first?.kept == "highest wins" && reverse.conflicts.first?.lost == "lowest wins")
    }

    @Test func aTitleBothCopiesChangedIsReportedAndARenameAloneIsNot() throws {
        let (a, b, game, ana, _) = try Self.apart()
        try a.renameGame(id: game.id, title: "Alpha")
        try b.renameGame(id: game.id, title: "Beta")
        let report = try SyncRegisterTests.sync(a, b)
        #expect(report.conflicts == [SyncConflict(register: .title, gameID: game.id, title: "Alpha",
                                                  kept: "Alpha", lost: "Beta", keptHere: true)])
        try a.renameGame(id: game.id, title: "Gamma")
        try b.changeScore(playerID: ana.id, by: 2)
        #expect(try SyncRegisterTests.sync(a, b).conflicts.isEmpty)
        for copy in [a, b] { #expect(try copy.fetchGame(id: game.id)?.title == "Gamma") }
    }

    @Test func aPlayersNameBothCopiesChangedIsReported() throws {
        let (a, b, game, ana, _) = try Self.apart()
        try b.renamePlayer(id: ana.id, name: "Anna")
        try a.renamePlayer(id: ana.id, name: "Ann")
        let report = try SyncRegisterTests.sync(b, a)
        #expect(report.conflicts == [SyncConflict(register: .playerName, gameID: game.id, title: "Cabin",
                                                  subjectID: ana.id.lowercasedString, kept: "Ann", lost: "Anna", keptHere: false)])
    }

    /// A first sync (no watermarks) cannot tell who changed what: every register whose values and
    /// stamps differ is reported.
    @Test func aFirstSyncReportsEveryRegisterThatDiffers() throws {
        let (a, b, game, _, _) = try Self.apart()
        try a.renameGame(id: game.id, title: "Alpha")
        try b.renameGame(id: game.id, title: "Beta")
        try a.forgetSyncWatermarks()
        try b.forgetSyncWatermarks()
        let report = try SyncRegisterTests.sync(a, b)
        #expect(!report.incremental)
        #expect(report.conflicts.map(\.register) == [.title] && report.conflicts.first?.kept == "Alpha")
    }

    /// A undoes a change; B, whose clock runs two hours behind, undoes it too and then redoes it.
    /// B's redo has the earlier stamp: the change stays undone on both, which the sync reports as
    /// a conflict on that change. Nothing is lost for good: it can be redone on either copy.
    @Test func anUndoAgainstAnUndoAndRedoIsReportedAndTheChangeCanStillBeRedone() throws {
        let (a, b, game, ana, _) = try Self.apart()
        try a.changeScore(playerID: ana.id, by: 5)
        try SyncRegisterTests.sync(a, b)
        #expect(try a.undo(gameID: game.id).amount == 5)
        #expect(try b.undo(gameID: game.id).amount == 5)
        #expect(try b.redo(gameID: game.id).amount == 5)
        let report = try SyncRegisterTests.sync(a, b)
        let conflict = try #require(report.conflicts.first)
        #expect(report.conflicts.count == 1 && conflict.register == .changeState)
        #expect(conflict.subject == "+5 for Ana" && conflict.kept == "undone" && conflict.lost == "counted" && conflict.keptHere)
        for copy in [a, b] {
            #expect(try copy.fetchPlayer(id: ana.id)?.score == 10)
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try b.redo(gameID: game.id).amount == 5)
        try SyncRegisterTests.sync(a, b)
        for copy in [a, b] { #expect(try copy.fetchPlayer(id: ana.id)?.score == 15) }
        // Both undoing the same change is no conflict: the copies agree it does not count.
        try a.undo(gameID: game.id)
        try b.undo(gameID: game.id)
        #expect(try SyncRegisterTests.sync(a, b).conflicts.isEmpty)
    }
}
