import Foundation
import ScorekeeperStore
import ScorekeeperUI

/// `scorekeeper-bench sheets`: a finished 12-player Yahtzee and a finished 8-player bowling game,
/// each beside a plain game of the same players and totals kept change for change, in a file of
/// their own. Times Enter
/// on the games list to the game screen's first frame (through the store, as the interface runs
/// it), the sheet scored in process (what `t` shows), and `game show` as a process, both games in
/// turns so the machine's drift falls on both alike. Figures only: medians and the sheet game's
/// ratio to its plain twin.
enum SheetBench {
    static let runs = 21

    static func report(executable: URL, directory: URL) throws {
        let library = SheetLibrary.builtIn
        let yahtzeeEntries = ["ones 3", "twos 6", "threes 9", "fours 12", "fives 15", "sixes 18", "three-of-a-kind 22",
                              "four-of-a-kind 0", "full-house 25", "small-straight 30", "large-straight 0", "yahtzee 50", "chance 23",
                              "extra-yahtzees 1"]
        let bowlingFrames = ["X", "7/", "9 -", "X", "- 8", "8/", "- 6", "X", "X", "X 8 1"]
        let pairs = [("Yahtzee", 12, "yahtzee", yahtzeeEntries), ("Bowling", 8, "bowling", bowlingFrames)]
        print("Sheets: a finished game on a sheet beside a plain game of the same players and totals")
        for (title, count, sheetName, entries) in pairs {
            let file = directory.appendingPathComponent("\(sheetName).sqlite")
            let database = try AppDatabase.open(DatabaseLocation(path: file.path, isDefault: false))
            guard let sheet = library.first(where: { $0.sheet.name == sheetName }) else { throw BenchError("no \(sheetName) sheet") }
            let sheetGame = try database.createGame(title: "\(title) night", sheet: sheet)
            let plainGame = try database.createGame(title: "\(title) by hand", rules: sheet.sheet.rules)
            for index in 0..<count {
                let player = try database.addPlayer(gameID: sheetGame.id, name: "Player \(index + 1)")
                for entry in entries { try database.enterSheet(gameID: sheetGame.id, playerID: player.id, entry) }
                // The twin is kept by hand change for change: each entry's points as a score change.
                let twin = try database.addPlayer(gameID: plainGame.id, name: "Player \(index + 1)")
                let amounts = try database.export(gameIDs: [sheetGame.id]).games.first?.history
                    .filter { $0.playerID == player.id.lowercasedString && !$0.undone }.map(\.amount) ?? []
                for amount in amounts where amount != 0 { try database.changeScore(playerID: twin.id, by: amount) }
            }
            _ = try database.finishGame(id: sheetGame.id)
            _ = try database.finishGame(id: plainGame.id)
            var sheetFrames: [Double] = [], plainFrames: [Double] = [], tallies: [Double] = []
            var sheetShows: [Double] = [], plainShows: [Double] = []
            for run in 0..<runs {
                let frames = try MainActor.assumeIsolated {
                    try firstFrames(database: database, sheetTitle: sheetGame.title, secondFirst: run % 2 == 1)
                }
                sheetFrames.append(frames.sheet)
                plainFrames.append(frames.plain)
                let start = ContinuousClock.now
                _ = try database.fetchSheetTally(gameID: sheetGame.id)?.sheets
                tallies.append((ContinuousClock.now - start).seconds)
                sheetShows.append(try ProcessTiming.secondsToExit(executable, ["game", "show", sheetGame.id.lowercasedString, "--db", file.path]))
                plainShows.append(try ProcessTiming.secondsToExit(executable, ["game", "show", plainGame.id.lowercasedString, "--db", file.path]))
            }
            print("  \(title), \(count) players, \(entries.count) entries each:")
            print("    Enter to the first frame, sheet game: \(ms(PeopleBench.median(sheetFrames))); plain game: \(ms(PeopleBench.median(plainFrames))); "
                  + "ratio \(String(format: "%.2f", PeopleBench.median(sheetFrames) / PeopleBench.median(plainFrames)))")
            print("    the sheet scored (read after the first frame, what t shows): \(ms(PeopleBench.median(tallies)))")
            print("    game show (process), sheet game: \(ms(PeopleBench.median(sheetShows))); plain game: \(ms(PeopleBench.median(plainShows))); "
                  + "ratio \(String(format: "%.2f", PeopleBench.median(sheetShows) / PeopleBench.median(plainShows)))")
        }
    }

    /// Enter on each of the file's two games (the sheet game and its plain twin; the list's second
    /// first on every other run, so neither always goes first) to the first frame with its
    /// standings, through the store as the interface runs it.
    @MainActor
    static func firstFrames(database: AppDatabase, sheetTitle: String, secondFirst: Bool) throws -> (sheet: Double, plain: Double) {
        let app = AppModel(database: database, size: TerminalSize(columns: 100, rows: 30), photos: .unused, workingDirectory: "/tmp")
        app.start()
        defer { app.stop() }
        var sheet: Double?, plain: Double?
        for index in secondFirst ? [1, 0] : [0, 1] {
            app.handle(.key(.character(index == 1 ? "j" : "k")))
            let start = ContinuousClock.now
            app.handle(.key(.enter))
            guard let game = app.game, game.hasLoaded else { throw BenchError("the game did not open at once") }
            _ = render(app, size: app.size)
            let seconds = (ContinuousClock.now - start).seconds
            if game.game?.game.title == sheetTitle { sheet = seconds } else { plain = seconds }
            app.handle(.key(.escape))
        }
        guard let sheet, let plain else { throw BenchError("both games were not opened") }
        return (sheet, plain)
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
}
