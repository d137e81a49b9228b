import Foundation
import GRDB
import ScorekeeperStore

/// One line of the Tournaments screen: the tournament, how many entered, and how far play is.
public struct TournamentRow: Identifiable, Equatable, Sendable {
    public var tournament: Tournament
    public var entrants: Int
    /// "round 2 of 5", "not started", "finished": worked out once, from the whole state.
    public var progress: String

    public var id: Tournament.ID { tournament.id }

    /// Every tournament, newest first, each read whole in the caller's transaction (the progress
    /// needs the rounds and their outcomes; a file holds a handful of tournaments).
    static func all(_ db: Database) throws -> [TournamentRow] {
        try AppDatabase.tournaments(db).compactMap { tournament in
            guard let snapshot = try AppDatabase.tournamentSnapshot(db, id: tournament.id) else { return nil }
            return TournamentRow(tournament: tournament, entrants: snapshot.state.entries.count,
                                 progress: TournamentProgress.text(snapshot.state))
        }
    }
}

/// How far a tournament is, in the words every surface uses (the list, its screen, the watch).
public enum TournamentProgress {
    /// The rounds it will play: those set when it was made, else a round robin's own count;
    /// nil for a Swiss or a bracket left open (it ends when the organiser stops pairing).
    public static func plannedRounds(_ state: TournamentState) -> Int? {
        if let planned = state.settings.plannedRounds { return planned }
        guard state.settings.format == .roundRobin, state.entries.count >= 2 else { return nil }
        return BergerTable(entrants: state.entries.count, cycles: state.settings.cycles).roundCount
    }

    /// "finished", "not started", "round 2 of 5" (or "round 2" with no end set); "round 2 of 5 ·
    /// in conflict" while the round's pairings contend ("· round 1 in conflict" for an earlier one).
    public static func text(_ state: TournamentState) -> String {
        let conflicts = state.conflicts.map(\.round)
        let note = conflicts.isEmpty ? "" : conflicts == [state.currentRound] ? " · in conflict"
            : " · " + conflicts.map { "round \($0)" }.joined(separator: ", ") + " in conflict"
        if state.isFinished { return "finished" + note }
        return roundText(state.currentRound, of: state) + note
    }

    /// "round 2 of 5", "round 2", or "not started" for round 0.
    public static func roundText(_ round: Int, of state: TournamentState) -> String {
        guard round > 0 else { return "not started" }
        if let planned = plannedRounds(state) { return "round \(round) of \(planned)" }
        return "round \(round)"
    }
}
