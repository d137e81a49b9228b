import Foundation
import ScorekeeperStore
import ScorekeeperUI

/// The plain model the interface's store is checked against: games and players in dictionaries,
/// the screen, the sorts, the filter and what is presented, with the ordering and selection
/// rules the list screens promise. It is written without the store's code so that the two can
/// disagree.
struct StoreModel {
    typealias GameID = ScorekeeperStore.Game.ID
    typealias PlayerID = ScorekeeperStore.Player.ID

    /// A game as the model knows it: its title (its players are found by game id).
    struct Game { var title: String }

    /// A player as the model knows it.
    struct Player { var gameID: GameID; var name: String; var score: Int }

    /// A player row as compared: exact name and score.
    struct Row: Equatable, CustomStringConvertible {
        var id: PlayerID
        var name: String
        var score: Int
        var description: String { "\(id.short) \(name.debugDescription) \(score)" }

        /// Names compare byte for byte: `String`'s equality would accept a name the store
        /// normalised differently from what was typed.
        static func == (a: Row, b: Row) -> Bool {
            a.id == b.id && Array(a.name.utf8) == Array(b.name.utf8) && a.score == b.score
        }
    }

    /// What the model expects on top of the list.
    enum Dialog: Equatable {
        case addGame, renameGame(GameID), deleteGame(GameID), filter, help
        case addPlayer, renamePlayer(PlayerID), deletePlayer(PlayerID), enterScore(PlayerID), picker(PlayerID)

        /// The game or player the dialog is about, if any: deleting it must close the dialog.
        var rowID: UUID? {
            switch self {
            case .renameGame(let id), .deleteGame(let id): return id.rawValue
            case .renamePlayer(let id), .deletePlayer(let id), .enterScore(let id), .picker(let id):
                return id.rawValue
            default:
                return nil
            }
        }
    }

    var games: [GameID: Game] = [:]
    var players: [PlayerID: Player] = [:]
    var gameOrder: GameOrder = .mostRecent
    var playerOrder: PlayerOrder = .highestFirst
    /// The game whose screen is shown; nil: the games list.
    var openGame: GameID?
    /// The games list's filter; nil when none is set (an empty one only while it is typed).
    var filter: String?
    var dialog: Dialog?

    /// Every game id in a fixed order, so that an index picks the same game for the same model.
    var gameIDs: [GameID] { games.keys.sorted { $0.uuidString < $1.uuidString } }

    /// The `index`-th game (by id), or nil when there is none.
    func game(_ index: Int) -> GameID? {
        gameIDs.isEmpty ? nil : gameIDs[index % gameIDs.count]
    }

    /// The `index`-th player of any game (by id), or nil when there is none.
    func player(_ index: Int) -> PlayerID? {
        let ids = players.keys.sorted { $0.uuidString < $1.uuidString }
        return ids.isEmpty ? nil : ids[index % ids.count]
    }

    func playerCount(_ game: GameID) -> Int { players.values.filter { $0.gameID == game }.count }

    /// Deleting a game deletes its players with it, as the database does.
    mutating func deleteGame(_ id: GameID) {
        games[id] = nil
        players = players.filter { $0.value.gameID != id }
    }

    /// Adds to a score; a sum that would overflow leaves the score as it was, as the store refuses it.
    mutating func add(_ amount: Int, to id: PlayerID) {
        guard let score = players[id]?.score else { return }
        let (sum, overflow) = score.addingReportingOverflow(amount)
        if !overflow { players[id]?.score = sum }
    }

    /// The games a filter lets through, keeping the order given: a title containing the trimmed
    /// text, ignoring case and accents; an empty filter lets everything through. `filter` is the
    /// model's own unless given (given as nil: no filter).
    func visibleGames(inOrderOf order: [GameID], filter: String?? = .none) -> [GameID] {
        let text = (filter ?? self.filter)?.trimmingCharacters(in: .whitespaces) ?? ""
        let known = order.filter { games[$0] != nil }
        guard !text.isEmpty else { return known }
        return known.filter { games[$0]!.title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    /// A game's players sorted as the game screen promises: by score, then name (natural order), then id.
    func playerRows(_ game: GameID) -> [Row] {
        players.filter { $0.value.gameID == game }.sorted { a, b in
            if a.value.score != b.value.score {
                return playerOrder == .highestFirst ? a.value.score > b.value.score : a.value.score < b.value.score
            }
            let nameOrder = NaturalOrder.compare(a.value.name, b.value.name)
            if nameOrder != .orderedSame { return nameOrder == .orderedAscending }
            return a.key.uuidString.lowercased() < b.key.uuidString.lowercased()
        }.map { Row(id: $0.key, name: $0.value.name, score: $0.value.score) }
    }

    /// The id the interface gave a game it just created: the one game the model does not know.
    mutating func learnNewGame(from database: AppDatabase, title: String) throws -> GameID? {
        let new = try database.fetchGameSummaries().filter { games[$0.id] == nil }
        guard new.count == 1, let game = new.first else { return nil }
        games[game.id] = Game(title: title)
        return game.id
    }

    /// The id the interface gave a player it just created: the one player the model does not know.
    mutating func learnNewPlayer(from database: AppDatabase, gameID: GameID, name: String) throws -> PlayerID? {
        let new = try database.fetchPlayerRows(gameID: gameID).filter { players[$0.id] == nil }
        guard new.count == 1, let player = new.first else { return nil }
        players[player.id] = Player(gameID: gameID, name: name, score: 0)
        return player.id
    }

    // MARK: Selection rules

    /// The id `offset` rows away, clamped; the first row when nothing (known) is selected.
    static func moved<ID: Equatable>(_ selected: ID?, by offset: Int, in ids: [ID]) -> ID? {
        guard !ids.isEmpty else { return nil }
        guard let selected, let index = ids.firstIndex(of: selected) else { return ids.first }
        return ids[min(max(0, index + offset), ids.count - 1)]
    }

    /// Where the selection goes when the list changes: it stays on its row; when the row is gone,
    /// on the next row that survived, else the previous one; with no selection, the first row.
    static func reconciled<ID: Equatable>(_ selected: ID?, old: [ID], new: [ID]) -> ID? {
        guard !new.isEmpty else { return nil }
        guard let selected else { return new.first }
        if new.contains(selected) { return selected }
        if let index = old.firstIndex(of: selected) {
            if let next = old[(index + 1)...].first(where: new.contains) { return next }
            if let previous = old[..<index].last(where: new.contains) { return previous }
        }
        return new.first
    }

    /// Every game in the order the games list sorts by, as the database has them now. The model
    /// cannot know the "most recent" order (it follows clock times), so it borrows the database's.
    @MainActor static func databaseOrder(_ app: AppModel) -> [GameID] {
        (try? app.database.fetchGameSummaries(order: app.gamesList.order))?.map(\.id) ?? []
    }
}

extension UUID {
    /// The first eight characters: enough to tell a test's few rows apart in a failure message.
    var short: String { String(uuidString.prefix(8)) }
}

extension Tagged where RawValue == UUID {
    /// The id's first eight characters, as `UUID.short`.
    var short: String { rawValue.short }
}
