import Foundation
@testable import ScorekeeperStore
@testable import ScorekeeperSync
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A round paired on two copies and played at both: the tournament screen says it is in conflict
/// and lists each pairing with what was played at it, `w` offers the pairings and Enter keeps the
/// highlighted one (the others set aside, their games kept), and the watch says so too. Rendered
/// as text and compared with golden files.
@MainActor
@Suite struct TournamentConflictScreenTests {
    static let size = TerminalSize(columns: 80, rows: 24)
    let database: AppDatabase
    let club: Tournament

    /// A round robin of four whose round 1 was paired here and on another copy (a minute later),
    /// a result entered at each, then synced.
    init() throws {
        database = try pinnedDatabase()
        let other = try AppDatabase.empty().withWallClock(ManualClock(pinnedNow.addingTimeInterval(3660)).wallClock)
        club = try database.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try database.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        _ = try Synchronizer.run(LocalSyncPeer(database: database), LocalSyncPeer(database: other))
        try database.pairNextRound(id: club.id)
        try database.setTableResult(id: club.id, table: 1, outcome: .places([1, 2]))
        try other.pairNextRound(id: club.id)
        try other.setTableResult(id: club.id, table: 2, outcome: .places([1, 1]))
        _ = try Synchronizer.run(LocalSyncPeer(database: database), LocalSyncPeer(database: other))
    }

    @Test func theScreenNamesTheConflictAndWKeepsAPairing() async throws {
        let app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        let tournaments = try #require(app.tournaments)
        #expect(await waitUntil { tournaments.hasLoaded })
        #expect(tournaments.list.rows.first?.progress == "round 1 of 3 · in conflict")
        tournaments.list.select(club.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.snapshot != nil }, "the tournament is read")
        let screen = render(app, size: Self.size)
        assertSnapshot(screen, named: "tournament-conflict")
        #expect(screen.text.contains("in conflict: w keeps one pairing"))
        #expect(screen.text.contains("Pairing 1 of 2 (shown) · table 1: ") && screen.text.contains("Pairing 2 of 2 · table 2: "))
        // Pairing on, or pairing the round again, waits for the organiser's choice.
        app.press(.character("p"))
        #expect(app.status?.text == "Round 1 is in conflict: w keeps one of its pairings, then p pairs on.", "\(String(describing: app.status))")
        app.press(.character("w"))
        assertSnapshot(render(app, size: Self.size), named: "tournament-conflict-keep")
        app.press(.down)
        app.press(.enter)
        await tournaments.settle()
        #expect(await waitUntil { tournaments.open?.snapshot?.state.conflicts.isEmpty == true }, "the conflict is settled")
        let pairings = try #require(try database.fetchTournamentSnapshot(id: club.id).state.pairings(of: 1))
        #expect(pairings.counted?.id == pairings.pairings[1].id && pairings.pairings[0].choice == .setAside)
        #expect(!render(app, size: Self.size).text.contains("in conflict"))
    }

    @Test func theWatchSaysTheRoundIsInConflict() throws {
        let watch = WatchModel(gameReference: nil, tournamentID: club.id, size: Self.size,
                               clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)).wallClock)
        watch.update(tournament: try database.fetchTournamentSnapshot(id: club.id))
        let screen = render(watch, size: Self.size)
        assertSnapshot(screen, named: "tournament-watch-conflict")
        #expect(screen.text.contains("in conflict: the organiser keeps one pairing"))
        #expect(screen.text.contains("Pairing 2 of 2 · table 2: "))
    }
}
