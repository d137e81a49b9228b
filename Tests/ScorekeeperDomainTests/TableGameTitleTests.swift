import Foundation
import Testing
@testable import ScorekeeperDomain

/// A table game's title cut to a width keeps ": round N, table M" whole and shortens the
/// tournament's name; other titles are cut at their end.
@Suite struct TableGameTitleTests {
    @Test(arguments: [
        ("Club Swiss: round 1, table 12", 30, "Club Swiss: round 1, table 12"),
        ("Club Swiss: round 1, table 12", 24, "Club…: round 1, table 12"),
        ("Thursday Club Swiss: round 1, table 2", 24, "Thurs…: round 1, table 2"),
        ("Club Swiss: round 1, table 12 (set aside)", 36, "Club…: round 1, table 12 (set aside)"),
        // Narrower than the place itself: its end, with the table number, is kept.
        ("Club Swiss: round 1, table 12", 10, "… table 12"),
        // Not a table game's title: cut at the end.
        ("Poker for the very longest night", 10, "Poker for…"),
        ("Round 1, table 2", 10, "Round 1, …"),
        ("Notes: round 1, table two", 12, "Notes: roun…"),
    ])
    func aCutTitleKeepsItsRoundAndTable(title: String, width: Int, expected: String) {
        let fitted = TableGameTitle.fitted(title, toWidth: width)
        #expect(fitted == expected)
        #expect(DisplayWidth.of(fitted) <= width)
    }

    @Test func theTitleATournamentGivesItsTablesIsRecognised() {
        let tournament = Tournament(id: Tournament.ID(UUID()), name: "Hearts cup", settings: TournamentSettings(format: .tables),
                                    createdAt: Date())
        let title = tournament.tableGameTitle(round: 3, table: 14)
        #expect(TableGameTitle.placeStart(in: title).map { String(title[$0...]) } == ": round 3, table 14")
    }
}

/// "My next game": the table a terminal goes to from the game on screen.
@Suite struct NextTableGameTests {
    func table(_ round: Int, _ number: Int, done: Bool = false) -> NextTableGame.Table {
        NextTableGame.Table(round: round, number: number, gameID: Game.ID(UUID()), title: "T: round \(round), table \(number)", isDone: done)
    }

    @Test func fromAnEarlierRoundTheSameTableOfTheLatestRoundComesFirst() {
        let tables = [table(1, 1, done: true), table(1, 2, done: true), table(1, 3, done: true),
                      table(2, 1), table(2, 2), table(2, 3)]
        #expect(NextTableGame.after(round: 1, number: 2, among: tables)?.number == 2)
        #expect(NextTableGame.after(round: 1, number: 2, among: tables)?.round == 2)
    }

    @Test func inTheLatestRoundTheNextUnfinishedTableAfterIt() {
        let tables = [table(2, 1), table(2, 2, done: true), table(2, 3, done: true), table(2, 4), table(2, 10)]
        #expect(NextTableGame.after(round: 2, number: 1, among: tables)?.number == 4)
        #expect(NextTableGame.after(round: 2, number: 4, among: tables)?.number == 10)
        // After the last: round to the first.
        #expect(NextTableGame.after(round: 2, number: 10, among: tables)?.number == 1)
        // From an earlier round whose table is done in the latest: the next one after it.
        #expect(NextTableGame.after(round: 1, number: 2, among: tables)?.number == 4)
    }

    @Test func aRoundAllDoneHasNoNextGame() {
        #expect(NextTableGame.after(round: 1, number: 1, among: [table(1, 1, done: true), table(1, 2, done: true)]) == nil)
        #expect(NextTableGame.after(round: 1, number: 1, among: []) == nil)
    }
}

/// A finished game where everyone shares first place was drawn: nobody won it.
@Suite struct DrawnGameTests {
    func standings(_ scores: [Int], finished: Bool = true) -> GameStandings {
        var game = Game(id: Game.ID(UUID()), title: "Chess", createdAt: Date(), updatedAt: Date())
        if finished { game.finishedAt = Date() }
        let rows = scores.enumerated().map { index, score in
            PlayerRow(player: Player(id: Player.ID(UUID()), gameID: game.id, name: "P\(index)", score: score, createdAt: Date()), hasPhoto: false)
        }
        return GameStandings(game: game, rows: rows)
    }

    @Test func everyoneSharingFirstPlaceIsADraw() {
        let drawn = standings([1, 1])
        #expect(drawn.isDrawn && drawn.wonBy.isEmpty && drawn.winners.count == 2)
        let result = PersonGameResult(drawn.players[0], in: drawn)
        #expect(result.placeText == "draw")
    }

    @Test func somePlayersSharingFirstPlaceIsASharedWin() {
        let shared = standings([5, 5, 3])
        #expect(!shared.isDrawn && shared.wonBy.count == 2)
        #expect(PersonGameResult(shared.players[0], in: shared).placeText == "=1st")
        #expect(!standings([4]).isDrawn && standings([4]).wonBy.count == 1)
        #expect(!standings([1, 1], finished: false).isDrawn)
    }
}
