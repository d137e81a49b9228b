import Foundation
import GRDB
import ScorekeeperStore

/// Everything a scope's pages show, read in one transaction with the reads the watch and the
/// command line use (`Scoreboard.fetch`, `AppDatabase.tournamentSnapshot`,
/// `AppDatabase.eveningSummary`): the pages are pure functions of it, so no rule is restated here.
enum WebContent: Sendable, Equatable {
    /// A game's board; nil when the game is gone.
    case game(Scoreboard?)
    /// A tournament read whole, and the tables of its round whose reports wait
    /// (`AppDatabase.reportQueue`, as the tournament screen reads it); nil when it is gone.
    case tournament(TournamentSnapshot?, reports: [PendingTableReports] = [])
    /// An evening's summary and the board of each of its games (the only games it reaches).
    case evening(EveningSummary, boards: [Game.ID: Scoreboard])

    /// Reads the content of `scope`.
    static func read(_ db: Database, scope: WebScope) throws -> WebContent {
        switch scope {
        case .game(let id):
            return .game(try Scoreboard.fetch(db, game: id.lowercasedString))
        case .tournament(let id):
            guard let snapshot = try AppDatabase.tournamentSnapshot(db, id: id) else { return .tournament(nil) }
            return .tournament(snapshot, reports: try AppDatabase.reportQueue(db, snapshot).tables)
        case .evening(let date):
            let evening = Evening.parse(date, now: Date()) ?? Evening(containing: Date())
            let summary = try AppDatabase.eveningSummary(db, evening: evening)
            var boards: [Game.ID: Scoreboard] = [:]
            for line in summary.games {
                if let board = try Scoreboard.fetch(db, game: line.id.lowercasedString) { boards[line.id] = board }
            }
            return .evening(summary, boards: boards)
        }
    }
}
