import Foundation
import ScorekeeperStore

/// How the command line shows a tournament: a round's tables, the standings, and their JSON.
/// Names are sanitized here, the one place they reach the terminal from these commands.
enum TournamentOutput {
    /// The entry's name as every surface shows it ("Ann", "Ann (FIDE 1503014)" beside another
    /// Ann: `TournamentState.displayName`), made safe for the terminal.
    static func name(_ state: TournamentState, _ id: TournamentEntry.ID) -> String {
        Sanitized.text(state.entry(id).map(state.displayName(of:)) ?? "?")
    }

    /// A round's tables, one line each: "Table 1  Ann – Bo  1-0", then the byes.
    static func roundLines(_ snapshot: TournamentSnapshot, round number: Int) -> [String] {
        let state = snapshot.state
        guard let round = state.rounds.first(where: { $0.number == number }) else { return ["Round \(number) is not paired."] }
        var lines = ["Round \(number)" + (state.settings.plannedRounds.map { " of \($0)" } ?? "") + ":"]
        let width = String(round.tables.count).count
        for table in round.tables {
            let seats = table.seats.map { name(state, $0) }.joined(separator: state.settings.format.isTwoPerTable ? " – " : ", ")
            let number = String(repeating: " ", count: width - String(table.number).count) + String(table.number)
            var line = "  Table \(number)  \(seats)"
            if let outcome = table.outcome {
                line += "  \(outcome.text)" + (snapshot.isEnteredOverItsGame(table) ? " (entered)" : "")
            } else if let game = snapshot.games[table.id] {
                line += "  playing (" + game.scores.map { $0.map(String.init) ?? "–" }.joined(separator: "–") + ")"
            }
            lines.append(line)
        }
        for (entryID, result) in state.byesInOrder(round.byes) {
            lines.append("  Bye      \(name(state, entryID)) (\(byeText(result, state.settings.points)))")
        }
        return lines + pairingLines(snapshot, round: number)
    }

    /// A round's other pairings, when it has more than one: in conflict, each contending pairing
    /// with what was played at it and how to keep one; else the pairings set aside that were
    /// played at, and the games that hold it.
    static func pairingLines(_ snapshot: TournamentSnapshot, round number: Int) -> [String] {
        guard let pairings = snapshot.state.pairings(of: number) else { return [] }
        let name = snapshot.tournament.name
        if let conflict = pairings.conflictText {
            var lines = ["", "Conflict: \(conflict)"]
            for pairing in pairings.contenders {
                lines.append("  \(pairings.label(pairing))" + (pairing.id == pairings.counted?.id ? " (shown above)" : "") + ": "
                             + played(snapshot, pairings, pairing))
            }
            lines.append(keepOneHint(name, pairings))
            return lines
        }
        return setAsideLines(snapshot, pairings)
    }

    /// "Keep one: scorekeeper tournament resolve 'Div' 2 --keep 1 or 2".
    static func keepOneHint(_ name: String, _ pairings: TournamentRoundPairings) -> String {
        let numbers = pairings.contenders.compactMap { pairings.number(of: $0) }.map(String.init).joined(separator: " or ")
        return "Keep one: scorekeeper tournament resolve \(ShellWords.quoted(name)) \(pairings.round) --keep \(numbers)"
    }

    /// The pairings of a round set aside that were played at, with the games that hold it.
    static func setAsideLines(_ snapshot: TournamentSnapshot, _ pairings: TournamentRoundPairings) -> [String] {
        pairings.setAside.filter(\.isPlayed).map { pairing in
            let games = pairing.tables.filter { pairing.playedTables.contains($0.id) }.compactMap { snapshot.games[$0.id]?.title }
            return "Set aside: \(pairings.label(pairing)): " + played(snapshot, pairings, pairing)
                + (games.isEmpty ? "" : " (in " + games.map { "'\(Sanitized.text($0))'" }.joined(separator: ", ") + ")")
        }
    }

    /// What was played at a pairing, names sanitized.
    static func played(_ snapshot: TournamentSnapshot, _ pairings: TournamentRoundPairings, _ pairing: TournamentPairing) -> String {
        pairings.playedText(pairing, twoPerTable: snapshot.state.settings.format.isTwoPerTable,
                            name: { name(snapshot.state, $0) }, scores: { snapshot.games[$0]?.scores })
    }

    /// "1 point", "½ point", "no points": what a bye scored.
    static func byeText(_ result: TournamentResult, _ points: TournamentPoints) -> String {
        let kind = result == .pairingAllocatedBye ? "pairing bye" : result == .zeroPointBye ? "absent" : "bye"
        // Under game score a round not played scores the round's worst (`unplayedGameScore`).
        guard !points.isGameScore else { return "\(kind), the round's worst score" }
        return "\(kind), \(TournamentPoints.text(halfPoints: points.pointSystem.halfPoints(result)))"
    }

    /// The standings as a table: rank, name, points, then each tie-break by its code.
    static func printStandings(_ state: TournamentState) {
        let codes = state.settings.tieBreaks.map(\.code)
        let names = state.displayNames
        let rows = state.standings.map { standing -> [String] in
            let entry = state.entry(standing.entryID)
            let dropped = entry?.droppedAfterRound.map { " (dropped after round \($0))" } ?? ""
            // Still playing a round others finished: no rank until their score is in.
            let playing = standing.isPlaying ? " (playing)" : ""
            return [standing.isPlaying ? "–" : String(standing.rank), Sanitized.text(names[standing.entryID] ?? "?") + dropped + playing,
                    TournamentPoints.text(halfPoints: standing.points)]
                + standing.tieBreaks.map { $0?.description ?? "–" }
        }
        TableOutput.print(header: ["#", "NAME", "PTS"] + codes, rows: rows, rightAligned: Set([0, 2] + codes.indices.map { $0 + 3 }))
    }
}

/// `tournament list --json`: one tournament.
struct TournamentJSON: Encodable {
    var id: String
    var name: String
    var format: String
    var tableSize: Int
    var plannedRounds: Int?
    var points: String
    var tieBreaks: [String]
    var entrants: Int
    var round: Int
    var finished: Bool
    /// What its table games count as in statistics.
    var kind: String

    init(_ snapshot: TournamentSnapshot) {
        let tournament = snapshot.tournament
        id = tournament.id.lowercasedString
        name = tournament.name
        format = tournament.settings.format.rawValue
        tableSize = tournament.settings.tableSize
        plannedRounds = tournament.settings.plannedRounds
        points = tournament.settings.points.description
        tieBreaks = tournament.settings.tieBreaks.map(\.code)
        entrants = snapshot.state.entries.count
        round = snapshot.state.currentRound
        finished = snapshot.state.isFinished
        kind = tournament.kind
    }
}

/// `tournament show --json`: the tournament, every round's tables, the standings.
struct TournamentShowJSON: Encodable {
    struct Entrant: Encodable {
        var number: Int
        var name: String
        /// The FIDE ID an imported report gave them (it tells apart two of one name).
        var fideID: Int?
        var rating: Int?
        var firstRound: Int
        var droppedAfterRound: Int?
    }
    struct Table: Encodable {
        var number: Int
        var seats: [String]
        var result: String?
        /// Whether the result was entered by hand (it stands over the table game's).
        var entered: Bool
        var game: String?
        /// The table game's id (nil: none, as for a round imported from a report).
        var gameID: String?
        var finished: Bool?
        var scores: [Int?]?
    }
    struct Round: Encodable {
        var number: Int
        var tables: [Table]
        var byes: [String: String]
        /// Whether more than one pairing of the round contends (the organiser keeps one).
        var inConflict: Bool
        /// Every pairing, when the round has more than one (nil: one).
        var pairings: [Pairing]?
    }
    /// One pairing of a round with several: its number (what `tournament resolve --keep` takes),
    /// its stamp, whether it counts, contends or is set aside, what the organiser said of it.
    struct Pairing: Encodable {
        var number: Int
        /// Its id (what `tournament resolve --keep` also takes) and when it was made.
        var id: String
        var stamp: String
        var status: String
        var choice: String?
        var tables: [Table]
        var byes: [String: String]
    }
    struct Standing: Encodable {
        var rank: Int
        var name: String
        var points: String
        var tieBreaks: [String: String]
        var played: Int
        var wins: Int
        var draws: Int
        var losses: Int
        /// Whether their table still plays a round others finished (then `rank` only orders them
        /// after everyone ranked).
        var playing: Bool
    }
    var tournament: TournamentJSON
    var entrants: [Entrant]
    var rounds: [Round]
    /// The rounds in conflict, by number.
    var conflicts: [Int]
    var standings: [Standing]
    /// The round clock as it reads now (nil: no round time).
    var roundClock: RoundClockJSON?
    var why: [String]?

    /// The round clock: its time, and how it reads at the moment (`RoundClock.Reading`).
    struct RoundClockJSON: Encodable {
        var roundTime: Int
        var round: Int?
        var state: String?
        var remainingSeconds: Int?
        var overtimeSeconds: Int?
        var text: String?
    }

    init(_ snapshot: TournamentSnapshot, why: [String]?, now: Date) {
        let state = snapshot.state
        tournament = TournamentJSON(snapshot)
        roundClock = snapshot.tournament.roundClock.roundTime.map { roundTime in
            let reading = snapshot.tournament.roundClock.reading(currentRound: state.currentRound, finished: state.isFinished, at: now)
            return RoundClockJSON(roundTime: roundTime, round: reading?.round, state: reading?.state.rawValue,
                                  remainingSeconds: reading?.remainingSeconds, overtimeSeconds: reading?.overtimeSeconds, text: reading?.text)
        }
        entrants = state.entries.map {
            Entrant(number: $0.pairingNumber, name: $0.name, fideID: $0.fideID, rating: $0.rating, firstRound: $0.firstRound,
                    droppedAfterRound: $0.droppedAfterRound)
        }
        // Seats, byes and standings name entries as shown: two of one name stay apart (the
        // byes are keyed by it).
        let names = state.displayNames
        func name(_ id: TournamentEntry.ID) -> String { names[id] ?? "?" }
        func table(_ table: TournamentTable) -> Table {
            let game = snapshot.games[table.id]
            return Table(number: table.number, seats: table.seats.map(name), result: table.outcome?.text,
                         entered: snapshot.enteredByHand.contains(table.id),
                         game: game?.title, gameID: table.gameID?.lowercasedString, finished: game?.isFinished, scores: game?.scores)
        }
        func byes(_ byes: [TournamentEntry.ID: TournamentResult]) -> [String: String] {
            Dictionary(byes.map { (name($0.key), String($0.value.rawValue)) }, uniquingKeysWith: { first, _ in first })
        }
        rounds = state.rounds.map { round in
            let pairings = state.pairings(of: round.number)
            return Round(number: round.number, tables: round.tables.map(table), byes: byes(round.byes),
                         inConflict: pairings?.isInConflict ?? false,
                         pairings: pairings.map { pairings in
                             let contending = Set(pairings.contenders.map(\.id))
                             return pairings.pairings.map { pairing in
                                 Pairing(number: pairings.number(of: pairing) ?? 0, id: pairing.id, stamp: pairing.stamp,
                                         status: pairing.id == pairings.counted?.id ? "counted"
                                             : contending.contains(pairing.id) ? "contending" : "set aside",
                                         choice: pairing.choice?.rawValue, tables: pairing.tables.map(table), byes: byes(pairing.byes))
                             }
                         })
        }
        conflicts = state.conflicts.map(\.round)
        let codes = state.settings.tieBreaks.map(\.code)
        standings = state.standings.map { standing in
            Standing(rank: standing.rank, name: name(standing.entryID), points: TournamentPoints.text(halfPoints: standing.points),
                     tieBreaks: Dictionary(uniqueKeysWithValues: zip(codes, standing.tieBreaks).compactMap { code, value in
                         value.map { (code, $0.description) }
                     }),
                     played: standing.played, wins: standing.wins, draws: standing.draws, losses: standing.losses,
                     playing: standing.isPlaying)
        }
        self.why = why
    }
}
