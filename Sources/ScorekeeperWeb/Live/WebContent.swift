import Foundation
import GRDB
import ScorekeeperStore

/// Everything a scope's pages show, read in one transaction with the reads the watch and the
/// command line use (`Scoreboard.fetch`, `AppDatabase.tournamentSnapshot`,
/// `AppDatabase.eveningSummary`): the pages are pure functions of it, so no rule is restated here.
enum WebContent: Sendable, Equatable {
    /// A game's board; nil when the game is gone.
    case game(Scoreboard?)
    /// A tournament read whole, and its organiser's queue (`AppDatabase.reportQueue`, as the
    /// tournament screen reads it: the tables whose reports wait, the rounds its table games take
    /// reports of); nil when it is gone.
    case tournament(TournamentSnapshot?, reports: ReportQueue = ReportQueue())
    /// An evening's summary, the board of each of its games (the only games it reaches), and each
    /// of its tournaments read as a tournament's scope reads it, for its seats' report pages.
    case evening(EveningSummary, boards: [Game.ID: Scoreboard], tournaments: [Tournament.ID: ReportedTournament] = [:])

    /// A tournament as its seats' report pages show it: the tournament whole and its queue.
    struct ReportedTournament: Sendable, Equatable {
        var snapshot: TournamentSnapshot
        var queue: ReportQueue
    }

    /// Reads the content of `scope`.
    static func read(_ db: Database, scope: WebScope) throws -> WebContent {
        switch scope {
        case .game(let id):
            return .game(try Scoreboard.fetch(db, game: id.lowercasedString))
        case .tournament(let id):
            guard let snapshot = try AppDatabase.tournamentSnapshot(db, id: id) else { return .tournament(nil) }
            return .tournament(snapshot, reports: try AppDatabase.reportQueue(db, snapshot))
        case .evening(let date):
            let evening = Evening.parse(date, now: Date()) ?? Evening(containing: Date())
            let summary = try AppDatabase.eveningSummary(db, evening: evening)
            var boards: [Game.ID: Scoreboard] = [:]
            for line in summary.games {
                if let board = try Scoreboard.fetch(db, game: line.id.lowercasedString) { boards[line.id] = board }
            }
            // The evening's tournaments are its seats' scope: each read as a tournament's scope is.
            var tournaments: [Tournament.ID: ReportedTournament] = [:]
            for tournament in summary.tournaments {
                guard let snapshot = try AppDatabase.tournamentSnapshot(db, id: tournament.id) else { continue }
                tournaments[tournament.id] = ReportedTournament(snapshot: snapshot, queue: try AppDatabase.reportQueue(db, snapshot))
            }
            return .evening(summary, boards: boards, tournaments: tournaments)
        }
    }

    /// The tournament `id` as the report pages show it, when the scope reaches it; nil otherwise
    /// (another tournament of the file, or one gone).
    func reportedTournament(_ id: Tournament.ID) -> ReportedTournament? {
        switch self {
        case .tournament(let snapshot?, let queue) where snapshot.tournament.id == id:
            ReportedTournament(snapshot: snapshot, queue: queue)
        case .evening(_, _, let tournaments):
            tournaments[id]
        default:
            nil
        }
    }

    /// The tournaments whose seats' codes open a report page in this scope: the tournament of a
    /// tournament's scope, the evening's tournaments of an evening's; none for a game.
    var reportTournaments: [Tournament.ID] {
        switch self {
        case .game: []
        case .tournament(let snapshot, _): snapshot.map { [$0.tournament.id] } ?? []
        case .evening(_, _, let tournaments): tournaments.keys.sorted { $0.lowercasedString < $1.lowercasedString }
        }
    }
}
