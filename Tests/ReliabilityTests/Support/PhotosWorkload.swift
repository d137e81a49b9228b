import Foundation
import TestSupport

/// Crash workload for photos: `photo attach` of distinct JPEGs (0.2 to 4 MB, so a kill can land
/// while a blob is being written), interleaved with `player score --by 1` and a few
/// `photo remove --yes` (which also gives the space back), on three players of one game.
///
/// A photo row must hold exactly the bytes of a file attached to that player, with its
/// thumbnail, or not exist: a kill may lose only the change of the command it interrupted.
struct PhotosWorkload: CrashWorkload {
    /// One command of this workload and the change it makes.
    enum Step: Sendable, CustomStringConvertible {
        /// `photo attach` of pool photo `photo` to player `id`.
        case attach(id: String, photo: Int)
        case change(id: String)
        case remove(id: String)

        var description: String {
            switch self {
            case .attach(let id, let photo): return "photo attach \(id.prefix(8)) pool-\(photo).jpg"
            case .change(let id): return "player score \(id.prefix(8)) --by 1"
            case .remove(let id): return "photo remove \(id.prefix(8)) --yes"
            }
        }
    }

    /// A player as the model knows it: its score and which pool photo it has.
    struct Known: Equatable, Sendable {
        var score = 0
        var photo: Int?
    }

    /// The photos attachments come from; shared by every trial.
    let pool: [SamplePhoto]
    private(set) var gameID = ""
    private(set) var players: [String: Known] = [:]
    /// Each player's name, which `photo attach` and `photo remove` say when they are done.
    private(set) var names: [String: String] = [:]

    init(pool: [SamplePhoto]) {
        self.pool = pool
    }

    /// More than a score change or a removal writes to the log, less than the smallest photo.
    var largeWriteBytes: Int? { 64 * 1024 }

    mutating func prepare(_ run: ScorekeeperRun) throws {
        let game = try run(["game", "add", "Photo night"])
        guard game.exitCode == 0 else { throw SetupError(description: "game add: \(game)") }
        gameID = game.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        for name in ["Blob", "Blob Jr", "Blob Sr"] {
            let added = try run(["player", "add", gameID, name])
            guard added.exitCode == 0 else { throw SetupError(description: "player add: \(added)") }
            let id = added.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            players[id] = Known()
            names[id] = name
        }
    }

    mutating func next(using random: inout SeededRandom) -> (step: Step, arguments: [String]) {
        // Sorted, because dictionary order changes from run to run and the seed must replay.
        let ids = players.keys.sorted()
        let id = ids[Int.random(in: 0..<ids.count, using: &random)]
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 50 {
            let photo = Int.random(in: 0..<pool.count, using: &random)
            return (.attach(id: id, photo: photo), ["photo", "attach", id, pool[photo].path])
        }
        if roll < 60, players[id]?.photo != nil {
            return (.remove(id: id), ["photo", "remove", id, "--yes"])
        }
        return (.change(id: id), ["player", "score", id, "--by", "1"])
    }

    mutating func completed(_ step: Step, _ outcome: ProcessOutcome) -> String? {
        guard outcome.exitCode == 0, outcome.standardError.isEmpty else {
            return "\(step) failed: \(outcome)"
        }
        let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        switch step {
        case .attach(let id, let photo):
            let expected = "Attached the photo to \(names[id] ?? "?")."
            guard printed == expected else { return "\(step) printed \(printed.debugDescription), expected \(expected)" }
            players[id]!.photo = photo
        case .change(let id):
            let expected = players[id]!.score + 1
            guard printed == String(expected) else { return "\(step) printed \(printed), expected \(expected)" }
            players[id]!.score = expected
        case .remove(let id):
            let expected = "Removed the photo of \(names[id] ?? "?")."
            guard printed == expected else { return "\(step) printed \(printed.debugDescription), expected \(expected)" }
            players[id]!.photo = nil
        }
        return nil
    }

    /// A player's row with what its photo rows hold (the photo's bytes go to a file).
    private struct Row: Decodable {
        var id: String
        var score: Int
        var photoSize: Int?
        var hasThumbnail: Int
    }

    func check(_ database: String, inFlight: Step?, folder: TemporaryFolder) throws -> CrashCheck {
        var check = CrashCheck()
        let games = try SQLiteShell.run(database, "SELECT COUNT(*) FROM games WHERE id = '\(gameID)'", in: folder)
        if games.trimmingCharacters(in: .whitespacesAndNewlines) != "1" {
            check.problems.append("the game is gone")
        }

        // Each photo's bytes are written out by the sqlite3 shell and hashed by sha256sum, so
        // nothing of Scorekeeper's own reading is trusted.
        let exported = try TemporaryFolder("photos-check")
        let rows = try SQLiteShell.rows(database, """
            SELECT p.id AS id, p.score AS score,
                   CASE WHEN a.playerID IS NULL THEN NULL
                        ELSE writefile('\(exported.path)/' || p.id, a.imageData) END AS photoSize,
                   t.playerID IS NOT NULL AS hasThumbnail
            FROM players p
            LEFT JOIN playerAssets a ON a.playerID = p.id
            LEFT JOIN playerThumbnails t ON t.playerID = p.id
            WHERE p.gameID = '\(gameID)'
            """, as: Row.self, in: folder)
        let withPhotos = rows.filter { $0.photoSize != nil }
        let hashes = try SHA256Sum.of(withPhotos.map { exported.file($0.id) }, in: folder)
        let poolIndex = Dictionary(pool.enumerated().map { ($0.element.sha256, $0.offset) }, uniquingKeysWith: { first, _ in first })

        var actual: [String: Known] = [:]
        for row in rows {
            var known = Known(score: row.score)
            if let size = row.photoSize {
                let hash = hashes[exported.file(row.id)] ?? "(not hashed)"
                guard let index = poolIndex[hash] else {
                    // Neither a whole photo nor none: torn or mixed-up bytes.
                    check.problems.append("the photo of \(row.id.prefix(8)) is no attached file: \(size) bytes, SHA-256 \(hash)")
                    known.photo = Self.unknownPhoto
                    actual[row.id] = known
                    continue
                }
                known.photo = index
                if row.hasThumbnail == 0 {
                    // Every pool photo makes a thumbnail: a photo without one was saved by halves.
                    check.problems.append("the photo of \(row.id.prefix(8)) (pool-\(index).jpg) has no thumbnail")
                }
            }
            actual[row.id] = known
        }

        let before = actual == players
        let after = inFlight.map { matchesAfter($0, actual) } ?? false
        if inFlight == nil && !before {
            check.problems.append("database differs from the commands reported done: model \(describe(players)), database \(describe(actual))")
        } else if let inFlight, !before && !after {
            check.problems.append("database matches neither before nor after the killed \(inFlight): "
                                  + "model \(describe(players)), database \(describe(actual))")
        }
        check.inFlightCommitted = inFlight == nil || before == after ? nil : after

        // Carrying on: the next attach works on the recovered file.
        if let id = actual.keys.sorted().first {
            check.followUp = (["photo", "attach", id, pool[0].path], "Attached the photo to \(names[id] ?? "?").")
        }
        return check
    }

    /// True when `actual` is the model with `step` applied.
    private func matchesAfter(_ step: Step, _ actual: [String: Known]) -> Bool {
        var expected = players
        switch step {
        case .attach(let id, let photo): expected[id]?.photo = photo
        case .change(let id): expected[id]?.score += 1
        case .remove(let id): expected[id]?.photo = nil
        }
        return expected == actual
    }

    /// Stands for a photo whose bytes match no pool file (it never equals a model's photo).
    private static let unknownPhoto = -1

    private func describe(_ state: [String: Known]) -> String {
        state.sorted { $0.key < $1.key }
            .map { "\($0.key.prefix(8))=\($0.value.score)/\($0.value.photo.map { $0 == Self.unknownPhoto ? "unknown bytes" : "pool-\($0)" } ?? "no photo")" }
            .joined(separator: ", ")
    }
}
