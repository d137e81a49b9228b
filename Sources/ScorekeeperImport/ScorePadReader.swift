import Foundation
import ScorekeeperDomain

/// Reads ScorePad's backup JSON: `games` and `players`, each `{ids, entities}`; a game lists its
/// `playerIds` and `winnerIds`, a player its `scores[]`, one per round.
enum ScorePadReader {
    static func read(_ root: JSONValue, path: String, options: ImportReadOptions) throws -> ImportedFile {
        let top = try JSONFields(checking: root, path: path, record: "the file")
        guard let gamesObject = try top.object("games") else { throw top.failure("games", "missing: not a ScorePad backup") }
        let gamesTable = JSONFields(gamesObject, path: path, record: "games")
        guard let gameEntities = try gamesTable.object("entities") else { throw gamesTable.failure("entities", "missing") }
        let playersTable = JSONFields(try top.object("players") ?? [:], path: path, record: "players")
        let playerEntities = try playersTable.object("entities") ?? [:]

        // `ids` is the app's own order; without it, the games in the order they were made.
        var order: [String]
        if let ids = try gamesTable.list("ids") {
            order = try ids.enumerated().map { offset, id in
                guard case .text(let id) = id else { throw gamesTable.failure("ids", "entry \(offset) is \(id.kind), not text") }
                return id
            }
            // A game listed twice is one game; a game not listed still comes, after the others.
            var listed = Set<String>()
            order = order.filter { listed.insert($0).inserted }
            order += gameEntities.keys.filter { !listed.contains($0) }.sorted()
        } else {
            order = gameEntities.keys.sorted()
        }

        var plays: [ImportedPlay] = []
        var skipped: [ImportSkippedPlay] = []
        for id in order {
            let position = "games.entities[\(quoted(id))]"
            guard let value = gameEntities[id] else {
                throw gamesTable.failure("ids", "lists game \(quoted(id)), which is not among games.entities")
            }
            let game = try JSONFields(checking: value, path: path, record: position)
            let kind = try game.string("title").flatMap { $0.isEmpty ? nil : $0 } ?? "ScorePad"
            guard let created = try game.double("dateCreated") else { throw game.failure("dateCreated", "missing") }
            guard let playedAt = SourceValues.playTime(epochMilliseconds: created, in: options.timeZone) else {
                throw game.failure("dateCreated", "\(created) is not a moment (milliseconds since 1970)")
            }
            let playerIDs = try texts(game, "playerIds")
            let winnerIDs = Set(try texts(game, "winnerIds"))
            let rounds = try game.int("roundTotal")
            var players: [ImportedPlayer] = []
            for (seat, playerID) in playerIDs.enumerated() {
                guard let entity = playerEntities[playerID] else {
                    throw game.failure("playerIds", "no player \(quoted(playerID)) in players.entities")
                }
                let player = try JSONFields(checking: entity, path: path, record: "players.entities[\(quoted(playerID))]")
                let name = try player.string("playerName").flatMap { $0.isEmpty ? nil : $0 }
                var changes = try (player.list("scores") ?? []).enumerated().map { round, value -> Int? in
                    switch value {
                    // A round never scored is null: nothing was scored in it.
                    case .null: return 0
                    case .number: return value.wholeNumber
                    default: throw player.failure("scores", "round \(round + 1) is \(value.kind), not a number")
                    }
                }
                // Rounds past the game's last one are the app's spare zeros.
                if let rounds, rounds >= 1, rounds < changes.count { changes = Array(changes.prefix(rounds)) }
                // A score with a fraction cannot be kept: then the player has no score.
                let whole = changes.compactMap { $0 }
                let complete = whole.count == changes.count
                guard let total = SourceValues.total(whole) else {
                    throw player.failure("scores", "the rounds add up past the largest score")
                }
                players.append(ImportedPlayer(name: name, score: complete ? total : nil,
                                              changes: complete ? whole : [],
                                              winner: winnerIDs.isEmpty ? nil : winnerIDs.contains(playerID), seat: seat + 1))
            }
            if players.isEmpty {
                skipped.append(ImportSkippedPlay(sourceID: id, kind: kind, reason: .noPlayers, position: position))
                continue
            }
            plays.append(ImportedPlay(sourceID: id, kind: kind, playedAt: playedAt, players: players, position: position,
                                      changesAreRounds: true))
        }
        return ImportedFile(format: .scorepad, path: path, plays: plays, skipped: skipped)
    }

    /// A list of text ids (absent is empty).
    private static func texts(_ fields: JSONFields, _ key: String) throws -> [String] {
        try (fields.list(key) ?? []).enumerated().map { offset, value in
            guard case .text(let text) = value else { throw fields.failure(key, "entry \(offset) is \(value.kind), not an id") }
            return text
        }
    }
}
