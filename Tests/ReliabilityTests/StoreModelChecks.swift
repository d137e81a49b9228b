import Foundation
import ScorekeeperStore
import ScorekeeperUI
import TestSupport

/// The comparisons between the interface's store and the model after a step: the rows and
/// scores, their order, the selection, and what is presented. Each returns its disagreements as
/// sentences, so that a failure says what differs rather than only that something does.
enum StoreModelChecks {
    /// Waits (bounded) for the observations to deliver what the model holds, then lists every
    /// disagreement; empty when the store and the model agree. The one place the checks wait.
    @MainActor static func settledDifferences(app: AppModel, model: StoreModel, expectation: StoreStep.Expectation) async -> [String] {
        if case .failed(let problem) = expectation { return [problem] }
        // Writes run off the main actor, in order: first they land, then the observations deliver.
        await app.writes.settle()
        // Settled means the store shows the database as it is now, in its order: a write that
        // changes only the order (a touched "most recent" game) is delivered too. What has not
        // settled by the deadline shows in the differences below. What is presented settles too:
        // a dialog about a row gone from the list closes once a read off the main actor says
        // the row is gone from the database as well.
        _ = await waitUntil(every: .milliseconds(2)) {
            dataDifferences(app: app, model: model).isEmpty && showsDatabase(app)
                && presentationDifferences(app: app, model: model, expectation: expectation).isEmpty
        }
        var problems = dataDifferences(app: app, model: model)
        problems += presentationDifferences(app: app, model: model, expectation: expectation)
        return problems
    }

    /// Whether the visible screen's rows are the database's current rows, in its order.
    @MainActor private static func showsDatabase(_ app: AppModel) -> Bool {
        let database = app.database
        if let game = app.game {
            let rows = try? database.fetchPlayerRows(gameID: game.gameID, order: game.order)
            return rows?.map(\.id) == game.players.map(\.id)
        }
        let filter = app.gamesList.filter?.field.text ?? ""
        let rows = (try? database.fetchGameSummaries(order: app.gamesList.order))?.filter { TitleFilter.matches($0.game.title, filter) }
        return rows?.map(\.id) == app.gamesList.visibleGames.map(\.id)
    }

    /// The data shown: the screen, the rows with their names, titles, scores and player counts.
    @MainActor private static func dataDifferences(app: AppModel, model: StoreModel) -> [String] {
        var problems: [String] = []
        if let gameID = model.openGame {
            guard let game = app.game, game.gameID == gameID else {
                return ["the model shows game \(gameID.short), the store \(app.game?.gameID.short ?? "the games list")"]
            }
            let shown = game.players.map { StoreModel.Row(id: $0.id, name: $0.player.name, score: $0.player.score) }
            let expected = model.playerRows(gameID)
            if shown != expected { problems.append("players: store \(shown), model \(expected)") }
            if game.game?.playerCount != expected.count || game.game?.game.title != model.games[gameID]?.title {
                problems.append("header: store \(String(describing: game.game)), model \(expected.count) players")
            }
        } else {
            if let game = app.game { return ["the store shows game \(game.gameID.short), the model the games list"] }
            // The store holds the games its filter lets through (a page of them; these lists fit one).
            let shown = Dictionary(uniqueKeysWithValues: app.gamesList.visibleGames.map { ($0.id, "\($0.game.title) (\($0.playerCount))") })
            let visible = Set(model.visibleGames(inOrderOf: Array(model.games.keys)))
            let expected = Dictionary(uniqueKeysWithValues: model.games.filter { visible.contains($0.key) }
                .map { ($0.key, "\($0.value.title) (\(model.playerCount($0.key)))") })
            if shown != expected { problems.append("games: store \(shown), model \(expected)") }
        }
        return problems
    }

    /// How the data is presented: sorts, filter, row order, the selection, and the dialog or help
    /// on top (never about a row that does not exist).
    @MainActor private static func presentationDifferences(app: AppModel, model: StoreModel, expectation: StoreStep.Expectation) -> [String] {
        var problems: [String] = []
        let list = app.gamesList
        if list.order != model.gameOrder { problems.append("games order: store \(list.order), model \(model.gameOrder)") }
        if list.filter.map({ $0.field.text }) != model.filter && !(list.filter?.field.text == "" && model.filter == nil) {
            problems.append("filter: store \(String(describing: list.filter?.field.text)), model \(String(describing: model.filter))")
        }
        let rows: [UUID]
        let selected: UUID?
        if let game = app.game {
            rows = game.players.map(\.id.rawValue)
            selected = game.list.selectedID?.rawValue
            if game.order != model.playerOrder { problems.append("players order: store \(game.order), model \(model.playerOrder)") }
            if let rowID = game.destination?.rowID, !rows.contains(rowID.rawValue) {
                problems.append("the game screen presents \(String(describing: game.destination)) for a player that does not exist")
            }
            if !StoreModel.Dialog.matches(model.dialog, game: game.destination, showingHelp: app.helpTable != nil) {
                problems.append("presented: store \(String(describing: game.destination)), model \(String(describing: model.dialog))")
            }
            if list.destination != nil { problems.append("the hidden games list presents \(String(describing: list.destination))") }
        } else {
            let visible = list.visibleGames.map(\.id)
            rows = visible.map(\.rawValue)
            selected = list.list.selectedID?.rawValue
            let expectedVisible = model.visibleGames(inOrderOf: StoreModel.databaseOrder(app))
            if visible != expectedVisible { problems.append("visible games: store \(visible.map(\.short)), model \(expectedVisible.map(\.short))") }
            if let order = problemsWithGameOrder(list) { problems.append(order) }
            if let rowID = list.destination?.rowID, !model.games.keys.contains(rowID) {
                problems.append("the games list presents \(String(describing: list.destination)) for a game that does not exist")
            }
            if !StoreModel.Dialog.matches(model.dialog, games: list.destination, editingFilter: list.filter?.isEditing == true,
                                          showingHelp: app.helpTable != nil) {
                problems.append("presented: store \(String(describing: list.destination)) (filtering: \(list.filter?.isEditing == true)), model \(String(describing: model.dialog))")
            }
        }
        if rows.isEmpty != (selected == nil) || (selected.map { !rows.contains($0) } ?? false) {
            problems.append("selection \(selected?.short ?? "nil") among \(rows.map(\.short))")
        }
        if case .selected(let expected) = expectation, expected != selected {
            problems.append("selection: store \(selected?.short ?? "nil"), model \(expected?.short ?? "nil") among \(rows.map(\.short))")
        }
        return problems
    }

    /// The games list's order follows its sort; "most recent" follows clock times the model does
    /// not control, so for it only the rows are compared.
    @MainActor private static func problemsWithGameOrder(_ list: GamesListModel) -> String? {
        let rows = list.visibleGames
        for (a, b) in zip(rows, rows.dropFirst()) {
            let titlesOutOfOrder = NaturalOrder.precedes(b.game.title, a.game.title)
            switch list.order {
            case .title:
                if titlesOutOfOrder { return "by title, \(a.game.title) comes before \(b.game.title)" }
            case .playerCount:
                if a.playerCount < b.playerCount || (a.playerCount == b.playerCount && titlesOutOfOrder) {
                    return "by player count, \(a.game.title) (\(a.playerCount)) comes before \(b.game.title) (\(b.playerCount))"
                }
            case .mostRecent:
                break
            }
        }
        return nil
    }
}

extension StoreModel.Dialog {
    /// Whether the games list presents the dialog the model expects. Help is the app's overlay
    /// over an otherwise unchanged screen, not a destination.
    static func matches(_ dialog: Self?, games destination: GamesDestination?, editingFilter: Bool, showingHelp: Bool) -> Bool {
        guard showingHelp == (dialog == .help) else { return false }
        switch (dialog, destination) {
        case (nil, nil): return !editingFilter
        case (.help?, nil): return !editingFilter
        case (.filter?, nil): return editingFilter
        case (.addGame?, .addGame?): return true
        case (.renameGame(let a)?, .renameGame(let b, _)?), (.deleteGame(let a)?, .confirmDelete(let b, _)?): return a == b
        default: return false
        }
    }

    /// Whether a game's screen presents the dialog the model expects (help as above).
    static func matches(_ dialog: Self?, game destination: GameDestination?, showingHelp: Bool) -> Bool {
        guard showingHelp == (dialog == .help) else { return false }
        switch (dialog, destination) {
        case (nil, nil), (.addPlayer?, .addPlayer?), (.help?, nil): return true
        case (.renamePlayer(let a)?, .renamePlayer(let b, _)?), (.deletePlayer(let a)?, .confirmDelete(let b, _)?),
             (.enterScore(let a)?, .enterScore(let b, _)?):
            return a == b
        case (.picker(let a)?, .photoPicker(let picker)?): return a == picker.playerID
        default: return false
        }
    }
}
