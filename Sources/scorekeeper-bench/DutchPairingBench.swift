import Foundation
import ScorekeeperStore
import TestSupport

/// `scorekeeper-bench tournament` (or `dutch` alone), its pairing part: a 500-entrant, 9-round
/// Swiss with forfeits paired round by round by the Dutch engine (ratings from 2400 down,
/// results drawn from a seeded generator), each round cut as TRF-16 and paired from that file by
/// the engine and by bbpPairings, each in a child process measured alike (`ChildRun`: clock,
/// processor time, peak memory), board for board compared; then round 2 of a 2,000-entrant
/// Swiss the same way. bbpPairings is built from the source `BBP_PAIRINGS_SOURCE` names; without
/// it the engine's figures are printed alone with a line saying how to get it. Figures only, each
/// goal printed beside its figure.
enum DutchPairingBench {
    static let entrants = 500
    static let rounds = 9
    static let largeEntrants = 2_000
    /// How long one pairing may take, in seconds: `SCOREKEEPER_BENCH_DUTCH_SECONDS`, else 600.
    static let limit = Double(ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_DUTCH_SECONDS"] ?? "") ?? 600

    static func report() throws {
        print("Dutch pairing: a \(entrants)-entrant, \(rounds)-round Swiss with forfeits, each round paired from its TRF-16"
              + " by the engine and bbpPairings in child processes (clock, processor, peak memory)")
        let bbp: BBPPairings?
        switch BBPPairings.find() {
        case .success(let found): bbp = found
        case .failure(let reason):
            bbp = nil
            print("  bbpPairings comparison skipped: \(reason).")
            print("  Get it: \(BBPPairings.howToGet)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-dutch-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        print("  goals: each round at most bbpPairings' time (1.00x, judged on processor time: the cores may be shared),"
              + " peak memory within 2x of bbpPairings';"
              + " \(largeEntrants) entrants' round 2 under 60 s and 500 MB")
        var random = SeededRandom(seed: 2026)
        var entrants = (1...entrants).map { TournamentEntrant(startingRank: $0, name: "Entrant \($0)", rating: 2400 - $0) }
        for round in 1...rounds {
            let record = TournamentRecord(name: "Bench Dutch", plannedRounds: rounds, entrants: entrants)
            let boards: [[Int]]
            if round == 1 {
                // The first round has no history (the engine pairs it S1 against S2 at once); the
                // file of a round with none would also need the initial colour spelled out.
                let pairing = try DutchPairing(state: DutchRoundState(record: record, round: 1), initialColour: .white)
                boards = pairing.boards.map { [$0.white, $0.black] }
            } else {
                boards = try compare(record, round: round, folder: folder, bbp: bbp)
            }
            entrants = played(boards, in: entrants, random: &random)
        }
        // A larger field's round 2 (round 1 made as above).
        random = SeededRandom(seed: 2026)
        let large = (1...largeEntrants).map { TournamentEntrant(startingRank: $0, name: "Entrant \($0)", rating: 2800 - $0 / 4) }
        let first = TournamentRecord(name: "Bench Dutch Large", plannedRounds: rounds, entrants: large)
        let firstBoards = try DutchPairing(state: DutchRoundState(record: first, round: 1), initialColour: .white).boards
        let second = TournamentRecord(name: "Bench Dutch Large", plannedRounds: rounds,
                                      entrants: played(firstBoards.map { [$0.white, $0.black] }, in: large, random: &random))
        print("  \(largeEntrants) entrants:")
        _ = try compare(second, round: 2, folder: folder, bbp: bbp, large: true)
    }

    /// Writes `record` (the rounds before `round`) as TRF-16, pairs `round` from the file with
    /// the engine and bbpPairings, prints the line, and returns the engine's games (bbpPairings'
    /// when the engine did not finish). `large` judges the round by the large field's goal.
    static func compare(_ record: TournamentRecord, round: Int, folder: URL, bbp: BBPPairings?,
                        large: Bool = false) throws -> [[Int]] {
        let file = folder.appendingPathComponent("round-\(round)-\(record.entrants.count).trf")
        try TRF.write(record).write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("round-\(round)-\(record.entrants.count).engine.txt")
        try? FileManager.default.removeItem(at: output)
        let ours = try ChildRun.run(selfExecutable, ["dutch-pair", file.path, output.path], limit: limit)
        var line = String(format: "  round %d: engine %@", round, figures(ours))
        if ours.status != 0 { line += ours.status == nil ? String(format: " (stopped after %.0f s)", limit) : " (failed)" }
        let games = ours.status == 0 ? try BBPPairings.games(in: output) : []
        if large {
            let met = ours.status == 0 && ours.seconds < 60 && ours.peakMegabytes < 500
            line += met ? " (goal met)" : " (goal not met)"
        }
        guard let bbp else {
            print(line)
            return games
        }
        let theirs = try bbp.pair(trf: file, limit: limit)
        line += "; bbpPairings " + figures(theirs.run)
        if theirs.run.status != 0 { line += theirs.run.status == nil ? String(format: " (stopped after %.0f s)", limit) : " (failed)" }
        if ours.status == 0 && theirs.run.status == 0 {
            let agree = Set(theirs.games) == Set(games)
            line += String(format: "; time %.2fx (processor %.2fx), memory %.2fx; %@", ours.seconds / theirs.run.seconds,
                           ours.cpuSeconds / theirs.run.cpuSeconds, ours.peakMegabytes / theirs.run.peakMegabytes,
                           agree ? "every board the same, colours too"
                               : "boards differ (\(Set(games).subtracting(theirs.games).count) of \(games.count))")
            if !large {
                let fast = ours.cpuSeconds <= theirs.run.cpuSeconds, small = ours.peakMegabytes <= 2 * theirs.run.peakMegabytes
                line += "; goals: time \(fast ? "met" : "not met"), memory \(small ? "met" : "not met")"
            }
        }
        print(line)
        // A round the engine did not finish goes on with bbpPairings' games, so the next rounds
        // still have a history to pair.
        return ours.status == 0 ? games : theirs.games
    }

    /// A child run's clock, processor time and peak memory.
    static func figures(_ run: ChildRun) -> String {
        String(format: "%.2f s (processor %.2f s), peak %.0f MB", run.seconds, run.cpuSeconds, run.peakMegabytes)
    }

    /// This benchmark's own program, for the engine's child runs.
    static var selfExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// `scorekeeper-bench dutch-pair TRF OUT`: pairs the round after the last one in the TRF-16
    /// file with the Dutch engine and writes the pairs as bbpPairings does (their count, then
    /// white and black a line, the bye against 0).
    static func pairFile(_ path: String, output: String) throws {
        let record = try TRF.read(String(contentsOfFile: path, encoding: .utf8))
        let pairing = try DutchPairing(nextRoundOf: record)
        let lines = ["\(pairing.boards.count)"] + pairing.boards.map { "\($0.white) \($0.black)" }
        // Written in place, not atomically: an atomic write renames a new file over OUT, and OUT
        // given as /dev/null (to time the pairing alone) would be replaced by a regular file.
        try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: false, encoding: .utf8)
    }

    /// `entrants` with the games `boards` ([white, black], the bye against 0) played: one game
    /// in 20 forfeited (either side), the others white wins, draws and black wins equally likely;
    /// the bye a full point; each entrant's points stated as the file's points column.
    static func played(_ boards: [[Int]], in entrants: [TournamentEntrant], random: inout SeededRandom) -> [TournamentEntrant] {
        var entries: [Int: TournamentRoundEntry] = [:]
        for board in boards {
            guard board[1] != 0 else {
                entries[board[0]] = .bye(.pairingAllocatedBye)
                continue
            }
            let draw = random.next() % 60
            let (white, black): (TournamentResult, TournamentResult) =
                draw < 1 ? (.forfeitWin, .forfeitLoss) : draw < 3 ? (.forfeitLoss, .forfeitWin)
                : draw % 3 == 0 ? (.win, .loss) : draw % 3 == 1 ? (.loss, .win) : (.draw, .draw)
            entries[board[0]] = TournamentRoundEntry(opponent: board[1], colour: .white, result: white)
            entries[board[1]] = TournamentRoundEntry(opponent: board[0], colour: .black, result: black)
        }
        return entrants.map { entrant in
            var entrant = entrant
            let entry = entries[entrant.startingRank] ?? .absent
            entrant.rounds.append(entry)
            // bbpPairings refuses a file without each player's points, or with points the
            // results do not add up to.
            let won: Set<TournamentResult> = [.win, .forfeitWin, .pairingAllocatedBye]
            entrant.statedHalfPoints = (entrant.statedHalfPoints ?? 0) + (won.contains(entry.result) ? 2 : entry.result == .draw ? 1 : 0)
            return entrant
        }
    }
}
