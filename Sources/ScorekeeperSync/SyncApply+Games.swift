import Foundation
import ScorekeeperStore
import GRDB

// Merging games: each register by its stamp (SyncGame.merged), and the winners compared before
// and after, by GameStandings, the one truth about who wins.
extension AppDatabase {
    /// Adds the game, or merges it with this copy's.
    static func mergeGame(_ db: Database, _ incoming: SyncGame?) throws {
        guard let incoming else { return }
        if let local = try SyncGame.fetchOne(db, key: incoming.id) {
            let merged = local.merged(with: incoming)
            if merged != local { try merged.update(db) }
        } else {
            try incoming.insert(db)
        }
    }

    /// A game's winners at one moment.
    struct WinnerSnapshot {
        var title: String
        var finished: Bool
        var ids: [Player.ID]
        var names: [String]
    }

    static func winnerSnapshots<S: Sequence>(_ db: Database, games: S) throws -> [Game.ID: WinnerSnapshot] where S.Element == Game.ID {
        var snapshots: [Game.ID: WinnerSnapshot] = [:]
        for gameID in games {
            guard let game = try Game.fetchOne(db, id: gameID) else { continue }
            let winners = try standings(db, game: game, withRounds: false).winners
            snapshots[gameID] = WinnerSnapshot(title: game.title, finished: game.isFinished, ids: winners.map(\.id).sorted { $0.uuidString < $1.uuidString },
                                               names: winners.map(\.name))
        }
        return snapshots
    }

    /// The games (still there) whose winners are not the ones they had before the merge.
    static func winnerChanges(_ db: Database, before: [Game.ID: WinnerSnapshot]) throws -> [SyncOutcome.WinnersChange] {
        let after = try winnerSnapshots(db, games: before.keys)
        var changes: [SyncOutcome.WinnersChange] = []
        for (gameID, old) in before.sorted(by: { $0.key.lowercasedString < $1.key.lowercasedString }) {
            guard let new = after[gameID], new.ids != old.ids else { continue }
            let changed = try standings(db, gameID: gameID)?.resultChangedSinceFinish ?? false
            changes.append(SyncOutcome.WinnersChange(gameID: gameID, title: new.title, before: old.names, after: new.names,
                                                     finishedBefore: old.finished, finishedAfter: new.finished,
                                                     resultChangedSinceFinish: changed))
        }
        return changes
    }
}
