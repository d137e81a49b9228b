import Foundation
import PropertyBased
import ScorekeeperCore
import ScorekeeperTerminal
import ScorekeeperUI
import Testing

/// Random sequences of what a person does in the interface (keys through the store, exactly as
/// the terminal delivers them), mixed with changes another program makes and with resizes,
/// against a fresh database and a plain model. After every step, once the observations have
/// delivered, the store and the model must agree: the rows and scores, their order, the
/// selection (on a row that exists, or nil only when there is none), and what is presented
/// (always about a row that exists).
@Suite("Interface store agrees with a model", .timeLimit(.minutes(5)))
struct StoreModelPropertyTests {
    /// Names to type, each with what must be stored (nil: refused, the prompt says why).
    static let names: [(typed: String, stored: String?)] = [
        ("Blob", "Blob"), ("  Blob Jr ", "Blob Jr"), ("blob", "blob"), ("BLOB", "BLOB"), ("Zoë", "Zoë"),
        ("大富翁", "大富翁"), ("שלום", "שלום"), ("Ångström", "Ångström"), ("b", "b"),
        ("", nil), ("   ", nil), (String(repeating: "a", count: 101), nil),
    ]

    /// Score prompt entries and what each must do (nil: refused); written out, not parsed.
    static let entries: [(typed: String, effect: ScoreEffect?)] = [
        ("5", .add(5)), ("-3", .add(-3)), ("=12", .set(12)), ("=-7", .set(-7)), ("+1", .add(1)), ("x", nil), ("", nil),
        ("9223372036854775807", .add(Int.max)), ("=9223372036854775807", .set(Int.max)),
        ("-9223372036854775808", .add(Int.min)),
    ]

    /// Filter text to type.
    static let filters = ["b", "zo", "大", "x", "", "ö", "BL"]

    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 1, rows: 1), TerminalSize(columns: 20, rows: 6),
                        TerminalSize(columns: 200, rows: 60), TerminalSize(columns: 32, rows: 8)]

    /// One generated step; how it is carried out depends on the screen (see `perform`).
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int
        var target: Int
        var name: Int
        var amount: Int

        static let kinds = ["down", "up", "top", "bottom", "pageDown", "openOrBack", "add", "rename", "deleteConfirmed",
                            "deleteDeclined", "plusOrFilter", "minusOrClearFilter", "enterScoreOrHelp", "sort",
                            "openDialog", "escape", "otherProgram", "resize"]

        var description: String {
            "\(Step.kinds[kind])(target: \(target), name: \(StoreModelPropertyTests.names[name].typed.debugDescription), amount: \(amount))"
        }
    }

    /// Kinds past the named ones count as "openDialog" or "otherProgram", so dialogs are often
    /// open when another program changes the rows they are about.
    static let steps = zip(Gen.int(in: 0...(Step.kinds.count + 5)), Gen.int(in: 0...15),
                           Gen.int(in: 0...(names.count - 1)), Gen.int(in: 0...(entries.count - 1)))
        .map { kind, target, name, amount in
            Step(kind: kind < Step.kinds.count ? kind : (kind < Step.kinds.count + 3 ? 14 : 16),
                 target: target, name: name, amount: amount)
        }
        .array(of: 1...40)

    @Test("The store always agrees with the model")
    @MainActor func storeMatchesModel() async throws {
        // The photo picker lists its folder: an empty one, so listing is instant and the same.
        let pickerFolder = NSTemporaryDirectory() + "scorekeeper-store-model-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: pickerFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: pickerFolder) }

        await propertyCheck(count: 300, input: Self.steps) { steps in
            try await Self.run(steps, pickerFolder: pickerFolder)
        }
    }

    /// Found by the property above: a dialog about a game stayed open after another program
    /// deleted that game (the game screen already closed its own dialogs in that case).
    @Test("A game deleted by another program while its dialog is open closes the dialog", arguments: [1, 2])
    @MainActor func dialogAboutADeletedGame(dialog: Int) async throws {
        // Open the rename prompt (1) or the delete confirmation (2) on the selected game, then
        // another program deletes that game (an even amount picks the row the dialog is about).
        let steps = [Step(kind: 14, target: dialog, name: 0, amount: 0), Step(kind: 16, target: 0, name: 0, amount: 0),
                     Step(kind: 6, target: 0, name: 0, amount: 0)]
        try await Self.run(steps, pickerFolder: NSTemporaryDirectory())
    }

    /// Found by the property above: `?` help over a game stayed up, listing the game's keys, after
    /// another program deleted that game and the interface went back to the list.
    @Test("Help about a game another program deletes goes away with the game")
    @MainActor func helpAboutADeletedGame() async throws {
        let steps = [Step(kind: 5, target: 0, name: 0, amount: 0), Step(kind: 14, target: 11, name: 0, amount: 0),
                     Step(kind: 16, target: 0, name: 0, amount: 0)]
        try await Self.run(steps, pickerFolder: NSTemporaryDirectory())
    }

    /// Runs `steps` on a fresh database and store, recording the first disagreement.
    @MainActor static func run(_ steps: [Step], pickerFolder: String) async throws {
        let database = try AppDatabase.empty()
        var model = StoreModel()
        // Two games to start with, so the first steps have rows to act on.
        let night = try database.createGame(title: "Family Game Night")
        model.games[night.id] = .init(title: night.title)
        for (name, score) in [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)] {
            let player = try database.addPlayer(gameID: night.id, name: name, score: score)
            model.players[player.id] = .init(gameID: night.id, name: name, score: score)
        }
        let golf = try database.createGame(title: "Mini Golf")
        model.games[golf.id] = .init(title: golf.title)

        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .live,
                           workingDirectory: pickerFolder)
        app.start()
        defer { app.stop() }
        for (index, step) in steps.enumerated() {
            let context = "step \(index + 1) \(step) of \(steps)"
            let expectation = try await Self.perform(step, app: app, database: database, model: &model)
            let problems = await Self.settledDifferences(app: app, model: model, expectation: expectation)
            if !problems.isEmpty {
                Issue.record("\(context):\n\(problems.joined(separator: "\n"))")
                return
            }
        }
    }

    // MARK: Steps

    /// What the selection must be after a step.
    enum Expectation {
        /// Only that it is on an existing row (or nil when there is none).
        case valid
        /// Exactly this id (nil: nothing selected).
        case selected(UUID?)
        /// The step itself went wrong (a prompt misbehaved, a created row is missing).
        case failed(String)
    }

    /// Every game in the order the games list sorts by, as the database has them now.
    @MainActor private static func databaseOrder(_ app: AppModel) -> [UUID] {
        (try? app.database.fetchGameSummaries(order: app.gamesList.order))?.map(\.id) ?? []
    }

    /// Presses keys, then waits for the writes they asked for (they run off the main actor).
    @MainActor private static func press(_ app: AppModel, _ keys: Key...) async {
        for key in keys { app.handle(.key(key)) }
        await app.writes.settle()
    }

    @MainActor private static func type(_ app: AppModel, _ text: String) async {
        for character in text { app.handle(.key(.character(character))) }
    }

    /// Carries out `step` the way a person would (or as another program would write), updates the
    /// model with what must happen, and returns what the selection must be.
    @MainActor private static func perform(_ step: Step, app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        let special = step.kind >= 15
        if model.dialog != nil && !special {
            // Anything else starts by closing what is open, as a person would.
            await closeDialog(app, model: &model)
        }
        if step.kind == 16 { return try await otherProgram(step, app: app, database: database, model: &model) }
        if step.kind == 17 {
            // A resize moves what is visible, never what is selected.
            let selected = currentSelection(app)
            app.handle(.resize(sizes[step.target % sizes.count]))
            return .selected(selected)
        }
        if step.kind == 15 {
            if model.dialog != nil {
                await closeDialog(app, model: &model)
                return .valid
            }
            return model.openGame == nil ? await clearFilter(app, model: &model) : await back(app, model: &model)
        }
        return model.openGame == nil
            ? try await onGamesList(step, app: app, database: database, model: &model)
            : try await onGame(step, app: app, database: database, model: &model)
    }

    @MainActor private static func currentSelection(_ app: AppModel) -> UUID? {
        app.game?.list.selectedID ?? (app.game == nil ? app.gamesList.list.selectedID : nil)
    }

    /// The id `offset` rows away, clamped; the first row when nothing (known) is selected.
    @MainActor private static func moved(_ selected: UUID?, by offset: Int, in ids: [UUID]) -> UUID? {
        guard !ids.isEmpty else { return nil }
        guard let selected, let index = ids.firstIndex(of: selected) else { return ids.first }
        return ids[min(max(0, index + offset), ids.count - 1)]
    }

    /// Where the selection goes when the list changes: it stays on its row; when the row is gone,
    /// on the next row that survived, else the previous one; with no selection, the first row.
    static func reconciled(_ selected: UUID?, old: [UUID], new: [UUID]) -> UUID? {
        guard !new.isEmpty else { return nil }
        guard let selected else { return new.first }
        if new.contains(selected) { return selected }
        if let index = old.firstIndex(of: selected) {
            if let next = old[(index + 1)...].first(where: new.contains) { return next }
            if let previous = old[..<index].last(where: new.contains) { return previous }
        }
        return new.first
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
        let order = databaseOrder(app)
        let old = model.visibleGames(inOrderOf: order)
        let selected = app.gamesList.list.selectedID
        await press(app, .escape)
        model.filter = nil
        return .selected(reconciled(selected, old: old, new: model.visibleGames(inOrderOf: order)))
    }

    @MainActor private static func back(_ app: AppModel, model: inout StoreModel) async -> Expectation {
        let opened = model.openGame
        await press(app, .escape)
        model.openGame = nil
        // The list comes back on the game that was open, if the filter still shows it.
        if let opened, model.visibleGames(inOrderOf: model.gameIDs).contains(opened) { return .selected(opened) }
        return .valid
    }

    /// Types into the prompt that is open and submits; a refused entry must leave the prompt
    /// open with its reason, and is then cancelled.
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

    @MainActor private static func onGamesList(_ step: Step, app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        let visible = app.gamesList.visibleGames.map(\.id)
        let selected = app.gamesList.list.selectedID
        switch step.kind {
        case 0: await press(app, .down); return .selected(moved(selected, by: 1, in: visible))
        case 1: await press(app, .character("k")); return .selected(moved(selected, by: -1, in: visible))
        case 2: await press(app, .character("g")); return .selected(moved(selected, by: Int.min / 2, in: visible))
        case 3: await press(app, .character("G")); return .selected(moved(selected, by: Int.max / 2, in: visible))
        case 4: await press(app, .pageDown); return .valid
        case 5:
            await press(app, .enter)
            guard let selected else { return .selected(nil) }
            model.openGame = selected
            // Each time a game opens, its players start highest first, the first one selected.
            model.playerOrder = .highestFirst
            return .selected(model.playerRows(selected).first?.id)
        case 6:
            await press(app, .character("a"))
            let name = names[step.name]
            if let problem = await submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            guard let title = name.stored else { return .selected(selected) }
            guard let id = try model.learnNewGame(from: database, title: title) else {
                return .failed("adding \(title.debugDescription) did not create exactly one game")
            }
            if let filter = model.filter, title.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) == nil {
                model.filter = nil
            }
            return .selected(id)
        case 7:
            guard let selected else { await press(app, .character("r")); return .selected(nil) }
            await press(app, .character("r"))
            let name = names[step.name]
            if let problem = await submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            if let title = name.stored { model.games[selected]?.title = title }
            // A new title may leave the filter: the neighbour takes over.
            return .selected(reconciled(selected, old: visible, new: model.visibleGames(inOrderOf: visible)))
        case 8:
            await press(app, .character("d"), .character("y"))
            guard let selected else { return .selected(nil) }
            model.deleteGame(selected)
            return .selected(reconciled(selected, old: visible, new: visible.filter { $0 != selected }))
        case 9:
            await press(app, .character("d"), .enter)
            return .selected(selected)
        case 10:
            // Filter: every typed character narrows the list and moves the selection if it must.
            let text = filters[step.amount % filters.count]
            await press(app, .character("/"))
            var expected = selected
            var typed = model.filter ?? ""
            let order = databaseOrder(app)
            for character in text {
                let old = model.visibleGames(inOrderOf: order, filter: typed)
                typed.append(character)
                expected = reconciled(expected, old: old, new: model.visibleGames(inOrderOf: order, filter: typed))
            }
            await type(app, text)
            await press(app, .enter)
            if typed.isEmpty {
                expected = reconciled(expected, old: model.visibleGames(inOrderOf: order, filter: typed),
                                      new: model.visibleGames(inOrderOf: order, filter: nil))
                model.filter = nil
            } else {
                model.filter = typed
            }
            return .selected(expected)
        case 11:
            return await clearFilter(app, model: &model)
        case 12:
            await press(app, .character("?"))
            model.dialog = .help
            return .selected(selected)
        case 13:
            await press(app, .character("s"))
            model.gameOrder = model.gameOrder.next
            return .selected(selected)
        default:
            // Open a dialog and leave it open for the next steps.
            switch step.target % 4 {
            case 0:
                await press(app, .character("a"))
                model.dialog = .addGame
            case 1:
                await press(app, .character("r"))
                if let selected { model.dialog = .renameGame(selected) }
            case 2:
                await press(app, .character("d"))
                if let selected { model.dialog = .deleteGame(selected) }
            default:
                await press(app, .character("/"))
                model.dialog = .filter
                if model.filter == nil { model.filter = "" }
            }
            return .selected(selected)
        }
    }

    @MainActor private static func onGame(_ step: Step, app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        guard let game = app.game, let gameID = model.openGame else { return .failed("the model has a game open, the store does not") }
        let rows = game.players.map(\.id)
        let selected = game.list.selectedID
        switch step.kind {
        case 0: await press(app, .character("j")); return .selected(moved(selected, by: 1, in: rows))
        case 1: await press(app, .up); return .selected(moved(selected, by: -1, in: rows))
        case 2: await press(app, .home); return .selected(moved(selected, by: Int.min / 2, in: rows))
        case 3: await press(app, .end); return .selected(moved(selected, by: Int.max / 2, in: rows))
        case 4: await press(app, .pageDown); return .valid
        case 5: return await back(app, model: &model)
        case 6:
            await press(app, .character("a"))
            let name = names[step.name]
            if let problem = await submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            guard let stored = name.stored else { return .selected(selected) }
            guard let id = try model.learnNewPlayer(from: database, gameID: gameID, name: stored) else {
                return .failed("adding \(stored.debugDescription) did not create exactly one player")
            }
            return .selected(id)
        case 7:
            await press(app, .character("r"))
            guard let selected else { return .selected(nil) }
            let name = names[step.name]
            if let problem = await submitPrompt(app, text: name.typed, refused: name.stored == nil, model: &model) {
                return .failed(problem)
            }
            if let stored = name.stored { model.players[selected]?.name = stored }
            return .selected(selected)
        case 8:
            await press(app, .character("d"), .character("y"))
            guard let selected else { return .selected(nil) }
            model.players[selected] = nil
            return .selected(reconciled(selected, old: rows, new: rows.filter { $0 != selected }))
        case 9:
            await press(app, .character("d"), .character("n"))
            return .selected(selected)
        case 10, 11:
            await press(app, step.kind == 10 ? .character("+") : .left)
            if let selected { model.add(step.kind == 10 ? 1 : -1, to: selected) }
            return .selected(selected)
        case 12:
            await press(app, .character("="))
            guard let selected else { return .selected(nil) }
            let entry = entries[step.amount]
            var refused = entry.effect == nil
            if case .add(let amount)? = entry.effect, let score = model.players[selected]?.score,
               score.addingReportingOverflow(amount).overflow {
                refused = true
            }
            if let problem = await submitPrompt(app, text: entry.typed, refused: refused, model: &model) {
                return .failed(problem)
            }
            if !refused {
                switch entry.effect {
                case .add(let amount)?: model.add(amount, to: selected)
                case .set(let value)?: model.players[selected]?.score = value
                case nil: break
                }
            }
            return .selected(selected)
        case 13:
            await press(app, .character("s"))
            model.playerOrder = model.playerOrder.toggled
            return .selected(selected)
        default:
            switch step.target % 6 {
            case 0:
                await press(app, .character("a"))
                model.dialog = .addPlayer
            case 1:
                await press(app, .character("r"))
                if let selected { model.dialog = .renamePlayer(selected) }
            case 2:
                await press(app, .character("d"))
                if let selected { model.dialog = .deletePlayer(selected) }
            case 3:
                await press(app, .character("="))
                if let selected { model.dialog = .enterScore(selected) }
            case 4:
                // No player has a photo: the picker opens.
                await press(app, .character("p"))
                if let selected { model.dialog = .picker(selected) }
            default:
                await press(app, .character("?"))
                model.dialog = .help
            }
            return .selected(selected)
        }
    }

    /// Another program writes to the database while the interface shows whatever it shows.
    @MainActor private static func otherProgram(_ step: Step, app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        let expectation = try await otherProgramWrites(step, app: app, database: database, model: &model)
        // With nothing selected, a row that arrives is selected (the first one): checked as valid.
        return currentSelection(app) == nil ? .valid : expectation
    }

    @MainActor private static func otherProgramWrites(_ step: Step, app: AppModel, database: AppDatabase, model: inout StoreModel) async throws -> Expectation {
        let onGame = model.openGame != nil
        let rowsBefore = onGame ? (app.game?.players.map(\.id) ?? []) : model.visibleGames(inOrderOf: databaseOrder(app))
        let selected = currentSelection(app)
        // Half the time the change is about the row on screen (the one a dialog is about, the
        // selected one, the open game): where the interface has the most to keep straight.
        let onScreen = step.amount % 2 == 0
        let favouredGame = onScreen ? (onGame ? model.openGame : (model.dialog?.rowID ?? selected)) : nil
        let favouredPlayer = onScreen && onGame ? (model.dialog?.rowID ?? selected) : nil
        switch step.target % 5 {
        case 0:
            guard let id = favouredGame ?? model.game(step.name) else { return .selected(selected) }
            try database.deleteGame(id: id)
            model.deleteGame(id)
            if id == model.openGame {
                // The open game is gone: the store goes back to the list by itself.
                model.openGame = nil
                model.dialog = nil
                return .valid
            }
            if model.dialog?.rowID == id { model.dialog = nil }
            if onGame { return .selected(selected) }
            return .selected(reconciled(selected, old: rowsBefore, new: rowsBefore.filter { $0 != id }))
        case 1:
            guard let id = favouredPlayer ?? model.player(step.name) else { return .selected(selected) }
            try database.deletePlayer(id: id)
            model.players[id] = nil
            if model.dialog?.rowID == id { model.dialog = nil }
            if onGame { return .selected(reconciled(selected, old: rowsBefore, new: rowsBefore.filter { $0 != id })) }
            return .selected(selected)
        case 2:
            guard let id = favouredPlayer ?? model.player(step.name) else { return .selected(selected) }
            let amount = [1, -1, 7, -20][step.amount % 4]
            if (try? database.changeScore(playerID: id, by: amount)) != nil { model.add(amount, to: id) }
            return .selected(selected)
        case 3:
            guard let gameID = model.game(step.name) else { return .selected(selected) }
            let player = try database.addPlayer(gameID: gameID, name: "Other \(step.amount)", score: step.amount)
            model.players[player.id] = .init(gameID: gameID, name: player.name, score: step.amount)
            return .selected(selected)
        default:
            guard let id = favouredGame ?? model.game(step.name), let title = names[step.name].stored else { return .selected(selected) }
            try database.renameGame(id: id, title: title)
            model.games[id]?.title = title
            if onGame { return .selected(selected) }
            // The new title may bring the game into the filter or take it out. With nothing
            // selected, the first row is taken, in an order ("most recent") the model cannot know.
            guard selected != nil else { return .valid }
            return .selected(reconciled(selected, old: rowsBefore, new: model.visibleGames(inOrderOf: model.gameIDs)))
        }
    }

    // MARK: Checks

    /// Waits (bounded) for the observations to deliver what the model holds, then lists every
    /// disagreement; empty when the store and the model agree.
    @MainActor private static func settledDifferences(app: AppModel, model: StoreModel, expectation: Expectation) async -> [String] {
        if case .failed(let problem) = expectation { return [problem] }
        // Writes run off the main actor, in order: first they land, then the observations deliver.
        await app.writes.settle()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        // Settled means the store shows the database as it is now, in its order: a write that
        // changes only the order (a touched "most recent" game) is delivered too.
        while !(dataDifferences(app: app, model: model).isEmpty && showsDatabase(app)) && clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
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
        let filter = app.gamesList.filter?.text ?? ""
        let rows = (try? database.fetchGameSummaries(order: app.gamesList.order))?.filter { TitleFilter.matches($0.game.title, filter) }
        return rows?.map(\.id) == app.gamesList.visibleGames.map(\.id)
    }

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

    @MainActor private static func presentationDifferences(app: AppModel, model: StoreModel, expectation: Expectation) -> [String] {
        var problems: [String] = []
        let list = app.gamesList
        if list.order != model.gameOrder { problems.append("games order: store \(list.order), model \(model.gameOrder)") }
        if list.filter.map({ $0.text }) != model.filter && !(list.filter?.text == "" && model.filter == nil) {
            problems.append("filter: store \(String(describing: list.filter?.text)), model \(String(describing: model.filter))")
        }
        let rows: [UUID]
        let selected: UUID?
        if let game = app.game {
            rows = game.players.map(\.id)
            selected = game.list.selectedID
            if game.order != model.playerOrder { problems.append("players order: store \(game.order), model \(model.playerOrder)") }
            if let rowID = game.destination?.rowID, !rows.contains(rowID) {
                problems.append("the game screen presents \(String(describing: game.destination)) for a player that does not exist")
            }
            if !StoreModel.Dialog.matches(model.dialog, game: game.destination, showingHelp: app.helpTable != nil) {
                problems.append("presented: store \(String(describing: game.destination)), model \(String(describing: model.dialog))")
            }
            if list.destination != nil { problems.append("the hidden games list presents \(String(describing: list.destination))") }
        } else {
            let visible = list.visibleGames.map(\.id)
            rows = visible
            selected = list.list.selectedID
            let expectedVisible = model.visibleGames(inOrderOf: databaseOrder(app))
            if visible != expectedVisible { problems.append("visible games: store \(visible.map(\.short)), model \(expectedVisible.map(\.short))") }
            if let order = problemsWithGameOrder(list, model: model) { problems.append(order) }
            if let rowID = list.destination?.rowID, !model.games.keys.contains(rowID) {
                problems.append("the games list presents \(String(describing: list.destination)) for a game that does not exist")
            }
            if !StoreModel.Dialog.matches(model.dialog, games: list.destination, editingFilter: list.isEditingFilter,
                                            showingHelp: app.helpTable != nil) {
                problems.append("presented: store \(String(describing: list.destination)) (filtering: \(list.isEditingFilter)), model \(String(describing: model.dialog))")
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
    @MainActor private static func problemsWithGameOrder(_ list: GamesListModel, model: StoreModel) -> String? {
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

/// How a score prompt entry changes the score.
enum ScoreEffect: Sendable {
    case add(Int)
    case set(Int)
}

extension UUID {
    fileprivate var short: String { String(uuidString.prefix(8)) }
}

/// The plain model: games and players in dictionaries, the screen, the sorts, the filter and
/// what is presented, with the ordering rules the list screens promise.
private struct StoreModel {
    /// A game as the model knows it: its title (its players are found by game id).
    struct Game { var title: String }
    /// A player as the model knows it.
    struct Player { var gameID: UUID; var name: String; var score: Int }

    /// A player row as compared: exact name and score.
    struct Row: Equatable, CustomStringConvertible {
        var id: UUID
        var name: String
        var score: Int
        var description: String { "\(id.short) \(name.debugDescription) \(score)" }

        static func == (a: Row, b: Row) -> Bool {
            a.id == b.id && Array(a.name.utf8) == Array(b.name.utf8) && a.score == b.score
        }
    }

    /// What the model expects on top of the list.
    enum Dialog: Equatable {
        case addGame, renameGame(UUID), deleteGame(UUID), filter, help
        case addPlayer, renamePlayer(UUID), deletePlayer(UUID), enterScore(UUID), picker(UUID)

        var rowID: UUID? {
            switch self {
            case .renameGame(let id), .deleteGame(let id), .renamePlayer(let id), .deletePlayer(let id),
                 .enterScore(let id), .picker(let id):
                return id
            default:
                return nil
            }
        }

        /// Help is the app's overlay over an otherwise unchanged screen, not a destination.
        static func matches(_ dialog: Dialog?, games destination: GamesDestination?, editingFilter: Bool, showingHelp: Bool) -> Bool {
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

        static func matches(_ dialog: Dialog?, game destination: GameDestination?, showingHelp: Bool) -> Bool {
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

    var games: [UUID: Game] = [:]
    var players: [UUID: Player] = [:]
    var gameOrder: GameOrder = .mostRecent
    var playerOrder: PlayerOrder = .highestFirst
    var openGame: UUID?
    var filter: String?
    var dialog: Dialog?

    var gameIDs: [UUID] { games.keys.sorted { $0.uuidString < $1.uuidString } }

    /// The `index`-th game or player (by id), or nil when there is none.
    func game(_ index: Int) -> UUID? {
        gameIDs.isEmpty ? nil : gameIDs[index % gameIDs.count]
    }

    func player(_ index: Int) -> UUID? {
        let ids = players.keys.sorted { $0.uuidString < $1.uuidString }
        return ids.isEmpty ? nil : ids[index % ids.count]
    }

    func playerCount(_ game: UUID) -> Int { players.values.filter { $0.gameID == game }.count }

    mutating func deleteGame(_ id: UUID) {
        games[id] = nil
        players = players.filter { $0.value.gameID != id }
    }

    mutating func add(_ amount: Int, to id: UUID) {
        guard let score = players[id]?.score else { return }
        let (sum, overflow) = score.addingReportingOverflow(amount)
        if !overflow { players[id]?.score = sum }
    }

    /// The games a filter lets through, keeping the order given: a title containing the trimmed
    /// text, ignoring case and accents; an empty filter lets everything through.
    func visibleGames(inOrderOf order: [UUID], filter: String?? = .none) -> [UUID] {
        let text = (filter ?? self.filter)?.trimmingCharacters(in: .whitespaces) ?? ""
        let known = order.filter { games[$0] != nil }
        guard !text.isEmpty else { return known }
        return known.filter { games[$0]!.title.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    /// A game's players sorted as the game screen promises: by score, then name (natural order), then id.
    func playerRows(_ game: UUID) -> [Row] {
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
    mutating func learnNewGame(from database: AppDatabase, title: String) throws -> UUID? {
        let new = try database.fetchGameSummaries().filter { games[$0.id] == nil }
        guard new.count == 1, let game = new.first else { return nil }
        games[game.id] = Game(title: title)
        return game.id
    }

    mutating func learnNewPlayer(from database: AppDatabase, gameID: UUID, name: String) throws -> UUID? {
        let new = try database.fetchPlayerRows(gameID: gameID).filter { players[$0.id] == nil }
        guard new.count == 1, let player = new.first else { return nil }
        players[player.id] = Player(gameID: gameID, name: name, score: 0)
        return player.id
    }
}
