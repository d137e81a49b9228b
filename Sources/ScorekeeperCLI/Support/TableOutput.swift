import Foundation
import ScorekeeperCore

/// Prints aligned, human-readable columns (measured in display width, so CJK and emoji line up)
/// and JSON arrays for scripts.
enum TableOutput {
    /// Prints rows under a header; columns listed in `rightAligned` are aligned right.
    static func print(header: [String], rows: [[String]], rightAligned: Set<Int> = []) {
        let all = [header] + rows.map { $0.map(Sanitized.text) }
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        for row in all {
            let line = row.enumerated().map { index, cell in
                let isLast = index == row.count - 1
                if rightAligned.contains(index) {
                    return DisplayWidth.pad(cell, toWidth: widths[index], alignRight: true)
                }
                return isLast ? cell : DisplayWidth.pad(cell, toWidth: widths[index])
            }.joined(separator: "  ")
            Swift.print(line)
        }
    }

    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }
}

/// The JSON shape of a game in `game list --json`.
struct GameJSON: Codable, Equatable {
    var id: String
    var title: String
    var playerCount: Int

    init(_ summary: GameSummary) {
        id = summary.game.id.lowercasedString
        title = summary.game.title
        playerCount = summary.playerCount
    }
}

/// The JSON shape of a player in `player list --json`.
struct PlayerJSON: Codable, Equatable {
    var id: String
    var gameID: String
    var name: String
    var score: Int
    var hasPhoto: Bool

    init(_ row: PlayerRow) {
        id = row.player.id.lowercasedString
        gameID = row.player.gameID.lowercasedString
        name = row.player.name
        score = row.player.score
        hasPhoto = row.hasPhoto
    }
}
