import Foundation
import ScorekeeperStore

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

    /// Prints `value` as JSON, escaped as `PrettyJSON` escapes (no control character or direction
    /// override raw, whatever another program stored in a name).
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = PrettyJSON.escapingUnsafe(try encoder.encode(value))
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }
}

/// The JSON shape of a game in `game list --json`: {id, lastPlayed, playerCount, status, title, winners}
/// (keys sorted, as every command's JSON), written by `PrettyJSON` rather than `JSONEncoder`,
/// member by member: the list may hold tens of thousands of games.
enum GameListJSON {
    /// One game, as element `index` of the top-level array. What is the same for every game (the
    /// indent, the keys, the punctuation between them) is `PrettyJSON`'s text made once
    /// (`Layout`), not written again key by key for each of ten thousand games.
    static func write(_ entry: GameListEntry, index: Int, to output: inout [UInt8]) {
        let layout = Layout.shared
        output.append(contentsOf: index == 0 ? layout.firstElementToID : layout.elementToID)
        PrettyJSON.writeString(entry.id, to: &output)
        // When it was last played (a score, a round, the finish), ISO 8601 in UTC as exports write
        // it: `ChangeClock.iso8601`'s bytes, which need no escape (digits and `-T:.Z`).
        output.append(contentsOf: layout.toLastPlayed)
        output.append(UInt8(ascii: "\""))
        ChangeClock.appendISO8601(entry.lastPlayed, to: &output)
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: layout.toPlayerCount)
        PrettyJSON.writeInt(entry.playerCount, to: &output)
        // "playing" or "finished".
        output.append(contentsOf: layout.toStatus)
        switch entry.status {
        case .playing: output.append(contentsOf: layout.playing)
        case .finished: output.append(contentsOf: layout.finished)
        }
        output.append(contentsOf: layout.toTitle)
        PrettyJSON.writeString(entry.title, to: &output)
        // A finished game's winners' names (ties share the win); empty while it is played.
        output.append(contentsOf: layout.toWinners)
        if entry.winnerNames.isEmpty {
            output.append(contentsOf: layout.noWinners)
        } else {
            PrettyJSON.beginArray(to: &output)
            for (number, name) in entry.winnerNames.enumerated() {
                PrettyJSON.beginElement(index: number, depth: 2, to: &output)
                PrettyJSON.writeString(name, to: &output)
            }
            PrettyJSON.endArray(count: entry.winnerNames.count, depth: 2, to: &output)
        }
        output.append(contentsOf: layout.objectEnd)
    }

    /// The text between a game's values, as `PrettyJSON` writes it: an element of the top-level
    /// array opened as an object, each member's key (sorted), the object closed.
    struct Layout {
        let firstElementToID: [UInt8], elementToID: [UInt8]
        let toLastPlayed: [UInt8], toPlayerCount: [UInt8], toStatus: [UInt8], toTitle: [UInt8], toWinners: [UInt8]
        let noWinners: [UInt8], objectEnd: [UInt8]
        /// The two statuses as JSON strings.
        let playing: [UInt8], finished: [UInt8]

        static let shared = Layout()

        private init() {
            func text(_ writing: (inout [UInt8]) -> Void) -> [UInt8] {
                var output: [UInt8] = []
                writing(&output)
                return output
            }
            func opening(index: Int) -> [UInt8] {
                text { output in
                    PrettyJSON.beginElement(index: index, depth: 0, to: &output)
                    PrettyJSON.beginObject(to: &output)
                    PrettyJSON.writeKey("id", index: 0, depth: 1, to: &output)
                }
            }
            firstElementToID = opening(index: 0)
            elementToID = opening(index: 1)
            toLastPlayed = text { PrettyJSON.writeKey("lastPlayed", index: 1, depth: 1, to: &$0) }
            toPlayerCount = text { PrettyJSON.writeKey("playerCount", index: 2, depth: 1, to: &$0) }
            toStatus = text { PrettyJSON.writeKey("status", index: 3, depth: 1, to: &$0) }
            toTitle = text { PrettyJSON.writeKey("title", index: 4, depth: 1, to: &$0) }
            toWinners = text { PrettyJSON.writeKey("winners", index: 5, depth: 1, to: &$0) }
            noWinners = text { PrettyJSON.array([]).write(to: &$0, depth: 2) }
            objectEnd = text { PrettyJSON.endObject(count: 6, depth: 1, to: &$0) }
            playing = text { PrettyJSON.writeString(GameStatus.playing.rawValue, to: &$0) }
            finished = text { PrettyJSON.writeString(GameStatus.finished.rawValue, to: &$0) }
        }
    }

    /// Writes the list as it is read, a few tens of KB at a time: a file of ten thousand games
    /// gives 1.7 MB of JSON, which is never held whole.
    static func print(from database: AppDatabase) throws {
        var output: [UInt8] = []
        output.reserveCapacity(chunk + 4_096)
        var count = 0
        PrettyJSON.beginArray(to: &output)
        try database.forEachGameListEntry { entry in
            write(entry, index: count, to: &output)
            count += 1
            if output.count >= chunk { flush(&output) }
        }
        PrettyJSON.endArray(count: count, depth: 0, to: &output)
        output.append(UInt8(ascii: "\n"))
        flush(&output)
    }

    private static let chunk = 65_536

    /// Writes and empties `output`, handing it over without a copy.
    private static func flush(_ output: inout [UInt8]) {
        output.withUnsafeMutableBytes { buffer in
            FileHandle.standardOutput.write(Data(bytesNoCopy: buffer.baseAddress!, count: buffer.count, deallocator: .none))
        }
        output.removeAll(keepingCapacity: true)
    }
}

/// The JSON shape of `game show --json`: rules, round, status, winners and the standings.
struct GameShowJSON: Codable, Equatable {
    struct Rules: Codable, Equatable {
        /// "highest" or "lowest".
        var winning: String
        var target: Int?
        var rounds: Int?
    }

    struct Standing: Codable, Equatable {
        var id: String
        var name: String
        var score: Int
        var rank: Int
        var hasPhoto: Bool
        /// Points per round, round 1 first.
        var rounds: [Int]
        /// Where the player sits, from 1.
        var seat: Int
        /// Whole seconds of playing time on the player's turns (the one under way included).
        var clockSeconds: Int
    }

    var id: String
    var title: String
    /// What statistics count the game as (by default its title without a rematch number).
    var kind: String
    var rules: Rules
    var currentRound: Int
    var status: String
    var finishedAt: String?
    var winners: [String]
    var leaders: [String]
    /// Leader first, by the game's rule.
    var players: [Standing]
    /// Seats, the dealer, the turn and the clock.
    var table: TableJSON
    /// The score sheet the game follows, each player's cells scored; nil for a plain game.
    var sheet: SheetGameJSON?

    init(_ standings: GameStandings, kind: String, now: Date) {
        let game = standings.game
        id = game.id.lowercasedString
        title = game.title
        self.kind = kind
        rules = Rules(winning: game.rules.winning.rawValue, target: game.rules.target, rounds: game.rules.rounds)
        currentRound = standings.currentRound
        status = game.status.rawValue
        finishedAt = game.finishedAt.map { ISO8601DateFormatter().string(from: $0) }
        winners = standings.winners.map(\.name)
        leaders = standings.leaders.map(\.name)
        let seats = Dictionary(standings.seated.enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
        players = standings.players.map {
            Standing(id: $0.player.id.lowercasedString, name: $0.player.name, score: $0.player.score, rank: $0.rank,
                     hasPhoto: $0.row.hasPhoto, rounds: $0.points, seat: seats[$0.id] ?? 0,
                     clockSeconds: standings.playerClock($0.id, at: now) / 1000)
        }
        table = TableJSON(standings, now: now)
    }

    func encode(to encoder: any Encoder) throws {
        // Optional rules and the finish time appear as null rather than vanish.
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(kind, forKey: .kind)
        try container.encode(rules, forKey: .rules)
        try container.encode(currentRound, forKey: .currentRound)
        try container.encode(status, forKey: .status)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(winners, forKey: .winners)
        try container.encode(leaders, forKey: .leaders)
        try container.encode(players, forKey: .players)
        try container.encode(table, forKey: .table)
        try container.encode(sheet, forKey: .sheet)
    }
}

extension GameShowJSON.Rules {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(winning, forKey: .winning)
        try container.encode(target, forKey: .target)
        try container.encode(rounds, forKey: .rounds)
    }
}

/// The JSON shape of a player in `player list --json`.
struct PlayerJSON: Codable, Equatable {
    var id: String
    var gameID: String
    var name: String
    var score: Int
    /// By the game's rule; tied players share a rank (1, 1, 3).
    var rank: Int
    var hasPhoto: Bool

    init(_ standing: PlayerStanding) {
        id = standing.player.id.lowercasedString
        gameID = standing.player.gameID.lowercasedString
        name = standing.player.name
        score = standing.player.score
        rank = standing.rank
        hasPhoto = standing.hasPhoto
    }
}
