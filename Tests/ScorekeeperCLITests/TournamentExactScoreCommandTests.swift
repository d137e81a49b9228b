import Foundation
import Testing
import TestSupport

/// A tables event counting the game's own score, run as the real binary with scores near the
/// 64-bit limits: every score counts exactly as the table game holds it, in the standings, their
/// Buchholz, the text and the JSON; only what 64 bits cannot hold is refused, saying so.
@Suite struct TournamentExactScoreCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    /// The sentence every refusal of a score ends with.
    static let limit = "A score is a whole number from \(Int64.min) to \(Int64.max)."

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("big.sqlite")
    }

    func json(_ arguments: String...) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: result.stdoutData)
    }

    /// Every round's tables as `show --json` has them: seats by name, the table game's title.
    func tables(round: Int) throws -> [(seats: [String], game: String?, result: String?)] {
        let shown = try #require(try json("tournament", "show", "Big", "--json") as? [String: Any])
        let rounds = try #require(shown["rounds"] as? [[String: Any]])
        let tables = try #require(rounds.first { $0["number"] as? Int == round }?["tables"] as? [[String: Any]])
        return tables.map { (($0["seats"] as? [String]) ?? [], $0["game"] as? String, $0["result"] as? String) }
    }

    /// Three rounds of two tables of three, each table's scores typed near the 64-bit limits, under
    /// Buchholz and progressive score: the standings are what adding the scores up exactly gives.
    @Test func scoresNearTheLimitsCountExactlyOverRoundsAndInTheBuchholz() throws {
        try ok("tournament", "add", "Big", "--format", "tables", "--table-size", "3", "--points", "score", "--rounds", "3",
               "--tiebreaks", "BH,PS")
        try ok("tournament", "join", "Big", "Ann", "Bo", "Cy", "Di", "Eve", "Fay")
        var played: [[(seats: [String], scores: [Int64])]] = []
        for round in 1...3 {
            try ok("tournament", "pair", "Big")
            var tables: [(seats: [String], scores: [Int64])] = []
            for (index, table) in try self.tables(round: round).enumerated() {
                // Near the top, at the bottom, and a quarter of the way: sums leave 64 bits at once.
                // Two near the top and one far below: anyone at the top twice in three rounds
                // (someone is: four of the six seats a round) passes 64 bits.
                let scores: [Int64] = [.max - Int64(round + index), .min / 4 + Int64(round), .max - Int64(2 * round)]
                let entered = try ok(["tournament", "result", "Big", String(index + 1), "scores"] + scores.map(String.init))
                #expect(entered.contains("scores " + scores.map(String.init).joined(separator: " ")), "\(entered)")
                tables.append((table.seats, scores))
            }
            played.append(tables)
        }

        // The oracle: totals, Buchholz (each round's tablemates' totals) and progressive score, in 128 bits.
        var total: [String: Int128] = [:], buchholz: [String: Int128] = [:], progressive: [String: Int128] = [:]
        var running: [String: Int128] = [:]
        for tables in played {
            for table in tables { for (name, score) in zip(table.seats, table.scores) { total[name, default: 0] += Int128(score) } }
        }
        for tables in played {
            for table in tables {
                for (name, score) in zip(table.seats, table.scores) {
                    buchholz[name, default: 0] += table.seats.filter { $0 != name }.reduce(Int128(0)) { $0 + total[$1]! }
                    running[name, default: 0] += Int128(score)
                    progressive[name, default: 0] += running[name]!
                }
            }
        }
        #expect(total.values.contains { $0 > Int128(Int64.max) } && buchholz.values.contains { $0 > Int128(Int64.max) },
                "sums past 64 bits, or the test shows nothing")

        let standings = try #require(try json("tournament", "standings", "Big", "--json") as? [[String: Any]])
        #expect(standings.count == 6)
        for line in standings {
            let name = try #require(line["name"] as? String)
            let tieBreaks = try #require(line["tieBreaks"] as? [String: String])
            #expect(line["points"] as? String == String(total[name]!), "\(name)")
            #expect(tieBreaks["BH"] == String(buchholz[name]!), "\(name)")
            #expect(tieBreaks["PS"] == String(progressive[name]!), "\(name)")
        }
        // Highest first, then the larger Buchholz, the larger progressive score, the pairing number (by name).
        let order = total.keys.sorted { a, b in
            let left = (total[a]!, buchholz[a]!, progressive[a]!), right = (total[b]!, buchholz[b]!, progressive[b]!)
            return left != right ? left > right : a < b
        }
        #expect(standings.map { $0["name"] as? String } == order)
        // The text says the same numbers.
        let text = try ok("tournament", "standings", "Big")
        for name in total.keys {
            let line = try #require(text.split(separator: "\n").first { $0.contains(" \(name) ") })
            #expect(line.contains(String(total[name]!)) && line.contains(String(buchholz[name]!)), "\(line)")
        }
    }

    /// The table game's own scores (5000000000, -7, 1000000001) reach the standings as they are.
    @Test func aFinishedTableGamesScoresCountAsTheGameHoldsThem() throws {
        try ok("tournament", "add", "Big", "--format", "tables", "--table-size", "3", "--points", "score")
        try ok("tournament", "join", "Big", "Ann", "Bo", "Cy")
        try ok("tournament", "pair", "Big")
        let table = try #require(try tables(round: 1).first)
        let game = try #require(table.game)
        let scores: [Int64] = [5_000_000_000, -7, 1_000_000_001]
        for (name, score) in zip(table.seats, scores) { try ok("player", "score", game, name, "--to", String(score)) }
        try ok("game", "finish", game)
        let standings = try #require(try json("tournament", "standings", "Big", "--json") as? [[String: Any]])
        let ranked = zip(table.seats, scores).sorted { $0.1 > $1.1 }
        #expect(standings.map { $0["name"] as? String } == ranked.map(\.0))
        #expect(standings.map { $0["points"] as? String } == ranked.map { String($0.1) })
        #expect(standings.map { $0["rank"] as? Int } == [1, 2, 3], "no tie at a cap")
        #expect(try ok("tournament", "show", "Big").contains("scores " + scores.map(String.init).joined(separator: " ")))

        // The game's own export carries the same scores.
        let exported = try #require(try json("export", game) as? [String: Any])
        let players = try #require(((exported["games"] as? [[String: Any]])?.first?["players"]) as? [[String: Any]])
        #expect(Set(players.compactMap { ($0["score"] as? NSNumber)?.int64Value }) == Set(scores))
    }

    /// A score past 64 bits is refused wherever it is typed, saying what and where, changing nothing.
    @Test func onlyWhat64BitsCannotHoldIsRefusedWithTheLimit() throws {
        try ok("tournament", "add", "Big", "--format", "tables", "--table-size", "3", "--points", "score")
        try ok("tournament", "join", "Big", "Ann", "Bo", "Cy")
        try ok("tournament", "pair", "Big")
        let game = try #require(try tables(round: 1).first?.game)

        let past = String(Int64.max) + "0"
        let refused = try run("tournament", "result", "Big", "1", "scores", past, "1", "2")
        #expect(refused.status != 0, "\(refused.stdout)")
        #expect(refused.stderr.contains("'\(past)' is not a score") && refused.stderr.contains(Self.limit), "\(refused.stderr)")
        let short = try run("tournament", "result", "Big", "1", "scores", "1", "2")
        #expect(short.status != 0 && short.stderr.contains("needs 3 scores") && short.stderr.contains("2 were given"), "\(short.stderr)")
        let word = try run("tournament", "result", "Big", "1", "scores", "1", "many", "2")
        #expect(word.status != 0 && word.stderr.contains("'many' is not a score"), "\(word.stderr)")
        #expect(try tables(round: 1).first?.result == nil, "nothing entered")

        // The least and the greatest 64-bit scores are scores.
        try ok("tournament", "result", "Big", "1", "scores", String(Int64.min), String(Int64.max), "0")
        #expect(try tables(round: 1).first?.result == "scores \(Int64.min) \(Int64.max) 0")

        // The table game's players: `player score` and `player add` say the same.
        for arguments in [["player", "score", game, "Ann", "--by", past], ["player", "score", game, "Ann", "--to", "-" + past],
                          ["player", "add", game, "Zed", "--score", past]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(result.status != 0 && result.stderr.contains(Self.limit), "\(arguments): \(result.stderr)")
        }
        // The entered result finished the game: taken back, it is scored again.
        try ok("tournament", "result", "Big", "1", "clear")
        #expect(try ok("player", "score", game, "Ann", "--to", String(Int64.min)) == String(Int64.min))
    }

    /// TRF-16 writes points in four columns ("99.5" at most): a report whose points need more
    /// is refused, naming who and the points, rather than written cut ("100." for 100).
    @Test func aReportsPointsPastItsColumnsAreRefusedNotCut() throws {
        try ok("tournament", "add", "Big", "--format", "swiss", "--points", "100,50,0", "--rounds", "1")
        try ok("tournament", "join", "Big", "Ann", "Bo")
        try ok("tournament", "pair", "Big")
        try ok("tournament", "result", "Big", "1", "1-0")
        let file = directory.file("big.trf")
        let refused = try run("tournament", "export", "Big", "--trf", file)
        #expect(refused.status != 0 && refused.stdout.isEmpty, "\(refused.stdout)")
        let winner = try #require(try tables(round: 1).first?.seats.first)
        #expect(refused.stderr.contains(winner) && refused.stderr.contains("100") && refused.stderr.contains("TRF-16"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try run("tournament", "export", "Big", "--trf").stdout.isEmpty)

        // Points that fit are written as ever.
        try ok("tournament", "add", "Small", "--format", "swiss", "--points", "99.5,1,0", "--rounds", "1")
        try ok("tournament", "join", "Small", "Ann", "Bo")
        try ok("tournament", "pair", "Small")
        try ok("tournament", "result", "Small", "1", "1-0")
        #expect(try ok("tournament", "export", "Small", "--trf").contains("99.5"))
    }
}
