import Crypto
import Foundation

/// What makes an imported play the same game on every copy and at every import: its id, derived
/// from the format and the source's own id, and a digest of what the source says of it, which
/// tells a play changed at the source since it was imported.
enum ImportedGameIdentity {
    /// "bgstats:UUID": the format and the source's id, kept in `games.importedFrom`.
    static func source(_ format: ImportFormat, _ play: ImportedPlay) -> String {
        "\(format.rawValue):\(play.sourceID)"
    }

    /// The game's id: the same for the same play of the same format, on every copy.
    static func gameID(source: String) -> Game.ID {
        Game.ID(NameBasedID.uuid("scorekeeper.import.game:" + source))
    }

    /// A player's id: the same on every copy for the same version of the play (`digest`), so two
    /// copies importing one file have one player after a sync, and an update's players are new.
    static func playerID(gameID: Game.ID, digest: String, index: Int) -> Player.ID {
        Player.ID(NameBasedID.uuid("scorekeeper.import.player:\(gameID.lowercasedString):\(digest):\(index)"))
    }

    /// A score change's id, derived the same way as its player's.
    static func changeID(playerID: Player.ID, index: Int) -> ScoreChange.ID {
        ScoreChange.ID(NameBasedID.uuid("scorekeeper.import.change:\(playerID.lowercasedString):\(index)"))
    }

    /// A digest of everything the import keeps of a play, with the names as matched here (hex,
    /// 32 characters): a play the source changed since has another.
    static func digest(_ play: ImportedPlay, names: [String?]) -> String {
        let time = play.playedAt
        var parts: [String] = [play.kind, "\(time.year)-\(time.month)-\(time.day)"]
        parts.append(time.secondsIntoDay.map { String($0) } ?? "-")
        parts.append(play.lengthSeconds.map { String($0) } ?? "-")
        parts.append(play.lowestWins ? "lowest" : "highest")
        parts.append(play.changesAreRounds ? "rounds" : "changes")
        for (player, name) in zip(play.players, names) {
            var fields: [String] = [name ?? "-"]
            fields.append(player.score.map { String($0) } ?? "-")
            fields.append(player.changes.map { String($0) }.joined(separator: " "))
            fields.append(player.winner.map { $0 ? "won" : "lost" } ?? "-")
            fields.append(player.rank.map { String($0) } ?? "-")
            fields.append(player.seat.map { String($0) } ?? "-")
            fields.append(player.startsPlay ? "starts" : "-")
            parts.append(fields.joined(separator: "\u{1F}"))
        }
        let hash = SHA256.hash(data: Data(parts.joined(separator: "\u{1E}").utf8))
        return hash.prefix(16).map { String(format: "%02x", $0) }.joined()
    }
}
