import Foundation
import PropertyBased
import ScorekeeperStore
import ScorekeeperTerminal
import ScorekeeperUI
import Testing
import TestSupport

/// Random sequences of what a person does in the interface (keys through the store, exactly as
/// the terminal delivers them), mixed with changes another program makes and with resizes,
/// against a fresh database and a plain model. After every step, once the observations have
/// delivered, the store and the model must agree: the rows and scores, their order, the
/// selection (on a row that exists, or nil only when there is none), and what is presented
/// (always about a row that exists).
///
/// The steps are in `StoreModelSteps.swift`, the model in `StoreModel.swift`, the comparisons
/// in `StoreModelChecks.swift`.
@Suite("Interface store agrees with a model", .timeLimit(.minutes(20)))
struct StoreModelPropertyTests {
    @Test("The store always agrees with the model")
    @MainActor func storeMatchesModel() async throws {
        // The photo picker lists its folder: an empty one, so listing is instant and the same.
        let pickerFolder = try TemporaryFolder("store-model")

        await propertyCheck(count: 300, input: StoreStep.generator.array(of: 1...40)) { steps in
            try await Self.run(steps, pickerFolder: pickerFolder.path)
        }
    }

    /// Found by the property above: a dialog about a game stayed open after another program
    /// deleted that game (the game screen already closed its own dialogs in that case).
    @Test("A game deleted by another program while its dialog is open closes the dialog", arguments: [
        StoreStep.openDialog(list: .renameGame, game: .renamePlayer), .openDialog(list: .deleteGame, game: .deletePlayer),
    ])
    @MainActor func dialogAboutADeletedGame(dialog: StoreStep) async throws {
        // Open the rename prompt or the delete confirmation on the selected game, then another
        // program deletes that game (an even amount picks the row the dialog is about).
        let steps: [StoreStep] = [dialog, .otherProgram(.deleteGame, name: 0, amount: 0), .add(name: 0)]
        try await Self.run(steps, pickerFolder: NSTemporaryDirectory())
    }

    /// Found by the property above: `?` help over a game stayed up, listing the game's keys, after
    /// another program deleted that game and the interface went back to the list.
    @Test("Help about a game another program deletes goes away with the game")
    @MainActor func helpAboutADeletedGame() async throws {
        let steps: [StoreStep] = [.openOrBack, .openDialog(list: .filter, game: .help), .otherProgram(.deleteGame, name: 0, amount: 0)]
        try await Self.run(steps, pickerFolder: NSTemporaryDirectory())
    }

    /// Runs `steps` on a fresh database and store, recording the first disagreement (later steps
    /// would only repeat it).
    @MainActor static func run(_ steps: [StoreStep], pickerFolder: String) async throws {
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
            let expectation = try await step.perform(app: app, database: database, model: &model)
            let problems = await StoreModelChecks.settledDifferences(app: app, model: model, expectation: expectation)
            if !problems.isEmpty {
                // Printed at once too: shrinking may take long before the issue is reported.
                print("Store and model disagree at \(context):\n\(problems.joined(separator: "\n"))")
                Issue.record("\(context):\n\(problems.joined(separator: "\n"))")
                return
            }
        }
    }
}
