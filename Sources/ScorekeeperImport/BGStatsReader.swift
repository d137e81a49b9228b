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

    static func read(_ root: JSONValue, path: String, options: ImportReadOptions) throws -> ImportedFile {
        let top = try JSONFields(checking: root, path: path, record: "the file")
        guard let playList = try top.list("plays"), let gameList = try top.list("games") else {
            throw ImportReadError(path: path, field: top.has("plays") ? "games" : "plays", problem: "missing: not a BG Stats export")
        }
        let playerList = try top.list("players") ?? []
        let locationList = try top.list("locations") ?? []

        var games: [Int: GameEntry] = [:]
        for (offset, value) in gameList.enumerated() {
            let game = try JSONFields(checking: value, path: path, record: "games[\(offset)]")
            let id = try game.requiredInt("id")
            // An export names every game; a game without a name is still a kind of its own.
            let name = try game.string("name") ?? "Game \(id)"
            let highestWins = game.has("highestWins") ? try game.bool("highestWins") : true
            games[id] = GameEntry(name: name, highestWins: highestWins, noPoints: try game.bool("noPoints"),
                                  cooperative: try game.bool("cooperative"))
        }
        var players: [Int: PlayerEntry] = [:]
        for (offset, value) in playerList.enumerated() {
            let player = try JSONFields(checking: value, path: path, record: "players[\(offset)]")
            let id = try player.requiredInt("id")
            let anonymous = try player.bool("isAnonymous")
            players[id] = PlayerEntry(name: anonymous ? nil : try player.requiredString("name"))
        }
        var locations: [Int: String] = [:]
        for (offset, value) in locationList.enumerated() {
            let location = try JSONFields(checking: value, path: path, record: "locations[\(offset)]")
            locations[try location.requiredInt("id")] = try location.string("name")
        }

        var plays: [ImportedPlay] = []
        var skipped: [ImportSkippedPlay] = []
        var positions: [String: String] = [:]
        for (offset, value) in playList.enumerated() {
            let position = "plays[\(offset)]"
            let play = try JSONFields(checking: value, path: path, record: position)
            let sourceID = try play.requiredString("uuid")
            guard !sourceID.isEmpty else { throw play.failure("uuid", "empty") }
            // The uuid is the play's identity: two plays of one uuid cannot both be it.
            if let earlier = positions.updateValue(position, forKey: sourceID) {
                throw play.failure("uuid", "\(quoted(sourceID)) is also \(earlier)'s")
            }
            let gameID = try play.requiredInt("gameRefId")
            guard let game = games[gameID] else { throw play.failure("gameRefId", "no game with id \(gameID) in games[]") }
            let dateText = try play.requiredString("playDate")
            guard let playedAt = SourceValues.playTime(dateText) else {
                throw play.failure("playDate", "\(quoted(dateText)) is not a date and time (YYYY-MM-DD HH:MM:SS)")
            }
            let scores = try play.list("playerScores") ?? []
            var seated: [ImportedPlayer] = []
            var usesTeams = try play.bool("usesTeams")
            for (index, value) in scores.enumerated() {
                let score = try JSONFields(checking: value, path: path, record: "\(position).playerScores[\(index)]")
                let playerID = try score.requiredInt("playerRefId")
                guard let player = players[playerID] else {
                    throw score.failure("playerRefId", "no player with id \(playerID) in players[]")
                }
                if let team = try score.string("team"), !team.isEmpty { usesTeams = true }
                let rank = try score.int("rank").flatMap { $0 > 0 ? $0 : nil }
                let seat = try score.int("seatOrder").flatMap { $0 > 0 ? $0 : nil }
                seated.append(ImportedPlayer(name: player.name, score: game.noPoints ? nil : points(score),
                                             winner: try score.bool("winner"), rank: rank, seat: seat,
                                             startsPlay: try score.bool("startPlayer")))
            }
            let reason: ImportSkipReason? = if try play.bool("ignored") { .ignored }
                else if game.cooperative { .cooperative }
                else if usesTeams { .teams }
                else if seated.isEmpty { .noPlayers }
                else { nil }
            if let reason {
                skipped.append(ImportSkippedPlay(sourceID: sourceID, kind: game.name, reason: reason, position: position))
                continue
            }
            let minutes = try play.int("durationMin") ?? 0
            guard let seconds = SourceValues.seconds(minutes: minutes) else {
                throw play.failure("durationMin", "\(minutes) minutes is no length")
            }
            let location = try play.int("locationRefId").flatMap { locations[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            plays.append(ImportedPlay(sourceID: sourceID, kind: game.name, playedAt: playedAt,
                                      lengthSeconds: seconds > 0 ? seconds : nil, lowestWins: !game.highestWins,
                                      location: location, players: SourceValues.inSeatOrder(SourceValues.statedWinners(seated)), position: position))
        }
        return ImportedFile(format: .bgstats, path: path, plays: plays, skipped: skipped)
    }

    /// `score` is text in BG Stats ("" when none was entered, "12.5" in some games): a whole
    /// number is a score, anything else is none.
    private static func points(_ score: JSONFields) -> Int? {
        switch score.values["score"] {
        case .text(let text)?: SourceValues.wholeNumber(text)
        case .number(let number)?: JSONValue.number(number).wholeNumber
        default: nil
        }
    }
}
