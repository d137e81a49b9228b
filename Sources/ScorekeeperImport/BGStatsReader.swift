import Foundation
import ScorekeeperDomain

/// Reads BG Stats' JSON export: `players[]`, `locations[]`, `games[]` and `plays[]`, each play
/// pointing at its game, its location and its players by their `id`.
enum BGStatsReader {
    /// A game of the export, as its plays need it.
    private struct GameEntry {
        var name: String
        var highestWins: Bool
        var noPoints: Bool
        var cooperative: Bool
    }

    /// A player of the export: nil name for BG Stats' anonymous player.
    private struct PlayerEntry {
        var name: String?
    }

    static func read(_ data: Data, path: String, options: ImportReadOptions) throws -> ImportedFile {
        let export = try JSONDocument.decode(BGStatsExport.self, from: data, path: path)
        guard let playList = export.plays, let gameList = export.games else {
            throw ImportReadError(path: path, field: export.hasPlays ? "games" : "plays", problem: "missing: not a BG Stats export")
        }
        func failure(_ record: String, _ field: String, _ problem: String) -> ImportReadError {
            ImportReadError(path: path, record: record, field: field, problem: problem)
        }

        var games: [Int: GameEntry] = [:]
        for game in gameList {
            guard let id = game.id else { throw failure(game.record, "id", "missing") }
            // An export names every game; a game without a name is still a kind of its own.
            games[id] = GameEntry(name: game.name ?? "Game \(id)", highestWins: game.highestWins ?? true,
                                  noPoints: game.noPoints, cooperative: game.cooperative)
        }
        var players: [Int: PlayerEntry] = [:]
        for player in export.players ?? [] {
            guard let id = player.id else { throw failure(player.record, "id", "missing") }
            if !player.anonymous && player.name == nil { throw failure(player.record, "name", "missing") }
            players[id] = PlayerEntry(name: player.name)
        }
        var locations: [Int: String] = [:]
        for location in export.locations ?? [] {
            guard let id = location.id else { throw failure(location.record, "id", "missing") }
            locations[id] = location.name
        }

        var plays: [ImportedPlay] = []
        var skipped: [ImportSkippedPlay] = []
        var positions: [String: String] = [:]
        for play in playList {
            let position = play.record
            guard let sourceID = play.uuid else { throw failure(position, "uuid", "missing") }
            guard !sourceID.isEmpty else { throw failure(position, "uuid", "empty") }
            // The uuid is the play's identity: two plays of one uuid cannot both be it.
            if let earlier = positions.updateValue(position, forKey: sourceID) {
                throw failure(position, "uuid", "\(quoted(sourceID)) is also \(earlier)'s")
            }
            guard let gameID = play.gameRefId else { throw failure(position, "gameRefId", "missing") }
            guard let game = games[gameID] else { throw failure(position, "gameRefId", "no game with id \(gameID) in games[]") }
            guard let dateText = play.playDate else { throw failure(position, "playDate", "missing") }
            guard let playedAt = SourceValues.playTime(dateText) else {
                throw failure(position, "playDate", "\(quoted(dateText)) is not a date and time (YYYY-MM-DD HH:MM:SS)")
            }
            var seated: [ImportedPlayer] = []
            var usesTeams = play.usesTeams
            for score in play.playerScores {
                guard let playerID = score.playerRefId else { throw failure(score.record, "playerRefId", "missing") }
                guard let player = players[playerID] else {
                    throw failure(score.record, "playerRefId", "no player with id \(playerID) in players[]")
                }
                if let team = score.team, !team.isEmpty { usesTeams = true }
                let rank = score.rank.flatMap { $0 > 0 ? $0 : nil }
                let seat = score.seatOrder.flatMap { $0 > 0 ? $0 : nil }
                seated.append(ImportedPlayer(name: player.name, score: game.noPoints ? nil : points(score.score),
                                             winner: score.winner, rank: rank, seat: seat, startsPlay: score.startPlayer))
            }
            let reason: ImportSkipReason? = if play.ignored { .ignored }
                else if game.cooperative { .cooperative }
                else if usesTeams { .teams }
                else if seated.isEmpty { .noPlayers }
                else { nil }
            if let reason {
                skipped.append(ImportSkippedPlay(sourceID: sourceID, kind: game.name, reason: reason, position: position))
                continue
            }
            let minutes = play.durationMin ?? 0
            guard let seconds = SourceValues.seconds(minutes: minutes) else {
                throw failure(position, "durationMin", "\(minutes) minutes is no length")
            }
            let location = play.locationRefId.flatMap { locations[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            plays.append(ImportedPlay(sourceID: sourceID, kind: game.name, playedAt: playedAt,
                                      lengthSeconds: seconds > 0 ? seconds : nil, lowestWins: !game.highestWins,
                                      location: location, players: SourceValues.inSeatOrder(SourceValues.statedWinners(seated)), position: position))
        }
        return ImportedFile(format: .bgstats, path: path, plays: plays, skipped: skipped)
    }

    /// `score` is text in BG Stats ("" when none was entered, "12.5" in some games): a whole
    /// number is a score, anything else is none.
    private static func points(_ score: JSONValue?) -> Int? {
        switch score {
        case .text(let text)?: SourceValues.wholeNumber(text)
        case .number(let number)?: JSONValue.number(number).wholeNumber
        default: nil
        }
    }
}
