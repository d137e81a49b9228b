import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// `AppDatabase.eveningSummary`: an evening's games in the order they ended with their winners,
/// each person's games, wins and places, and ratings that agree with the statistics' own.
@Suite struct EveningSummaryTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// Plays a game to its finish at `text` (UTC).
    @discardableResult
    static func play(_ database: AppDatabase, at text: String, _ title: String, lowestWins: Bool = false,
                     _ scores: [(String, Int)], finish: Bool = true) throws -> Game {
        let database = database.at(localMoment(text, utc))
        let game = try database.createGame(title: title, rules: GameRules(winning: lowestWins ? .lowest : .highest))
        for (name, score) in scores { try database.addPlayer(gameID: game.id, name: name, score: score) }
        if finish { _ = try database.finishGame(id: game.id) } else {
            let first = try #require(try database.fetchPlayerRows(gameID: game.id).first)
            _ = try database.changeScore(playerID: first.player.id, by: 1)
        }
        return game
    }

    @Test func anEveningGivesGamesWinnersPlacesAndRatingChanges() throws {
        let database = try AppDatabase.empty()
        // Monday: one game, before the evening asked for.
        try Self.play(database, at: "2026-11-23 20:00", "Hearts", lowestWins: true, [("Ann", 10), ("Bo", 30), ("Cy", 20)])
        // Tuesday evening, running past midnight.
        try Self.play(database, at: "2026-11-24 19:00", "Hearts", lowestWins: true, [("Ann", 40), ("Bo", 30), ("Cy", 30)])
        try Self.play(database, at: "2026-11-24 21:00", "Poker", [("Ann", 300), ("Bo", 100)])
        try Self.play(database, at: "2026-11-25 00:30", "Rummy", [("Cy", 5), ("Ann", 9)])
        try Self.play(database, at: "2026-11-25 01:00", "Chess", [("Bo", 1), ("Cy", 0)], finish: false)
        // Wednesday.
        try Self.play(database, at: "2026-11-25 20:00", "Poker", [("Ann", 1), ("Bo", 100)])

        let tuesday = try #require(Evening(year: 2026, month: 11, day: 24))
        let summary = try database.read { try AppDatabase.eveningSummary($0, evening: tuesday, timeZone: Self.utc) }
        #expect(summary.games.map(\.title) == ["Hearts", "Poker", "Rummy", "Chess"])
        #expect(summary.games.map(\.winners) == [["Bo", "Cy"], ["Ann"], ["Ann"], []])
        #expect(summary.games.map(\.status) == [.finished, .finished, .finished, .playing])
        #expect(summary.games.map(\.kind) == ["Hearts", "Poker", "Rummy", "Chess"])
        // Ann won twice; Bo and Cy once each, by name.
        #expect(summary.people.map(\.name) == ["Ann", "Bo", "Cy"])
        #expect(summary.people.map(\.games) == [3, 3, 3])
        #expect(summary.people.map(\.wins) == [2, 1, 1])
        #expect(summary.people.map(\.placesText) == ["3rd, 1st, 1st", "=1st, 2nd", "=1st, 2nd"])

        // Ratings: before is the statistics' rating after Monday's game, after is after Tuesday's.
        let wholeHistory = try database.fetchPeopleStatistics()
        for line in summary.people {
            let history = try #require(wholeHistory.figures(of: line.id)).ratingHistory
            #expect(line.ratingBefore == history[0].rating)
            let lastTuesday = try #require(history.last { $0.finishedAt < tuesday.interval(timeZone: Self.utc).end })
            #expect(line.ratingAfter == lastTuesday.rating)
            #expect(line.ratingAfter != line.ratingBefore)
        }
        // Cy's history has three points by the end of Tuesday (Monday, Hearts, Rummy).
        let cy = try #require(summary.people.first { $0.name == "Cy" })
        let cyHistory = try #require(wholeHistory.figures(of: cy.id)).ratingHistory
        #expect(cyHistory.count == 3 && cy.ratingAfter == cyHistory[2].rating)
        // Ann's change, as a list writes it, agrees with the figures.
        let ann = summary.people[0]
        #expect(abs(ann.ratingChange - (ann.ratingAfter.ordinal - ann.ratingBefore.ordinal)) < 1e-12)

        // An evening with no games; the latest evening with a game is Wednesday's.
        let empty = try database.read { try AppDatabase.eveningSummary($0, evening: tuesday.adding(days: 5), timeZone: Self.utc) }
        #expect(empty.games.isEmpty && empty.people.isEmpty)
        #expect(try database.read { try AppDatabase.latestEvening($0, timeZone: Self.utc) } == tuesday.adding(days: 1))
        #expect(try AppDatabase.empty().fetchEveningSummary(nil, timeZone: Self.utc) == nil)
    }

    /// A person's first evening starts from the initial rating.
    @Test func aFirstEveningStartsFromTheInitialRating() throws {
        let database = try AppDatabase.empty()
        try Self.play(database, at: "2026-11-24 19:00", "Poker", [("Ann", 300), ("Bo", 100)])
        let summary = try #require(try database.fetchEveningSummary(nil, timeZone: Self.utc))
        #expect(summary.evening.dateText == "2026-11-24")
        #expect(summary.people.allSatisfy { $0.ratingBefore == OpenSkill().initial })
        #expect(summary.people[0].ratingChange > 0 && summary.people[1].ratingChange < 0)
    }
}
