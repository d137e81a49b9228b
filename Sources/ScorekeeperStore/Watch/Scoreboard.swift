import Foundation
import GRDB

/// What the watch-only display shows: one game's standings (leader first by its rule, ranks,
/// leaders, the finish and its winners).
public struct Scoreboard: Equatable, Sendable {
    public var standings: GameStandings
    /// The colour each player's person shows in this game (`AppDatabase.playerColours`), by
    /// player id.
    public var colours: [Player.ID: PersonColour]
    /// Each player's latest live score change, by player id (none for a player without one): what
    /// the watch's "+N" tells (see `changes(since:)`).
    public var latestChanges: [Player.ID: LatestChange]
    /// The list thumbnail each player shows (their own, else their person's), by player id.
    public var thumbnails: [Player.ID: Data]
    /// The sheet a sheet game follows, each player's column scored (nil for a plain game): the
    /// board shows it under the standings when it fits (a bowling screen's frames).
    public var sheet: SheetTally?

    public init(standings: GameStandings, colours: [Player.ID: PersonColour] = [:], latestChanges: [Player.ID: LatestChange] = [:],
                thumbnails: [Player.ID: Data] = [:], sheet: SheetTally? = nil) {
        self.standings = standings
        self.colours = colours
        self.latestChanges = latestChanges
        self.thumbnails = thumbnails
        self.sheet = sheet
    }

    public var gameID: Game.ID { standings.game.id }
    public var title: String { standings.game.title }
    /// Leader first, by the game's rule.
    public var entries: [PlayerStanding] { standings.players }

    /// The board of the game `reference` names (as every command reads GAME: an id, a unique
    /// prefix or a title, through the one resolver `AppDatabase.resolveGame`), or of the most
    /// recently played game when it is nil (`Game.lastPlayed`: a photo or a rename does not make a
    /// game the watch's). Nil when there is no such game (yet, or any more);
    /// a title several games share (none of them the one unfinished) is the resolver's error.
    public static func fetch(_ db: Database, game reference: String?) throws -> Scoreboard? {
        let id: Game.ID?
        if let reference {
            do {
                id = try AppDatabase.resolveGame(db, reference).id
            } catch let error as ScorekeeperError {
                switch error {
                case .gameNotFound, .gameNotNamed: id = nil
                default: throw error
                }
            }
        } else {
            id = try String.fetchOne(db, sql: #"SELECT "id" FROM "games" WHERE \#(Game.isListed()) ORDER BY "updatedAt" DESC, "id" LIMIT 1"#)
                .flatMap(Game.ID.init(uuidString:))
        }
        guard let id, let standings = try AppDatabase.standings(db, gameID: id) else { return nil }
        let sheet = try AppDatabase.sheet(db, gameID: id).map { try AppDatabase.sheetTally(db, game: standings.game, sheet: $0) }
        return Scoreboard(standings: standings, colours: try AppDatabase.playerColours(db, gameID: id),
                          latestChanges: try LatestChange.fetch(db, gameID: id), thumbnails: try AppDatabase.thumbnails(db, gameID: id),
                          sheet: sheet)
    }
}
