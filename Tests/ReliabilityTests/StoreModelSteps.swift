import Foundation
import PropertyBased
import ScorekeeperStore
import ScorekeeperUI

/// One thing that happens to the interface: a person's keys (delivered through the store exactly
/// as the terminal delivers them), a change another program writes, or a resize. What the keys
/// do depends on the screen, so one step is the same gesture on the games list and on a game
/// (`openOrBack` opens the selected game on the list and goes back on a game). A key step first
/// closes a dialog that `openDialog` left open, as a person would; `escape`, `otherProgram` and
/// `resize` happen under it, which is where the interface has the most to keep straight.
enum StoreStep: Sendable, CustomStringConvertible {
    case down, up, top, bottom, pageDown
    case openOrBack
    /// Adds a game or a player named `names[name]`.
    case add(name: Int)
    /// Renames the selected game or player to `names[name]`.
    case rename(name: Int)
    case deleteConfirmed, deleteDeclined
    /// Types `filters[filter]` into the games list's filter; `+` on a game.
    case plusOrFilter(filter: Int)
    /// Esc on the games list (clears its filter); `←` (minus one) on a game.
    case minusOrClearFilter
    /// `?` on the games list; on a game, enters `entries[entry]` at the score prompt.
    case enterScoreOrHelp(entry: Int)
    case sort
    /// Opens a dialog and leaves it open, so that the next steps happen under it.
    case openDialog(list: ListDialog, game: GameDialog)
    /// Esc: closes the dialog that is open; with none, clears the games list's filter or goes back.
    case escape
    /// Another program writes to the database. `name` picks the row when the change is not about
    /// the one on screen, and is the new title of a renamed game; `amount` is described at
    /// `otherProgramWrites`.
    case otherProgram(OtherChange, name: Int, amount: Int)
    case resize(TerminalSize)

    /// The dialog `openDialog` opens on the games list.
    enum ListDialog: Sendable { case addGame, renameGame, deleteGame, filter }

    /// The dialog `openDialog` opens on a game.
    enum GameDialog: Sendable { case addPlayer, renamePlayer, deletePlayer, enterScore, photoPicker, help }

    /// What another program changes.
    enum OtherChange: Sendable { case deleteGame, deletePlayer, changeScore, addPlayer, renameGame }

    /// How a score prompt entry changes the score.
    enum ScoreEffect: Sendable {
        case add(Int)
        case set(Int)
    }

    /// What must hold after a step.
    enum Expectation {
        /// Only that the selection is on an existing row (or nil when there is none).
        case valid
        /// Exactly this id is selected (nil: nothing selected).
        case selected(UUID?)

        /// Exactly this game or player is selected (nil: nothing).
        static func selecting<Tag>(_ id: Tagged<Tag, UUID>?) -> Expectation { .selected(id?.rawValue) }
        /// The step itself went wrong (a prompt misbehaved, a created row is missing).
        case failed(String)
    }

    // MARK: What is typed

    /// Names to type, each with what must be stored (nil: refused, the prompt says why).
    static let names: [(typed: String, stored: String?)] = [
        ("Blob", "Blob"), ("  Blob Jr ", "Blob Jr"), ("blob", "blob"), ("BLOB", "BLOB"), ("Zoë", "Zoë"),
        ("大富翁", "大富翁"), ("שלום", "שלום"), ("Ångström", "Ångström"), ("b", "b"),
        ("", nil), ("   ", nil), (String(repeating: "a", count: 101), nil),
    ]

    /// Score prompt entries and what each must do (nil: refused); written out, not parsed, so
    /// that the model does not share the prompt's parser.
    static let entries: [(typed: String, effect: ScoreEffect?)] = [
        ("5", .add(5)), ("-3", .add(-3)), ("=12", .set(12)), ("=-7", .set(-7)), ("+1", .add(1)), ("x", nil), ("", nil),
        ("9223372036854775807", .add(Int.max)), ("=9223372036854775807", .set(Int.max)),
        ("-9223372036854775808", .add(Int.min)),
    ]

    /// Filter text to type: each character narrows the list, which moves the selection.
    static let filters = ["b", "zo", "大", "x", "", "ö", "BL"]

    /// Terminal sizes, down to one cell, where the visible window is most cramped.
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 1, rows: 1), TerminalSize(columns: 20, rows: 6),
                        TerminalSize(columns: 200, rows: 60), TerminalSize(columns: 32, rows: 8)]

    // MARK: Generating

    /// One step at random. The kind is one of 24 draws: each of the 18 kinds once, then three
    /// more for `openDialog` and three for `otherProgram`, so that dialogs are often open when
    /// another program changes the rows they are about. Shrinking makes the numbers smaller,
    /// which leads towards `down` and the first target, name and entry.
    static let generator = zip(Gen.int(in: 0...23), Gen.int(in: 0...15), Gen.int(in: 0...(names.count - 1)),
                               Gen.int(in: 0...(entries.count - 1)))
        .map { kind, target, name, amount in StoreStep(kind: kind, target: target, name: name, amount: amount) }

    /// The step for the generator's draws: `target` chooses among dialogs, changes and sizes,
    /// `amount` among filters and score entries (and is the other program's number).
    private init(kind: Int, target: Int, name: Int, amount: Int) {
        switch kind {
        case 0: self = .down
        case 1: self = .up
        case 2: self = .top
        case 3: self = .bottom
        case 4: self = .pageDown
        case 5: self = .openOrBack
        case 6: self = .add(name: name)
        case 7: self = .rename(name: name)
        case 8: self = .deleteConfirmed
        case 9: self = .deleteDeclined
        case 10: self = .plusOrFilter(filter: amount % Self.filters.count)
        case 11: self = .minusOrClearFilter
        case 12: self = .enterScoreOrHelp(entry: amount)
        case 13: self = .sort
        case 15: self = .escape
        case 17: self = .resize(Self.sizes[target % Self.sizes.count])
        case 14, 18...20:
            let listDialogs: [ListDialog] = [.addGame, .renameGame, .deleteGame, .filter]
            let gameDialogs: [GameDialog] = [.addPlayer, .renamePlayer, .deletePlayer, .enterScore, .photoPicker, .help]
            self = .openDialog(list: listDialogs[target % listDialogs.count], game: gameDialogs[target % gameDialogs.count])
        case 16, 21...23:
            let changes: [OtherChange] = [.deleteGame, .deletePlayer, .changeScore, .addPlayer, .renameGame]
            self = .otherProgram(changes[target % changes.count], name: name, amount: amount)
        default:
            preconditionFailure("kinds are drawn from 0...23, not \(kind)")
        }
    }

    /// What shrunk failures print: the text that is typed, not the index it comes from.
    var description: String {
        switch self {
        case .down: "down"
        case .up: "up"
        case .top: "top"
        case .bottom: "bottom"
        case .pageDown: "pageDown"
        case .openOrBack: "openOrBack"
        case .add(let name): "add(\(Self.names[name].typed.debugDescription))"
        case .rename(let name): "rename(\(Self.names[name].typed.debugDescription))"
        case .deleteConfirmed: "deleteConfirmed"
        case .deleteDeclined: "deleteDeclined"
        case .plusOrFilter(let filter): "plusOrFilter(\(Self.filters[filter].debugDescription))"
        case .minusOrClearFilter: "minusOrClearFilter"
        case .enterScoreOrHelp(let entry): "enterScoreOrHelp(\(Self.entries[entry].typed.debugDescription))"
        case .sort: "sort"
        case .openDialog(let list, let game): "openDialog(list: \(list), game: \(game))"
        case .escape: "escape"
        case .otherProgram(let change, let name, let amount):
            "otherProgram(\(change), name: \(Self.names[name].typed.debugDescription), amount: \(amount))"
        case .resize(let size): "resize(\(size))"
        }
    }
}

// MARK: Performing

extension StoreStep {
    /// Carries out the step the way a person would (or as another program would write), updates
    /// the model with what must happen, and returns what must hold afterwards. The store's
    /// writes have landed when it returns (see `press`); its observations may not have delivered.
    @MainActor func perform(app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        switch self {
        case .otherProgram(let change, let name, let amount):
            return try await Self.otherProgram(change, name: name, amount: amount, app: app, database: database, model: &model)
        case .resize(let size):
            // A resize moves what is visible, never what is selected.
            let selected = Self.currentSelection(app)
            app.handle(.resize(size))
            return .selected(selected)
        case .escape:
            if model.dialog != nil {
                await Self.closeDialog(app, model: &model)
                return .valid
            }
            return model.openGame == nil ? await Self.clearFilter(app, model: &model) : await Self.back(app, model: &model)
        default:
            if model.dialog != nil {
                // Anything else starts by closing what is open, as a person would.
                await Self.closeDialog(app, model: &model)
            }
            return model.openGame == nil
                ? try await onGamesList(app: app, database: database, model: &model)
                : try await onGame(app: app, database: database, model: &model)
        }
    }

    /// Presses keys, then waits for the writes they asked for (they run off the main actor).
    /// The one place a step waits for the store.
    @MainActor private static func press(_ app: AppModel, _ keys: Key...) async {
        for key in keys { app.handle(.key(key)) }
        await app.writes.settle()
    }

    /// Types text into the prompt or filter that is open, without waiting: the `press` that
    /// submits it does.
    @MainActor private static func type(_ app: AppModel, _ text: String) async {
        for character in text { app.handle(.key(.character(character))) }
    }

    /// The selected row of the screen that is shown.
    @MainActor private static func currentSelection(_ app: AppModel) -> UUID? {
        app.game?.list.selectedID?.rawValue ?? (app.game == nil ? app.gamesList.list.selectedID?.rawValue : nil)
    }

    @MainActor private static func closeDialog(_ app: AppModel, model: inout StoreModel) async {
        if model.dialog == .filter {
            // Esc while typing a filter clears it.
            model.dialog = nil
            _ = await clearFilter(app, model: &model)
            return
        }
        await press(app, .escape)
        model.dialog = nil
    }

    @MainActor private static func clearFilter(_ app: AppModel, model: inout StoreModel) async -> Expectation {
        let order = StoreModel.databaseOrder(app)
        let old = model.visibleGames(inOrderOf: order)
        let selected = app.gamesList.list.selectedID
        await press(app, .escape)
        model.filter = nil
        return .selecting(StoreModel.reconciled(selected, old: old, new: model.visibleGames(inOrderOf: order)))
    }

    @MainActor private static func back(_ app: AppModel, model: inout StoreModel) async -> Expectation {
        let opened = model.openGame
        await press(app, .escape)
        model.openGame = nil
        // The list comes back on the game that was open, if the filter still shows it.
        if let opened, model.visibleGames(inOrderOf: model.gameIDs).contains(opened) { return .selecting(opened) }
        return .valid
    }

    /// Types into the prompt that is open and submits; a refused entry must leave the prompt
    /// open with its reason, and is then cancelled. Returns what went wrong, if anything.
    @MainActor private static func submitPrompt(_ app: AppModel, text: String, refused: Bool, model: inout StoreModel) async -> String? {
        await press(app, .end, .control("u"))
        await type(app, text)
        await press(app, .enter)
        if refused {
            let error = app.game?.destination?.prompt?.error ?? app.gamesList.destination?.prompt?.error
            await press(app, .escape)
            model.dialog = nil
            return error == nil ? "a refused entry \(text.debugDescription) closed the prompt without a reason" : nil
        }
        model.dialog = nil
        return nil
    }

    /// The step's keys on the games list.
    @MainActor private func onGamesList(app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        let visible = app.gamesList.visibleGames.map(\.id)
        let selected = app.gamesList.list.selectedID
        switch self {
        case .down: await Self.press(app, .down); return .selecting(StoreModel.moved(selected, by: 1, in: visible))
        case .up: await Self.press(app, .character("k")); return .selecting(StoreModel.moved(selected, by: -1, in: visible))
        case .top: await Self.press(app, .character("g")); return .selecting(StoreModel.moved(selected, by: Int.min / 2, in: visible))
        case .bottom: await Self.press(app, .character("G")); return .selecting(StoreModel.moved(selected, by: Int.max / 2, in: visible))
        case .pageDown: await Self.press(app, .pageDown); return .valid
        case .openOrBack:
            await Self.press(app, .enter)
            guard let selected else { return .selected(nil) }
            model.openGame = selected
            // Each time a game opens, its players start highest first, the first one selected.
            model.playerOrder = .highestFirst
            return .selecting(model.playerRows(selected).first?.id)
        case .add(let index):
            await Self.press(app, .character("a"))
            let name = Self.names[index]
            if let problem = await Self.submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            guard let title = name.stored else { return .selecting(selected) }
            guard let id = try model.learnNewGame(from: database, title: title) else {
                return .failed("adding \(title.debugDescription) did not create exactly one game")
            }
            // A new game the filter would hide clears the filter, so that it is seen.
            if let filter = model.filter, title.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) == nil {
                model.filter = nil
            }
            return .selecting(id)
        case .rename(let index):
            guard let selected else { await Self.press(app, .character("r")); return .selected(nil) }
            await Self.press(app, .character("r"))
            let name = Self.names[index]
            if let problem = await Self.submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            if let title = name.stored { model.games[selected]?.title = title }
            // A new title may leave the filter: the neighbour takes over.
            return .selecting(StoreModel.reconciled(selected, old: visible, new: model.visibleGames(inOrderOf: visible)))
        case .deleteConfirmed:
            await Self.press(app, .character("d"), .character("y"))
            guard let selected else { return .selected(nil) }
            model.deleteGame(selected)
            return .selecting(StoreModel.reconciled(selected, old: visible, new: visible.filter { $0 != selected }))
        case .deleteDeclined:
            await Self.press(app, .character("d"), .enter)
            return .selecting(selected)
        case .plusOrFilter(let filter):
            // Filter: every typed character narrows the list and moves the selection if it must.
            let text = Self.filters[filter]
            await Self.press(app, .character("/"))
            var expected = selected
            var typed = model.filter ?? ""
            let order = StoreModel.databaseOrder(app)
            for character in text {
                let old = model.visibleGames(inOrderOf: order, filter: typed)
                typed.append(character)
                expected = StoreModel.reconciled(expected, old: old, new: model.visibleGames(inOrderOf: order, filter: typed))
            }
            await Self.type(app, text)
            await Self.press(app, .enter)
            if typed.isEmpty {
                expected = StoreModel.reconciled(expected, old: model.visibleGames(inOrderOf: order, filter: typed),
                                                 new: model.visibleGames(inOrderOf: order, filter: nil))
                model.filter = nil
            } else {
                model.filter = typed
            }
            return .selecting(expected)
        case .minusOrClearFilter:
            return await Self.clearFilter(app, model: &model)
        case .enterScoreOrHelp:
            await Self.press(app, .character("?"))
            model.dialog = .help
            return .selecting(selected)
        case .sort:
            await Self.press(app, .character("s"))
            model.gameOrder = model.gameOrder.next
            return .selecting(selected)
        case .openDialog(let dialog, _):
            switch dialog {
            case .addGame:
                await Self.press(app, .character("a"))
                model.dialog = .addGame
            case .renameGame:
                await Self.press(app, .character("r"))
                if let selected { model.dialog = .renameGame(selected) }
            case .deleteGame:
                await Self.press(app, .character("d"))
                if let selected { model.dialog = .deleteGame(selected) }
            case .filter:
                await Self.press(app, .character("/"))
                model.dialog = .filter
                if model.filter == nil { model.filter = "" }
            }
            return .selecting(selected)
        case .escape, .otherProgram, .resize:
            return .failed("\(self) is not a key on the games list (`perform` carries it out)")
        }
    }

    /// The step's keys on a game.
    @MainActor private func onGame(app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        guard let game = app.game, let gameID = model.openGame else { return .failed("the model has a game open, the store does not") }
        let rows = game.players.map(\.id)
        let selected = game.list.selectedID
        switch self {
        case .down: await Self.press(app, .character("j")); return .selecting(StoreModel.moved(selected, by: 1, in: rows))
        case .up: await Self.press(app, .up); return .selecting(StoreModel.moved(selected, by: -1, in: rows))
        case .top: await Self.press(app, .home); return .selecting(StoreModel.moved(selected, by: Int.min / 2, in: rows))
        case .bottom: await Self.press(app, .end); return .selecting(StoreModel.moved(selected, by: Int.max / 2, in: rows))
        case .pageDown: await Self.press(app, .pageDown); return .valid
        case .openOrBack: return await Self.back(app, model: &model)
        case .add(let index):
            await Self.press(app, .character("a"))
            let name = Self.names[index]
            if let problem = await Self.submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            guard let stored = name.stored else { return .selecting(selected) }
            guard let id = try model.learnNewPlayer(from: database, gameID: gameID, name: stored) else {
                return .failed("adding \(stored.debugDescription) did not create exactly one player")
            }
            return .selecting(id)
        case .rename(let index):
            await Self.press(app, .character("r"))
            guard let selected else { return .selected(nil) }
            let name = Self.names[index]
            if let problem = await Self.submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            if let stored = name.stored { model.players[selected]?.name = stored }
            return .selecting(selected)
        case .deleteConfirmed:
            await Self.press(app, .character("d"), .character("y"))
            guard let selected else { return .selected(nil) }
            model.players[selected] = nil
            return .selecting(StoreModel.reconciled(selected, old: rows, new: rows.filter { $0 != selected }))
        case .deleteDeclined:
            await Self.press(app, .character("d"), .character("n"))
            return .selecting(selected)
        case .plusOrFilter:
            await Self.press(app, .character("+"))
            if let selected { model.add(1, to: selected) }
            return .selecting(selected)
        case .minusOrClearFilter:
            await Self.press(app, .left)
            if let selected { model.add(-1, to: selected) }
            return .selecting(selected)
        case .enterScoreOrHelp(let index):
            await Self.press(app, .character("="))
            guard let selected else { return .selected(nil) }
            let entry = Self.entries[index]
            // An addition that would overflow is refused like an entry that is not a number, and
            // so is setting a score so far from the current one that the difference the history
            // records would overflow.
            var refused = entry.effect == nil
            if let score = model.players[selected]?.score {
                switch entry.effect {
                case .add(let amount)?: refused = refused || score.addingReportingOverflow(amount).overflow
                case .set(let value)?: refused = refused || value.subtractingReportingOverflow(score).overflow
                case nil: break
                }
            }
            if let problem = await Self.submitPrompt(app, text: entry.typed, refused: refused, model: &model) {
                return .failed(problem)
            }
            if !refused {
                switch entry.effect {
                case .add(let amount)?: model.add(amount, to: selected)
                case .set(let value)?: model.players[selected]?.score = value
                case nil: break
                }
            }
            return .selecting(selected)
        case .sort:
            // `s` goes from the rule's order to the seats and on to scores the other way: the
            // model knows score orders, so the step passes over the seats (their order is the
            // table tests' to check).
            await Self.press(app, .character("s"))
            if app.game?.showsSeats == true { await Self.press(app, .character("s")) }
            model.playerOrder = model.playerOrder.toggled
            return .selecting(selected)
        case .openDialog(_, let dialog):
            switch dialog {
            case .addPlayer:
                await Self.press(app, .character("a"))
                model.dialog = .addPlayer
            case .renamePlayer:
                await Self.press(app, .character("r"))
                if let selected { model.dialog = .renamePlayer(selected) }
            case .deletePlayer:
                await Self.press(app, .character("d"))
                if let selected { model.dialog = .deletePlayer(selected) }
            case .enterScore:
                await Self.press(app, .character("="))
                if let selected { model.dialog = .enterScore(selected) }
            case .photoPicker:
                // No player has a photo: the picker opens.
                await Self.press(app, .character("p"))
                if let selected { model.dialog = .picker(selected) }
            case .help:
                await Self.press(app, .character("?"))
                model.dialog = .help
            }
            return .selecting(selected)
        case .escape, .otherProgram, .resize:
            return .failed("\(self) is not a key on a game (`perform` carries it out)")
        }
    }

    /// Another program writes to the database while the interface shows whatever it shows.
    @MainActor private static func otherProgram(_ change: OtherChange, name: Int, amount: Int, app: AppModel, database: AppDatabase,
                                                model: inout StoreModel) async throws -> Expectation {
        let expectation = try otherProgramWrites(change, name: name, amount: amount, app: app, database: database, model: &model)
        // With nothing selected, a row that arrives is selected (the first one): checked as valid.
        return currentSelection(app) == nil ? .valid : expectation
    }

    /// Writes `change` directly to the database, as another program would. An even `amount`
    /// aims the change at the row on screen; `amount` also picks a score change and is the
    /// score (and part of the name) of an added player.
    @MainActor private static func otherProgramWrites(_ change: OtherChange, name: Int, amount: Int, app: AppModel, database: AppDatabase,
                                                      model: inout StoreModel) throws -> Expectation {
        let onGame = model.openGame != nil
        let rowsBefore = onGame ? (app.game?.players.map(\.id.rawValue) ?? []) : model.visibleGames(inOrderOf: StoreModel.databaseOrder(app)).map(\.rawValue)
        let selected = currentSelection(app)
        // Half the time the change is about the row on screen (the one a dialog is about, the
        // selected one, the open game): where the interface has the most to keep straight.
        let onScreen = amount % 2 == 0
        let favouredGame = onScreen ? (onGame ? model.openGame?.rawValue : (model.dialog?.rowID ?? selected)) : nil
        let favouredPlayer = onScreen && onGame ? (model.dialog?.rowID ?? selected) : nil
        switch change {
        case .deleteGame:
            guard let id = (favouredGame ?? model.game(name)?.rawValue).map({ Game.ID(rawValue: $0) }) else { return .selected(selected) }
            try database.deleteGame(id: id)
            model.deleteGame(id)
            if id == model.openGame {
                // The open game is gone: the store goes back to the list by itself.
                model.openGame = nil
                model.dialog = nil
                return .valid
            }
            if model.dialog?.rowID == id.rawValue { model.dialog = nil }
            if onGame { return .selected(selected) }
            return .selected(StoreModel.reconciled(selected, old: rowsBefore, new: rowsBefore.filter { $0 != id.rawValue }))
        case .deletePlayer:
            guard let id = (favouredPlayer ?? model.player(name)?.rawValue).map({ Player.ID(rawValue: $0) }) else { return .selected(selected) }
            try database.deletePlayer(id: id)
            model.players[id] = nil
            if model.dialog?.rowID == id.rawValue { model.dialog = nil }
            if onGame { return .selected(StoreModel.reconciled(selected, old: rowsBefore, new: rowsBefore.filter { $0 != id.rawValue })) }
            return .selected(selected)
        case .changeScore:
            guard let id = (favouredPlayer ?? model.player(name)?.rawValue).map({ Player.ID(rawValue: $0) }) else { return .selected(selected) }
            let delta = [1, -1, 7, -20][amount % 4]
            if (try? database.changeScore(playerID: id, by: delta)) != nil { model.add(delta, to: id) }
            return .selected(selected)
        case .addPlayer:
            guard let gameID = model.game(name) else { return .selected(selected) }
            let player = try database.addPlayer(gameID: gameID, name: "Other \(amount)", score: amount)
            model.players[player.id] = .init(gameID: gameID, name: player.name, score: amount)
            return .selected(selected)
        case .renameGame:
            guard let id = (favouredGame ?? model.game(name)?.rawValue).map({ Game.ID(rawValue: $0) }), let title = names[name].stored else { return .selected(selected) }
            try database.renameGame(id: id, title: title)
            model.games[id]?.title = title
            if onGame { return .selected(selected) }
            // The new title may bring the game into the filter or take it out. With nothing
            // selected, the first row is taken, in an order ("most recent") the model cannot know.
            guard selected != nil else { return .valid }
            return .selected(StoreModel.reconciled(selected, old: rowsBefore, new: model.visibleGames(inOrderOf: model.gameIDs).map(\.rawValue)))
        }
    }
}
