import Foundation
import TestSupport

/// The command-line side of the shared-file soak: loops of real `scorekeeper` processes on one
/// database, each recording what its commands reported done (and only that), and the reads the
/// final checks make. Each loop runs on a thread of its own until `running` says stop or it has
/// run `maximumCommands`.
struct SoakCommands: Sendable {
    let binary: String
    let database: String
    /// Where the children's output files go: not the database's folder, which the picker lists.
    let outputFolder: String

    /// At most this many commands per loop, whatever the timing.
    static let maximumCommands = 50_000

    /// Runs `scorekeeper ARGUMENTS --db DATABASE` to its end (60 s at most: only a hung process
    /// gets there, far beyond the busy timeout).
    func run(_ arguments: [String]) throws -> ProcessOutcome {
        try ChildProcess.run(binary, arguments + ["--db", database], outputFolder: outputFolder, timeout: .seconds(60))
    }

    /// "player score ... exited 1: ...", for the failures' list.
    static func failure(_ arguments: [String], _ outcome: ProcessOutcome) -> String {
        "\(arguments.joined(separator: " ")): \(outcome)"
    }

    // MARK: Loops

    /// What one `player score` loop saw done.
    struct ScoreLoop: Sendable {
        var player: String
        /// The amount of each change whose command exited 0.
        var increments: [Int] = []
        /// The score each of those printed.
        var printedScores: [Int] = []
        var failures: [String] = []
    }

    /// `player score PLAYER --game GAME --by N` again and again, N from 1 to 9.
    func scoreLoop(player: String, game: String, seed: UInt64, while running: @Sendable () -> Bool) throws -> ScoreLoop {
        var random = SeededRandom(seed: seed)
        var loop = ScoreLoop(player: player)
        for _ in 0..<Self.maximumCommands {
            guard running() else { break }
            let amount = Int.random(in: 1...9, using: &random)
            let arguments = ["player", "score", player, "--game", game, "--by", String(amount)]
            let outcome = try run(arguments)
            if outcome.exitCode == 0, let printed = Int(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) {
                loop.increments.append(amount)
                loop.printedScores.append(printed)
            } else {
                loop.failures.append(Self.failure(arguments, outcome))
            }
        }
        return loop
    }

    /// One round a `round add` reported recorded.
    struct Round: Sendable {
        var number: Int
        var points: [String: Int]
    }

    /// What the `round add` loop saw done.
    struct RoundLoop: Sendable {
        var rounds: [Round] = []
        var failures: [String] = []
    }

    /// The part of `round add --json` (the game as `game show --json` prints it) the loop reads.
    private struct ShownGame: Decodable {
        var currentRound: Int
    }

    /// `round add GAME P=n Q=m --json` again and again, points from 1 to 20 (a round of 0 would
    /// record no change to look for). The round recorded is the one before the game's new current
    /// round: the game has no last round, so every add starts the next.
    func roundLoop(game: String, players: [String], seed: UInt64, while running: @Sendable () -> Bool) throws -> RoundLoop {
        var random = SeededRandom(seed: seed)
        var loop = RoundLoop()
        for _ in 0..<Self.maximumCommands {
            guard running() else { break }
            var points: [String: Int] = [:]
            for player in players { points[player] = Int.random(in: 1...20, using: &random) }
            let arguments = ["round", "add", game] + players.map { "\($0)=\(points[$0]!)" } + ["--json"]
            let outcome = try run(arguments)
            if outcome.exitCode == 0, let shown = try? JSONDecoder().decode(ShownGame.self, from: Data(outcome.standardOutput.utf8)) {
                loop.rounds.append(Round(number: shown.currentRound - 1, points: points))
            } else {
                loop.failures.append(Self.failure(arguments, outcome))
            }
        }
        return loop
    }

    /// What the loop of killed writers saw.
    struct KillLoop: Sendable {
        /// Writers that got SIGKILL before they ended: whether their change landed is unknowable.
        var killed = 0
        /// Writers that ended, with status 0, before their kill came: each added 1.
        var completed = 0
        var failures: [String] = []
    }

    /// `player score PLAYER --game GAME --by 1`, each one sent SIGKILL after a random 10 to 400 ms:
    /// some die starting, some while writing, some finish first.
    func killLoop(player: String, game: String, seed: UInt64, while running: @Sendable () -> Bool) throws -> KillLoop {
        var random = SeededRandom(seed: seed)
        var loop = KillLoop()
        let arguments = ["player", "score", player, "--game", game, "--by", "1", "--db", database]
        for _ in 0..<Self.maximumCommands {
            guard running() else { break }
            let child = try ChildProcess(executable: binary, arguments: arguments, outputFolder: outputFolder)
            let delay = Duration.milliseconds(Int.random(in: 10...400, using: &random))
            let outcome = child.wait(timeout: .seconds(60), killAt: ContinuousClock.now + delay)
            if outcome.timedOut {
                loop.failures.append(Self.failure(arguments, outcome))
            } else if outcome.termination == .signaled(SIGKILL) {
                loop.killed += 1
            } else if outcome.exitCode == 0 {
                loop.completed += 1
            } else {
                loop.failures.append(Self.failure(arguments, outcome))
            }
        }
        return loop
    }

    /// What the sync loop saw.
    struct SyncLoop: Sendable {
        var succeeded = 0
        var failures: [String] = []
    }

    /// `sync COPY` from the database, then `sync DATABASE` from the copy, in turn.
    func syncLoop(copy: String, while running: @Sendable () -> Bool) throws -> SyncLoop {
        let fromCopy = SoakCommands(binary: binary, database: copy, outputFolder: outputFolder)
        var loop = SyncLoop()
        for index in 0..<Self.maximumCommands {
            guard running() else { break }
            let (side, other) = index.isMultiple(of: 2) ? (self, copy) : (fromCopy, database)
            let outcome = try side.run(["sync", other])
            if outcome.exitCode == 0 {
                loop.succeeded += 1
            } else {
                loop.failures.append(Self.failure(["sync", other, "--db", side.database], outcome))
            }
        }
        return loop
    }

    /// What the backup and export loop saw.
    struct BackupLoop: Sendable {
        var backups = 0
        var exports = 0
        /// The newest backup, kept for the final integrity check (older ones are removed as it goes).
        var lastBackup: String?
        var failures: [String] = []
    }

    /// `backup` to a new file, then `export --all` to a new file, in turn; each export must be JSON.
    func backupLoop(into folder: TemporaryFolder, while running: @Sendable () -> Bool) throws -> BackupLoop {
        var loop = BackupLoop()
        var lastExport: String?
        for index in 0..<Self.maximumCommands {
            guard running() else { break }
            let backup = folder.file("backup-\(index).sqlite")
            let backedUp = try run(["backup", backup])
            if backedUp.exitCode == 0 {
                loop.backups += 1
                if let previous = loop.lastBackup { try? FileManager.default.removeItem(atPath: previous) }
                loop.lastBackup = backup
            } else {
                loop.failures.append(Self.failure(["backup", backup], backedUp))
            }
            let export = folder.file("export-\(index).json")
            let exported = try run(["export", "--all", "--output", export])
            if exported.exitCode == 0, let data = FileManager.default.contents(atPath: export),
               (try? JSONSerialization.jsonObject(with: data)) != nil {
                loop.exports += 1
                if let previous = lastExport { try? FileManager.default.removeItem(atPath: previous) }
                lastExport = export
            } else {
                loop.failures.append(Self.failure(["export", "--all", "--output", export], exported))
            }
        }
        return loop
    }

    // MARK: Reads

    /// A player as `player list --json` prints it.
    struct ListedPlayer: Decodable, Sendable {
        var name: String
        var score: Int
    }

    /// The players of `game`, read by a fresh process.
    func players(_ game: String) throws -> [ListedPlayer] {
        let outcome = try run(["player", "list", game, "--json"])
        guard outcome.exitCode == 0 else { throw SoakReadError(description: "player list \(game): \(outcome)") }
        return try JSONDecoder().decode([ListedPlayer].self, from: Data(outcome.standardOutput.utf8))
    }

    /// A score change as `history show --json` prints it.
    struct Change: Decodable, Sendable {
        var playerName: String
        var amount: Int
        var round: Int?
        var undone: Bool
    }

    /// Every score change of `game`, read by a fresh process.
    func history(_ game: String) throws -> [Change] {
        let outcome = try run(["history", "show", game, "--json"])
        guard outcome.exitCode == 0 else { throw SoakReadError(description: "history show \(game): \(outcome)") }
        return try JSONDecoder().decode([Change].self, from: Data(outcome.standardOutput.utf8))
    }
}

/// A final read that failed.
struct SoakReadError: Error, CustomStringConvertible {
    var description: String
}
