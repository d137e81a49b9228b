import Foundation
import GRDB

/// Finished games as plays, for other apps: BG Stats' own import format (`bgstatsJSON`) and a
/// table of plays BoardGameGeek's loggers accept (`bggCSV`). Each play's winners are the ones
/// every surface shows (`GameStandings`); its id is the game's, so a later import of the other
/// app's export recognises it and adds nothing twice.
public struct PlaysExport: Sendable {
    /// One finished game as a play.
    public struct Play: Sendable {
        public var id: Game.ID
        public var kind: String
        /// When it was played (the finish: the source's time for an imported game).
        public var playedAt: Date
        /// Whole minutes of its clock; 0 when it has none.
        public var minutes: Int
        public var lowestWins: Bool
        /// In seating order.
        public var players: [Player]
    }

    /// One player of a play.
    public struct Player: Sendable {
        public var name: String
        public var score: Int
        public var rank: Int
        public var won: Bool
        /// 1 is first, in the game's seating.
        public var seat: Int
    }

    /// Oldest first.
    public var plays: [Play]

    /// BG Stats' export shape (`players`, `locations`, `games`, `plays`), which BG Stats imports:
    /// each play's `uuid` is the game's id, its date local time "YYYY-MM-DD HH:MM:SS".
    public func bgstatsJSON(timeZone: TimeZone = .current) throws -> Data {
        var playerIDs: [String: Int] = [:], playerList: [[String: Any]] = []
        var gameIDs: [String: Int] = [:], gameList: [[String: Any]] = []
        var playList: [[String: Any]] = []
        for play in plays {
            let kindKey = PersonName.key(play.kind)
            if gameIDs[kindKey] == nil {
                gameIDs[kindKey] = gameIDs.count + 1
                gameList.append(["id": gameIDs.count, "name": play.kind, "highestWins": !play.lowestWins, "noPoints": false,
                                 "cooperative": false])
            }
            var scores: [[String: Any]] = []
            for player in play.players {
                let key = PersonName.key(player.name)
                if playerIDs[key] == nil {
                    playerIDs[key] = playerIDs.count + 1
                    playerList.append(["id": playerIDs.count, "name": player.name, "isAnonymous": false])
                }
                scores.append(["playerRefId": playerIDs[key] ?? 0, "score": String(player.score), "winner": player.won,
                               "rank": player.rank, "seatOrder": player.seat, "startPlayer": player.seat == 1, "newPlayer": false])
            }
            playList.append(["uuid": play.id.lowercasedString, "playDate": PlaysExport.localText(play.playedAt, timeZone: timeZone),
                             "durationMin": play.minutes, "gameRefId": gameIDs[kindKey] ?? 0, "ignored": false, "manualWinner": true,
                             "usesTeams": false, "rounds": 0, "playerScores": scores])
        }
        let document: [String: Any] = ["players": playerList, "locations": [], "games": gameList, "plays": playList]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return PrettyJSON.escapingUnsafe(data) + Data("\n".utf8)
    }

    /// A CSV of plays, a row per player: date, game, length in minutes, player, score, whether
    /// they won, seat; the id of the play on each row so that a play's rows can be told apart.
    public func bggCSV(timeZone: TimeZone = .current) -> String {
        var lines = [PlaysExport.csvLine(["playid", "date", "game", "length", "quantity", "player", "score", "win", "startposition"])]
        for play in plays {
            let date = String(PlaysExport.localText(play.playedAt, timeZone: timeZone).prefix(10))
            for player in play.players {
                lines.append(PlaysExport.csvLine([play.id.lowercasedString, date, play.kind, String(play.minutes), "1", player.name,
                                                  String(player.score), player.won ? "1" : "0", String(player.seat)]))
            }
        }
        return lines.joined()
    }

    static func localText(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// A CSV line (RFC 4180): a field with a comma, quote or line break is quoted; a field that
    /// would start a formula in a spreadsheet starts with a quote mark.
    static func csvLine(_ fields: [String]) -> String {
        fields.map { field -> String in
            var text = Sanitized.text(field)
            if let first = text.first, "=+-@".contains(first), Int(text) == nil { text = "'" + text }
            guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",") + "\r\n"
    }
}

// Reads: finished games as plays for other apps.
extension AppDatabase {
    /// The finished games among `gameIDs` (nil: every finished game; `between`: those finished
    /// in that span), as plays, oldest first. A game still played is refused by title when named.
    public func playsExport(gameIDs: [Game.ID]? = nil, between span: DateInterval? = nil) throws -> PlaysExport {
        try read { db in
            var games: [Game]
            if let gameIDs {
                games = try gameIDs.map { id in
                    guard let game = try Game.fetch(db, id: id) else { throw ScorekeeperError.gameNotFound(id.lowercasedString) }
                    guard game.isFinished else {
                        throw ScorekeeperError.other("\(Sanitized.text(game.title)) is still played: only finished games are plays. Nothing was written.")
                    }
                    return game
                }
            } else if let span {
                games = try Game.fetchAll(db, sql: #"SELECT * FROM "games" WHERE "finishedAt" >= ? AND "finishedAt" < ? AND \#(Game.isListed())"#,
                                          arguments: [DatabaseTimestamp.text(span.start), DatabaseTimestamp.text(span.end)])
            } else {
                games = try Game.fetchAll(db, sql: #"SELECT * FROM "games" WHERE "finishedAt" IS NOT NULL AND \#(Game.isListed())"#)
            }
            games.sort { ($0.finishedAt ?? $0.updatedAt, $0.id.lowercasedString) < ($1.finishedAt ?? $1.updatedAt, $1.id.lowercasedString) }
            var plays: [PlaysExport.Play] = []
            for game in games {
                let standings = try AppDatabase.standings(db, game: game, withRounds: false)
                // A drawn game's players share the win, as BG Stats marks a tie.
                let winners = Set(standings.winners.map(\.id))
                let seated = Seating.ordered(standings.players, seating: game.seating, player: \.player)
                let kind = AppDatabase.kind(stored: try String.fetchOne(db, sql: #"SELECT "kind" FROM "games" WHERE "id" = ?"#,
                                                                        arguments: [game.id.lowercasedString]), title: game.title)
                plays.append(PlaysExport.Play(
                    id: game.id, kind: kind, playedAt: game.finishedAt ?? game.updatedAt, minutes: game.clock.elapsed / 60_000,
                    lowestWins: game.rules.winning == .lowest,
                    players: seated.enumerated().map { seat, standing in
                        PlaysExport.Player(name: standing.player.name, score: standing.player.score, rank: standing.rank,
                                           won: winners.contains(standing.id), seat: seat + 1)
                    }))
            }
            return PlaysExport(plays: plays)
        }
    }
}
