import Foundation
import PropertyBased
import ScorekeeperStore
import Testing

/// Random sequences of AppDatabase actions against a fresh in-memory database and a plain
/// in-memory model: after every action, the database's reads (games in each order, players
/// sorted both ways) must equal the model's, and every refusal must be the one expected.
@Suite("Database agrees with a model", .timeLimit(.minutes(20)))
struct DatabaseModelPropertyTests {
    /// Titles and names to draw from, each with what must be stored (nil: must be refused).
    /// Written out by hand rather than computed, so the model does not borrow the rules it checks.
    static let names: [(typed: String, stored: String?)] = [
        ("Blob", "Blob"), ("  Blob Jr ", "Blob Jr"), ("blob", "blob"), ("BLOB", "BLOB"), ("Blob Sr", "Blob Sr"),
        ("Zoë", "Zoë"), ("Zoe\u{308}", "Zoe\u{308}"), ("שלום", "שלום"), ("大富翁", "大富翁"),
        ("👨‍👩‍👧", "👨‍👩‍👧"), ("_", "_"), ("Ångström", "Ångström"),
        (String(repeating: "界", count: 100), String(repeating: "界", count: 100)),
        ("", nil), ("   ", nil), ("\u{1B}[2J", nil), ("x\ty", nil), (String(repeating: "a", count: 101), nil),
    ]

    /// Score amounts, with the ends of the range so overflows come up often.
    static let amounts: [Int] = [1, -1, 0, 5, -7, 100, 1_000_000_007, Int.max, Int.min, Int.max - 1, Int.min + 1]

    /// One generated action. Targets are indexes into the model's current games or players
    /// (taken modulo their count), so most actions hit something that exists.
    struct Action: Sendable, CustomStringConvertible {
        var kind: Int
        var target: Int
        var name: Int
        var amount: Int

        var description: String {
            let kinds = ["createGame", "renameGame", "deleteGame", "addPlayer", "renamePlayer", "deletePlayer",
                         "changeScore", "setScore", "onMissing"]
            return "\(kinds[kind])(target: \(target), name: \(DatabaseModelPropertyTests.names[name].typed.debugDescription), "
                + "amount: \(DatabaseModelPropertyTests.amounts[amount]))"
        }
    }

    static let actions = zip(Gen.int(in: 0...8), Gen.int(in: 0...15), Gen.int(in: 0...(names.count - 1)),
                             Gen.int(in: 0...(amounts.count - 1)))
        .map { Action(kind: $0, target: $1, name: $2, amount: $3) }
        .array(of: 1...40)

    @Test("Reads always equal the model's")
    func readsMatchModel() async {
        await propertyCheck(count: 200, input: Self.actions) { actions in
            let database = try AppDatabase.empty()
            var model = Model()
            for (index, action) in actions.enumerated() {
                let now = Date(timeIntervalSince1970: 1_800_000_000 + Double(index))
                let expected = model.apply(action, now: now)
                let result = Self.perform(action, on: database, model: model, now: now)
                let context = "step \(index + 1) \(action) of \(actions)"
                switch (expected, result) {
                case (.success(let change), .success(let created)):
                    model.commit(change, createdID: created)
                case (.failure(let expectedError), .failure(let actual)):
                    #expect(expectedError.matches(actual), "\(context): expected \(expectedError), got \(actual)")
                default:
                    Issue.record("\(context): expected \(expected), got \(result)")
                    return
                }
                let problems = try model.differences(from: database)
                if !problems.isEmpty {
                    Issue.record("\(context):\n\(problems.joined(separator: "\n"))")
                    return
                }
            }
        }
    }

    /// Runs `action` on the database; returns the id of a created game or player.
    private static func perform(_ action: Action, on database: AppDatabase, model: Model, now: Date) -> Result<UUID?, any Error> {
        let name = names[action.name].typed
        let amount = amounts[action.amount]
        let missing = UUID()
        // The model keeps plain UUIDs; the database is given them typed.
        let game = { Game.ID(model.game(action.target) ?? missing) }
        let player = { Player.ID(model.player(action.target) ?? missing) }
        return Result {
            switch action.kind {
            case 0: return try database.at(now).createGame(title: name).id.rawValue
            case 1: try database.renameGame(id: game(), title: name)
            case 2: try database.deleteGame(id: game())
            case 3: return try database.at(now).addPlayer(gameID: game(), name: name, score: amount).id.rawValue
            case 4: try database.renamePlayer(id: player(), name: name)
            case 5: try database.deletePlayer(id: player())
            case 6: try database.changeScore(playerID: player(), by: amount)
            case 7: try database.setScore(playerID: player(), to: amount)
            default:
                // Something that does not exist (any more): a random id.
                switch action.target % 4 {
                case 0: try database.deleteGame(id: Game.ID(missing))
                case 1: try database.changeScore(playerID: Player.ID(missing), by: amount)
                case 2: try database.setScore(playerID: Player.ID(missing), to: amount)
                default: try database.deletePlayer(id: Player.ID(missing))
                }
            }
            return nil
        }
    }
}

/// The plain model: games and players in dictionaries, sorted with the rules the list
/// screens promise (names in `NaturalOrder`, ids byte by byte as SQLite's BINARY collation).
private struct Model {
    /// A game as the model keeps it.
    struct Game { var title: String; var createdAt: Date }
    /// A player as the model keeps it.
    struct Player { var gameID: UUID; var name: String; var score: Int }

    var games: [UUID: Game] = [:]
    var players: [UUID: Player] = [:]

    /// The `index`-th game (by id), or nil when there is none.
    func game(_ index: Int) -> UUID? {
        let ids = games.keys.sorted { $0.uuidString < $1.uuidString }
        return ids.isEmpty ? nil : ids[index % ids.count]
    }

    func player(_ index: Int) -> UUID? {
        let ids = players.keys.sorted { $0.uuidString < $1.uuidString }
        return ids.isEmpty ? nil : ids[index % ids.count]
    }

    /// What an action must do: a change to make, or the refusal expected.
    enum Change {
        case createGame(title: String, at: Date)
        case renameGame(UUID, String)
        case deleteGame(UUID)
        case addPlayer(gameID: UUID, name: String, score: Int)
        case renamePlayer(UUID, String)
        case deletePlayer(UUID)
        case setScore(UUID, Int)
        case nothing
    }

    /// The refusals the model predicts.
    enum Refusal: Error, CustomStringConvertible {
        case invalidName, overflow, gameNotFound, playerNotFound

        func matches(_ error: any Error) -> Bool {
            switch (self, error as? ScorekeeperError) {
            case (.invalidName, .invalidName?), (.overflow, .scoreOverflow?),
                 (.gameNotFound, .gameNotFound?), (.playerNotFound, .playerNotFound?):
                return true
            default:
                return false
            }
        }

        var description: String { "\(self)" }
    }

    func apply(_ action: DatabaseModelPropertyTests.Action, now: Date) -> Result<Change, Refusal> {
        let stored = DatabaseModelPropertyTests.names[action.name].stored
        let amount = DatabaseModelPropertyTests.amounts[action.amount]
        let game = game(action.target)
        let player = player(action.target)
        switch action.kind {
        case 0:
            guard let stored else { return .failure(.invalidName) }
            return .success(.createGame(title: stored, at: now))
        case 1:
            guard let stored else { return .failure(.invalidName) }
            guard let game else { return .failure(.gameNotFound) }
            return .success(.renameGame(game, stored))
        case 2:
            guard let game else { return .failure(.gameNotFound) }
            return .success(.deleteGame(game))
        case 3:
            guard let stored else { return .failure(.invalidName) }
            guard let game else { return .failure(.gameNotFound) }
            return .success(.addPlayer(gameID: game, name: stored, score: amount))
        case 4:
            guard let stored else { return .failure(.invalidName) }
            guard let player else { return .failure(.playerNotFound) }
            return .success(.renamePlayer(player, stored))
        case 5:
            guard let player else { return .failure(.playerNotFound) }
            return .success(.deletePlayer(player))
        case 6:
            guard let player else { return .failure(.playerNotFound) }
            let (sum, overflow) = players[player]!.score.addingReportingOverflow(amount)
            return overflow ? .failure(.overflow) : .success(.setScore(player, sum))
        case 7:
            guard let player else { return .failure(.playerNotFound) }
            // The history stores a set as the difference it made, which must fit in 64 bits.
            let (_, overflow) = amount.subtractingReportingOverflow(players[player]!.score)
            return overflow ? .failure(.overflow) : .success(.setScore(player, amount))
        default:
            return .failure(action.target % 4 == 0 ? .gameNotFound : .playerNotFound)
        }
    }

    mutating func commit(_ change: Change, createdID: UUID?) {
        switch change {
        case .createGame(let title, let at): games[createdID!] = Game(title: title, createdAt: at)
        case .renameGame(let id, let title): games[id]!.title = title
        case .deleteGame(let id):
            games[id] = nil
            players = players.filter { $0.value.gameID != id }
        case .addPlayer(let gameID, let name, let score): players[createdID!] = Player(gameID: gameID, name: name, score: score)
        case .renamePlayer(let id, let name): players[id]!.name = name
        case .deletePlayer(let id): players[id] = nil
        case .setScore(let id, let score): players[id]!.score = score
        case .nothing: break
        }
    }

    /// Ids as the database stores them (lowercase text), which is what its ORDER BY compares.
    static func key(_ id: UUID) -> String { id.uuidString.lowercased() }

    func playerCount(_ game: UUID) -> Int { players.values.filter { $0.gameID == game }.count }

    /// A game row as compared: exact bytes of the title, so "Zoë" and "Zoe\u{308}" differ.
    struct GameRow: Equatable, CustomStringConvertible {
        var id: UUID; var title: [UInt8]; var playerCount: Int
        var description: String { "\(id.uuidString.prefix(8)) \(String(decoding: title, as: UTF8.self).debugDescription) (\(playerCount))" }
    }

    /// A player row as compared: exact bytes of the name.
    struct PlayerRow: Equatable, CustomStringConvertible {
        var id: UUID; var name: [UInt8]; var score: Int
        var description: String { "\(id.uuidString.prefix(8)) \(String(decoding: name, as: UTF8.self).debugDescription) \(score)" }
    }

    func gameRows(_ order: GameOrder) -> [GameRow] {
        let sorted = games.sorted { a, b in
            let (countA, countB) = (playerCount(a.key), playerCount(b.key))
            let titleOrder = NaturalOrder.compare(a.value.title, b.value.title)
            switch order {
            case .title:
                if titleOrder != .orderedSame { return titleOrder == .orderedAscending }
                if a.value.createdAt != b.value.createdAt { return a.value.createdAt > b.value.createdAt }
            case .playerCount:
                if countA != countB { return countA > countB }
                if titleOrder != .orderedSame { return titleOrder == .orderedAscending }
                if a.value.createdAt != b.value.createdAt { return a.value.createdAt > b.value.createdAt }
            case .mostRecent:
                break
            }
            return Self.key(a.key) < Self.key(b.key)
        }
        return sorted.map { GameRow(id: $0.key, title: Array($0.value.title.utf8), playerCount: playerCount($0.key)) }
    }

    func playerRows(_ game: UUID, _ order: PlayerOrder) -> [PlayerRow] {
        players.filter { $0.value.gameID == game }.sorted { a, b in
            if a.value.score != b.value.score {
                return order == .highestFirst ? a.value.score > b.value.score : a.value.score < b.value.score
            }
            let nameOrder = NaturalOrder.compare(a.value.name, b.value.name)
            if nameOrder != .orderedSame { return nameOrder == .orderedAscending }
            return Self.key(a.key) < Self.key(b.key)
        }.map { PlayerRow(id: $0.key, name: Array($0.value.name.utf8), score: $0.value.score) }
    }

    /// Where the database's reads differ from the model; empty when they agree.
    func differences(from database: AppDatabase) throws -> [String] {
        var problems: [String] = []
        let violations = try database.invariantViolations()
        if !violations.isEmpty { problems.append("scores that are not the sum of their changes: \(violations)") }
        for order in GameOrder.allCases {
            let actual = try database.fetchGameSummaries(order: order)
                .map { GameRow(id: $0.game.id.rawValue, title: Array($0.game.title.utf8), playerCount: $0.playerCount) }
            var expected = gameRows(order)
            // "Most recent" follows wall-clock update times the model does not control (two
            // changes can share a millisecond): for it, the same rows in any order.
            if order == .mostRecent {
                expected.sort { Self.key($0.id) < Self.key($1.id) }
                let sortedActual = actual.sorted { Self.key($0.id) < Self.key($1.id) }
                if sortedActual != expected { problems.append("games (\(order)): database \(actual), model \(expected)") }
            } else if actual != expected {
                problems.append("games (\(order)): database \(actual), model \(expected)")
            }
        }
        for game in games.keys {
            for order in PlayerOrder.allCases {
                let actual = try database.fetchPlayerRows(gameID: ScorekeeperStore.Game.ID(game), order: order)
                let rows = actual.map { PlayerRow(id: $0.player.id.rawValue, name: Array($0.player.name.utf8), score: $0.player.score) }
                let expected = playerRows(game, order)
                if rows != expected { problems.append("players of \(game.uuidString.prefix(8)) (\(order)): database \(rows), model \(expected)") }
                if actual.contains(where: { $0.hasPhoto || $0.player.gameID.rawValue != game }) {
                    problems.append("players of \(game.uuidString.prefix(8)): a photo or a wrong game appeared")
                }
            }
        }
        return problems
    }
}
