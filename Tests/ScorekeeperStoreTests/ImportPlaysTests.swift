import Foundation
import GRDB
import StoreTestSupport
import Testing
@testable import ScorekeeperStore

/// The import's plan and write: plays from another app's file made finished games, played when
/// the source says, won by whom it says, linked to people by name; importing again adds nothing,
/// a play changed at the source is named and updated only when asked.
@Suite struct ImportPlaysTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func moment(_ text: String) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = utc
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return try #require(formatter.date(from: text))
    }

    @discardableResult
    static func importing(_ database: AppDatabase, _ files: [ImportedFile], people: ImportPeopleMap = ImportPeopleMap(),
                          update: Bool = false) throws -> (plan: ImportPlan, outcome: AppDatabase.ImportOutcome) {
        let plan = try database.planImport(files, people: people, update: update, timeZone: utc)
        return (plan, try database.importPlays(plan))
    }

    static func person(_ database: AppDatabase, _ name: String) throws -> Person.ID {
        try #require(try database.fetchPeople().first { $0.name == name }).id
    }

    @Test func aPlanSaysWhatWouldBeMadeAndWritesNothing() throws {
        let database = try AppDatabase.empty()
        let plan = try database.planImport([ImportSamples.evening()], timeZone: Self.utc)
        #expect(plan.summary(dryRun: true) == [
            "BG Stats (bgstats.json): 4 plays → 3 games in 2 kinds, 3 people of whom 0 exist; 1 skipped: 1 cooperative.",
            "1 play with a date but no time: counted as played at 20:00.",
            "New people: Ann, Bo, Cy.",
        ])
        #expect(try database.fetchGameList().isEmpty)
        #expect(try database.fetchPeople().isEmpty)
    }

    @Test func importedGamesAreFinishedWhenTheSourceSaysWithTheirWinners() throws {
        let database = try AppDatabase.empty()
        let (_, outcome) = try Self.importing(database, [ImportSamples.evening()])
        #expect(outcome.created == 3)
        let list = try database.fetchGameList()
        // Most recent first by when they were played, not by when they were imported.
        #expect(list.map(\.title) == ["Hearts", "Catan", "Catan"])
        #expect(list.map(\.lastPlayed) == [try Self.moment("2026-03-14 20:00"), try Self.moment("2026-03-14 19:30"),
                                           try Self.moment("2026-03-13 21:00")])
        #expect(list.map(\.status) == [.finished, .finished, .finished])
        // Bo won Catan as the source says, though Ann scored more; Cy won by the scores where
        // nobody was stated.
        #expect(list.map(\.winnerNames) == [["Ann"], ["Bo"], ["Cy"]])
        #expect(Set(try database.fetchPeople().map(\.name)) == ["Ann", "Bo", "Cy"])
        let hearts = try database.fetchStandings(gameID: try #require(Game.ID(uuidString: list[0].id)))
        #expect(hearts.game.rules.winning == .lowest)
        #expect(hearts.roundCount == 2)
        #expect(hearts.players.map(\.points) == [[3, 4], [26, 0]])
        let catan = try database.fetchStandings(gameID: try #require(Game.ID(uuidString: list[1].id)))
        // Seats as the source gave them: Bo first.
        #expect(Seating.ordered(catan.players, seating: catan.game.seating, player: \.player).map(\.player.name) == ["Bo", "Ann", "Cy"])
        #expect(catan.players.map(\.rank) == [1, 2, 3])
        let older = try database.fetchStandings(gameID: try #require(Game.ID(uuidString: list[2].id)))
        #expect(older.game.clock.elapsed == 45 * 60 * 1000)
        // The anonymous player stays anonymous: nobody's person.
        let anonymous = try #require(older.players.first { $0.player.name == "Anonymous" })
        #expect(try database.personID(ofPlayer: anonymous.id) == nil)
        #expect(try database.fetchKind(gameID: older.game.id) == "Catan")
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func statedWinnersAreShownAndCountedAlikeOnEverySurface() throws {
        let database = try AppDatabase.empty()
        try Self.importing(database, [ImportSamples.evening()])
        let catanID = try #require(Game.ID(uuidString: try database.fetchGameList()[1].id))
        #expect(try database.fetchStandings(gameID: catanID).winners.map(\.name) == ["Bo"])
        #expect(try database.export(gameIDs: [catanID]).games.first?.winners == ["Bo"])
        #expect(try database.fetchGameSummaries().first { $0.game.id == catanID }?.winnerNames == ["Bo"])
        let plays = try database.playsExport(gameIDs: [catanID]).plays
        #expect(plays.first?.players.filter(\.won).map(\.name) == ["Bo"])
        // The evening of the 14th: Catan then Hearts, Bo and Ann each won one.
        let evening = try #require(Evening(year: 2026, month: 3, day: 14))
        let summary = try database.read { try AppDatabase.eveningSummary($0, evening: evening, timeZone: Self.utc) }
        #expect(summary.games.map(\.title) == ["Catan", "Hearts"])
        #expect(summary.games.map(\.winners) == [["Bo"], ["Ann"]])
        #expect(summary.people.map(\.wins) == [1, 1, 0])
        // Statistics and ratings: Bo's win counts, and Bo is rated above Ann after Catan.
        let statistics = try database.fetchPeopleStatistics()
        let bo = try #require(statistics.figures(of: try Self.person(database, "Bo")))
        let ann = try #require(statistics.figures(of: try Self.person(database, "Ann")))
        let cy = try #require(statistics.figures(of: try Self.person(database, "Cy")))
        let wins: [Int] = [ann.wins, bo.wins, cy.wins]
        let played: [Int] = [ann.games, bo.games, cy.games]
        #expect(wins == [1, 1, 1])
        #expect(played == [2, 2, 2])
        let boAfterCatan = try #require(bo.ratingHistory.first { $0.gameID == catanID }).rating.ordinal
        let annAfterCatan = try #require(ann.ratingHistory.first { $0.gameID == catanID }).rating.ordinal
        #expect(boAfterCatan > annAfterCatan)
    }

    @Test func aSecondImportAddsNothing() throws {
        let database = try AppDatabase.empty()
        try Self.importing(database, [ImportSamples.evening()])
        let before = try database.fetchContents()
        let (plan, outcome) = try Self.importing(database, [ImportSamples.evening()])
        #expect(plan.writtenGames.isEmpty)
        #expect(plan.unchangedCount == 3)
        #expect(outcome == AppDatabase.ImportOutcome())
        #expect(plan.summary(dryRun: false).first == "BG Stats (bgstats.json): 4 plays → 0 games in 0 kinds, 0 people of whom 0 exist; 1 skipped: 1 cooperative.")
        #expect(try database.fetchContents() == before)
        // The same play in two files is one game.
        let (twice, _) = try Self.importing(try AppDatabase.empty(), [ImportSamples.evening(), ImportSamples.evening(path: "again.json")])
        #expect(twice.writtenGames.count == 3)
        #expect(twice.duplicateCount == 3)
    }

    @Test func aPlayChangedAtTheSourceIsNamedAndUpdatedOnlyWhenAsked() throws {
        let database = try AppDatabase.empty()
        try Self.importing(database, [ImportSamples.evening()])
        let catanID = try #require(Game.ID(uuidString: try database.fetchGameList()[1].id))
        let changed = ImportSamples.evening(catanWinner: "Cy")
        let (plan, outcome) = try Self.importing(database, [changed])
        #expect(plan.changedGames.map(\.id) == [catanID])
        #expect(plan.summary(dryRun: false).contains(
            "1 play changed at the source since imported: Catan (2026-03-14); run again with --update to update them."))
        #expect(outcome.updated == 0 && outcome.created == 0)
        #expect(try database.fetchStandings(gameID: catanID).winners.map(\.name) == ["Bo"])
        let (_, updated) = try Self.importing(database, [changed], update: true)
        #expect(updated.updated == 1)
        let standings = try database.fetchStandings(gameID: catanID)
        #expect(standings.winners.map(\.name) == ["Cy"])
        #expect(standings.players.count == 3)
        #expect(try database.invariantViolations().isEmpty)
        // Now as the source is: nothing more to update.
        #expect(try database.planImport([changed], update: true, timeZone: Self.utc).writtenGames.isEmpty)
    }

    @Test func thePeopleMapLinksNamesInTheFileToPeopleHere() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Chess")
        try database.addPlayer(gameID: game.id, name: "Annabel")
        let map = try ImportPeopleMap(text: "# who is who\n\nAnn = Annabel\n", path: "people.txt")
        let (plan, _) = try Self.importing(database, [ImportSamples.evening()], people: map)
        #expect(plan.people == [PlannedPerson(name: "Annabel", existing: true), PlannedPerson(name: "Bo", existing: false),
                                PlannedPerson(name: "Cy", existing: false)])
        let annabel = try Self.person(database, "Annabel")
        #expect(try database.fetchPeopleStatistics().figures(of: annabel)?.games == 2)
        #expect(try !database.fetchPeople().contains { $0.name == "Ann" })
    }

    @Test func aBadMapLineIsRefusedWithItsNumber() throws {
        #expect(throws: ScorekeeperError.other("people.txt:2: not 'Name in the file = Person here'. Nothing was imported.")) {
            try ImportPeopleMap(text: "Ann = Annabel\nBo\n", path: "people.txt")
        }
        #expect(throws: ScorekeeperError.other("people.txt:3: 'ann' is mapped twice. Nothing was imported.")) {
            try ImportPeopleMap(text: "Ann = Annabel\n\nann = Bo\n", path: "people.txt")
        }
        let database = try AppDatabase.empty()
        let map = try ImportPeopleMap(text: "Ann = Zed\n", path: "people.txt")
        #expect(throws: ScorekeeperError.other("people.txt:1: nobody here is named 'Zed'. Nothing was imported.")) {
            try database.planImport([ImportSamples.evening()], people: map, timeZone: Self.utc)
        }
    }

    @Test func aNameWithControlCharactersImportsNothingAndSaysWhere() throws {
        let database = try AppDatabase.empty()
        var file = ImportSamples.evening()
        file.plays[1].players[1].name = "Bo\u{1B}[2J"
        #expect(throws: ScorekeeperError.self) { try database.planImport([file], timeZone: Self.utc) }
        do {
            _ = try database.planImport([file], timeZone: Self.utc)
        } catch {
            #expect("\(error)".hasPrefix("bgstats.json: plays[1], field players[1].name ('Bo"))
            #expect("\(error)".contains("A player's name cannot contain control characters"))
            #expect(!"\(error)".contains("\u{1B}"))
        }
        #expect(try database.fetchGameList().isEmpty)
    }

    @Test func reopeningAnImportedGameLetsItsScoresDecideAgain() throws {
        let database = try AppDatabase.empty()
        try Self.importing(database, [ImportSamples.evening()])
        let catanID = try #require(Game.ID(uuidString: try database.fetchGameList()[1].id))
        try database.reopenGame(id: catanID)
        try database.finishGame(id: catanID)
        #expect(try database.fetchStandings(gameID: catanID).winners.map(\.name) == ["Ann"])
    }
}
