import Foundation

/// BG Stats' export as `JSONDecoder` reads it: the four lists, each entry decoded leniently as
/// the app writes it (numbers as text, flags as 0/1, `score` as text that may be empty). A field
/// of the wrong kind stops the decoding with its record ("plays[11]", from the coding path) and
/// its field; what is missing is checked by the reader, in the order it reads.
struct BGStatsExport: Decodable {
    var plays: [Play]?
    var games: [Game]?
    var players: [Player]?
    var locations: [Location]?
    /// Whether `plays` is there at all (for the message when `games` is missing).
    var hasPlays: Bool

    struct Game: Decodable {
        var id: Int?
        var name: String?
        var highestWins: Bool?
        var noPoints: Bool
        var cooperative: Bool

        init(from decoder: any Decoder) throws {
            let fields = try LenientFields(decoder)
            id = try fields.int("id")
            name = try fields.string("name")
            highestWins = try fields.optionalBool("highestWins")
            noPoints = try fields.bool("noPoints")
            cooperative = try fields.bool("cooperative")
            self.record = fields.record
        }
        var record: String
    }

    struct Player: Decodable {
        var id: Int?
        var anonymous: Bool
        var name: String?
        var record: String

        init(from decoder: any Decoder) throws {
            let fields = try LenientFields(decoder)
            id = try fields.int("id")
            anonymous = try fields.bool("isAnonymous")
            // An anonymous player's name is never read.
            name = anonymous ? nil : try fields.string("name")
            record = fields.record
        }
    }

    struct Location: Decodable {
        var id: Int?
        var name: String?
        var record: String

        init(from decoder: any Decoder) throws {
            let fields = try LenientFields(decoder)
            id = try fields.int("id")
            name = try fields.string("name")
            record = fields.record
        }
    }

    struct Play: Decodable {
        var uuid: String?
        var gameRefId: Int?
        var playDate: String?
        var playerScores: [Score]
        var usesTeams: Bool
        var ignored: Bool
        var durationMin: Int?
        var locationRefId: Int?
        var record: String

        init(from decoder: any Decoder) throws {
            let fields = try LenientFields(decoder)
            record = fields.record
            uuid = try fields.string("uuid")
            gameRefId = try fields.int("gameRefId")
            playDate = try fields.string("playDate")
            playerScores = try fields.list("playerScores", of: Score.self) ?? []
            usesTeams = try fields.bool("usesTeams")
            ignored = try fields.bool("ignored")
            durationMin = try fields.int("durationMin")
            locationRefId = try fields.int("locationRefId")
        }
    }

    struct Score: Decodable {
        var playerRefId: Int?
        var team: String?
        /// Text in BG Stats ("" when none was entered, "12.5" in some games), a number in others.
        var score: JSONValue?
        var winner: Bool
        var rank: Int?
        var seatOrder: Int?
        var startPlayer: Bool
        var record: String

        init(from decoder: any Decoder) throws {
            let fields = try LenientFields(decoder)
            record = fields.record
            playerRefId = try fields.int("playerRefId")
            team = try fields.string("team")
            score = try fields.value("score")
            winner = try fields.bool("winner")
            rank = try fields.int("rank")
            seatOrder = try fields.int("seatOrder")
            startPlayer = try fields.bool("startPlayer")
        }
    }

    init(from decoder: any Decoder) throws {
        let fields = try LenientFields(decoder)
        hasPlays = fields.has("plays")
        // The order the reader reads them in: what a play points at first.
        games = try fields.list("games", of: Game.self)
        players = try fields.list("players", of: Player.self)
        locations = try fields.list("locations", of: Location.self)
        plays = try fields.list("plays", of: Play.self)
    }
}

/// An object's fields decoded leniently: the expected kind first (the common case costs one
/// attempt), and any other kind read as a `JSONValue` and judged by `JSONFields`' rules, so the
/// messages are the same whichever way a file is read.
struct LenientFields {
    private let container: KeyedDecodingContainer<JSONKey>
    private let path: String
    /// "plays[11]", "plays[11].playerScores[2]"; "the file" for the top.
    let record: String

    init(_ decoder: any Decoder) throws {
        try JSONDocument.spend(decoder)
        path = decoder.userInfo[.jsonPath] as? String ?? ""
        let position = decoder.codingPath.enumerated().map { offset, key in
            key.intValue.map { "[\($0)]" } ?? (offset == 0 ? key.stringValue : ".\(key.stringValue)")
        }.joined()
        record = position.isEmpty ? "the file" : position
        do {
            container = try decoder.container(keyedBy: JSONKey.self)
        } catch is DecodingError {
            let value = try JSONValue(from: decoder)
            throw ImportReadError(path: path, record: position.isEmpty ? nil : record, problem: "expected an object, found \(value.kind)")
        }
    }

    /// The same field judged by `JSONFields` (the field's value of another kind than expected).
    private func judged(_ key: String) throws -> JSONFields {
        let value = try container.decode(JSONValue.self, forKey: JSONKey(stringValue: key))
        return JSONFields([key: value], path: path, record: record == "the file" ? nil : record)
    }

    func has(_ key: String) -> Bool {
        let codingKey = JSONKey(stringValue: key)
        return container.contains(codingKey) && (try? container.decodeNil(forKey: codingKey)) == false
    }

    func value(_ key: String) throws -> JSONValue? {
        switch try container.decodeIfPresent(JSONValue.self, forKey: JSONKey(stringValue: key)) {
        case nil, .null?: nil
        case let value?: value
        }
    }

    func string(_ key: String) throws -> String? {
        do { return try container.decodeIfPresent(String.self, forKey: JSONKey(stringValue: key)) } catch {
            return try judged(key).string(key)
        }
    }

    func int(_ key: String) throws -> Int? {
        // 1.5 or 1e20 throw an error of the decoder's own, not a DecodingError.
        do { return try container.decodeIfPresent(Int.self, forKey: JSONKey(stringValue: key)) } catch {
            return try judged(key).int(key)
        }
    }

    /// true/false (or 1/0, or their text); absent is false.
    func bool(_ key: String) throws -> Bool {
        try optionalBool(key) ?? false
    }

    func optionalBool(_ key: String) throws -> Bool? {
        do { return try container.decodeIfPresent(Bool.self, forKey: JSONKey(stringValue: key)) } catch {
            let fields = try judged(key)
            return fields.has(key) ? try fields.bool(key) : nil
        }
    }

    /// A list of records; the records' own errors name them.
    func list<Element: Decodable>(_ key: String, of: Element.Type) throws -> [Element]? {
        do { return try container.decodeIfPresent([Element].self, forKey: JSONKey(stringValue: key)) } catch is DecodingError {
            guard let list = try judged(key).list(key) else { return nil }
            throw ImportReadError(path: path, record: record, field: key, problem: "a list of \(list.count) that could not be read")
        }
    }
}
