import Foundation
import GRDB
import ScorekeeperStore
import ScorekeeperTerminal
import ScorekeeperUI
import Testing
import TestSupport

/// The game screen reads its standings incrementally after each change (`StandingsReader`, which
/// decodes only new players, then `GameStandings.updated`, which moves only those who changed).
/// Random games, small and large, are played a write at a time; after every write the
/// incremental read must equal a full read (`AppDatabase.standings`) in the same transaction, and
/// the game screen following the file must settle on exactly the full read's standings and order.
@Suite("Incremental standings agree with a full read (StandingsAgreement)", .timeLimit(.minutes(20)))
struct IncrementalStandingsAgreementTests {
    static let trials = 6

    @Test("The incremental read and the game screen agree with a full read after every write", arguments: 0..<trials)
    @MainActor func incrementalAgrees(trial: Int) async throws {
        let seed = SeededRandom.baseSeed &+ UInt64(trial) &* 6_151
        var random = SeededRandom(seed: seed)
        let folder = try TemporaryFolder("incremental-standings")
        let database = try AppDatabase.open(DatabaseLocation(path: folder.file("standings.sqlite"), isDefault: false))
        let game = try database.createGame(title: "Trial", rules: RandomGame.randomRules(&random))
        // Small games, and games large enough that one change moves one player among many.
        var players: [Player.ID] = []
        for index in 0..<[3, 12, 150][trial % 3] {
            players.append(try database.addPlayer(gameID: game.id, name: RandomGame.names[index % RandomGame.names.count],
                                                  score: Int.random(in: -2...8, using: &random)).id)
        }
        let reader = StandingsReader(gameID: game.id)
        let app = AppModel(database: database, size: TerminalSize(columns: 100, rows: 30), photos: .live,
                           workingDirectory: NSTemporaryDirectory())
        app.start()
        defer { app.stop() }
        app.handle(.key(.enter))
        guard let screen = app.game, screen.hasLoaded else { throw SurfaceError("the game did not open") }

        func full() throws -> GameStandings? { try database.read { db in try AppDatabase.standings(db, gameID: game.id) } }
        for step in 0..<120 {
            try Self.randomWrite(database, game: game.id, players: &players, random: &random)
            let (expected, incremental) = try database.read { db -> (GameStandings?, GameStandings?) in
                guard let current = try Game.fetchOne(db, id: game.id) else { return (nil, nil) }
                return (try AppDatabase.standings(db, gameID: game.id), try reader.standings(db, game: current))
            }
            guard incremental == expected else {
                Issue.record("seed \(seed) (trial \(trial)), step \(step): the incremental read differs from a full read")
                return
            }
            // The screen follows: now and then it is given time to settle, and must agree.
            if step % 10 == 9 || step == 119 {
                let target = try full()
                _ = await waitUntil { screen.standings == target }
                #expect(screen.standings == target, "seed \(seed) (trial \(trial)), step \(step): the game screen's standings differ")
                #expect(screen.players.map(\.id) == target?.players(in: screen.order).map(\.id),
                        "seed \(seed) (trial \(trial)), step \(step): the game screen's order differs")
            }
        }
    }

    /// One write as the interface or another program makes them (a finished game refuses most): mostly score changes, then
    /// undo and redo, corrections, rounds, players joining, renamed, leaving, photos, the rules.
    static func randomWrite(_ database: AppDatabase, game: Game.ID, players: inout [Player.ID], random: inout SeededRandom) throws {
        let roll = Int.random(in: 0..<100, using: &random)
        guard let player = players.randomElement(using: &random) else {
            if let added = try? database.addPlayer(gameID: game, name: RandomGame.names.randomElement(using: &random)!) {
                players.append(added.id)
            }
            return
        }
        switch roll {
        case 0..<40: _ = try? database.changeScore(playerID: player, by: [-1, 1, 1, 2, 5].randomElement(using: &random)!)
        case 40..<45: try? database.setScore(playerID: player, to: Int.random(in: -2...10, using: &random))
        case 45..<50: _ = try? database.undo(gameID: game)
        case 50..<53: _ = try? database.redo(gameID: game)
        case 53..<58:
            if let change = try database.fetchHistory(gameID: game, limit: 20).randomElement(using: &random) {
                if Bool.random(using: &random) {
                    _ = try? database.correctChange(id: change.id, amount: Int.random(in: -3...6, using: &random))
                } else {
                    _ = try? database.deleteChange(id: change.id)
                }
            }
        case 58..<62: _ = try? database.nextRound(gameID: game)
        case 62..<68:
            if let added = try? database.addPlayer(gameID: game, name: RandomGame.names.randomElement(using: &random)!,
                                                   score: Int.random(in: -2...8, using: &random)) {
                players.append(added.id)
            }
        case 68..<74: try? database.renamePlayer(id: player, name: RandomGame.names.randomElement(using: &random)!)
        case 74..<78 where players.count > 1:
            if (try? database.deletePlayer(id: player, reclaimingSpace: false)) != nil { players.removeAll { $0 == player } }
        case 78..<82: try? database.savePhoto(playerID: player, imageData: Data([0xFF, 0xD8, UInt8(roll)]), thumbnailData: nil)
        case 82..<85: try? database.removePhoto(playerID: player, reclaimingSpace: false)
        case 85..<89: try? database.finishGame(id: game)
        case 89..<94: try? database.reopenGame(id: game)
        default: try? database.setRules(gameID: game, RandomGame.randomRules(&random))
        }
    }
}
