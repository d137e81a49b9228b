import Foundation
import ScorekeeperCore

/// `scorekeeper-bench sheets`: a finished 12-player Yahtzee and a finished 8-player bowling game,
/// each beside a plain game of the same players and totals, in one file. Times what the first
/// frame of each game reads (the standings; for a sheet game its sheet scored too) in process,
/// and `game show` as a process, both games in turns so the machine's drift falls on both alike.
/// Figures only: medians and the sheet game's ratio to its plain twin.
enum SheetBench {
    static let runs = 21

    static func report(executable: URL, directory: URL) throws {
        let file = directory.appendingPathComponent("sheets.sqlite")
        let database = try AppDatabase.open(DatabaseLocation(path: file.path, isDefault: false))
        let library = SheetLibrary.builtIn
        let yahtzeeEntries = ["ones 3", "twos 6", "threes 9", "fours 12", "fives 15", "sixes 18", "three-of-a-kind 22",
                              "four-of-a-kind 0", "full-house 25", "small-straight 30", "large-straight 0", "yahtzee 50", "chance 23",
                              "extra-yahtzees 1"]
        let bowlingFrames = ["X", "7/", "9 -", "X", "- 8", "8/", "- 6", "X", "X", "X 8 1"]
        let pairs = [("Yahtzee", 12, "yahtzee", yahtzeeEntries), ("Bowling", 8, "bowling", bowlingFrames)]
        print("Sheets: a finished game on a sheet beside a plain game of the same players and totals")
        for (title, count, sheetName, entries) in pairs {
            guard let sheet = library.first(where: { $0.sheet.name == sheetName }) else { throw BenchError("no \(sheetName) sheet") }
            let sheetGame = try database.createGame(title: "\(title) night", sheet: sheet)
            let plainGame = try database.createGame(title: "\(title) by hand", rules: sheet.sheet.rules)
            for index in 0..<count {
                let player = try database.addPlayer(gameID: sheetGame.id, name: "Player \(index + 1)")
                for entry in entries { try database.enterSheet(gameID: sheetGame.id, playerID: player.id, entry) }
                let total = try database.fetchPlayer(id: player.id)?.score ?? 0
                try database.addPlayer(gameID: plainGame.id, name: "Player \(index + 1)", score: total)
            }
            _ = try database.finishGame(id: sheetGame.id)
            _ = try database.finishGame(id: plainGame.id)
            var sheetReads: [Double] = [], plainReads: [Double] = [], sheetShows: [Double] = [], plainShows: [Double] = []
            for _ in 0..<runs {
                var start = ContinuousClock.now
                _ = try database.fetchStandings(gameID: sheetGame.id)
                _ = try database.fetchSheetTally(gameID: sheetGame.id)?.sheets
                sheetReads.append((ContinuousClock.now - start).seconds)
                start = ContinuousClock.now
                _ = try database.fetchStandings(gameID: plainGame.id)
                plainReads.append((ContinuousClock.now - start).seconds)
                sheetShows.append(try time(executable, ["game", "show", sheetGame.id.lowercasedString, "--db", file.path]))
                plainShows.append(try time(executable, ["game", "show", plainGame.id.lowercasedString, "--db", file.path]))
            }
            print("  \(title), \(count) players, \(entries.count) entries each:")
            print("    first frame's reads, sheet game:  \(ms(median(sheetReads))); plain game: \(ms(median(plainReads))); "
                  + "ratio \(String(format: "%.2f", median(sheetReads) / median(plainReads)))")
            print("    game show (process), sheet game: \(ms(median(sheetShows))); plain game: \(ms(median(plainShows))); "
                  + "ratio \(String(format: "%.2f", median(sheetShows) / median(plainShows)))")
        }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

    /// Seconds from starting `executable` to its exit.
    static func time(_ executable: URL, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("\(arguments.joined(separator: " ")) failed") }
        return (ContinuousClock.now - start).seconds
    }
}
