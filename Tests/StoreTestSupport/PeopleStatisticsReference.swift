import Foundation
import GRDB
@testable import ScorekeeperStore

/// The people statistics computed the plain, slow way: the oracle the store's one pass is checked against.
public enum PeopleStatisticsReference {
    /// The statistics as first written: plain maps of ids, every game and player read through
    /// their records. Slow, and plainly right: the oracle of the one pass.
    public static func statistics(_ db: Database, model: OpenSkill = OpenSkill()) throws -> PeopleStatistics {
        let allPeople = try Person.fetchAll(db, sql: #"SELECT * FROM "people""#)
        let mergedInto = Dictionary(uniqueKeysWithValues: allPeople.compactMap { person in person.mergedInto.map { (person.id.lowercasedString, $0.lowercasedString) } })
        func resolved(_ id: String) -> String {
            var current = id, steps = 0
            while let next = mergedInto[current], steps <= mergedInto.count { current = next; steps += 1 }
            return current
        }
        var figures: [String: PeopleStatistics.PersonFigures] = [:]
        for person in allPeople where person.mergedInto == nil { figures[person.id.lowercasedString] = .init(person: person) }

        let games = try Game.fetchAll(db, sql: #"SELECT * FROM "games" WHERE "finishedAt" IS NOT NULL ORDER BY "finishedAt", "id""#)
        var kindOf: [Game.ID: String] = [:]
        for row in try Row.fetchAll(db, sql: #"SELECT "id", "title", "kind" FROM "games" WHERE "finishedAt" IS NOT NULL"#) {
            if let id = Game.ID(uuidString: row["id"]) { kindOf[id] = AppDatabase.kind(stored: row["kind"], title: row["title"]) }
        }
        var rowsOfGame: [Game.ID: [PlayerRow]] = [:]
        var personOfPlayer: [Player.ID: String] = [:]
        let players = try Row.fetchCursor(db, sql: """
            SELECT "players".* FROM "players" JOIN "games" ON "games"."id" = "players"."gameID" WHERE "games"."finishedAt" IS NOT NULL
            """)
        while let row = try players.next() {
            let player = try Player(row: row)
            rowsOfGame[player.gameID, default: []].append(PlayerRow(player: player, hasPhoto: false))
            if let personID = row["personID"] as String? { personOfPlayer[player.id] = resolved(personID) }
        }

        struct KindAccumulator { var games = 0, wins = 0, total: Int128 = 0, best: Int?, worst: Int?, rules = GameRules() }
        var perKind: [String: [String: KindAccumulator]] = [:]
        var pairs: [String: [String: PeopleStatistics.HeadToHead]] = [:]
        var kindPlays: [String: (plays: Int, winningTotal: Int128, winningGames: Int, wins: [String: Int])] = [:]
        var ratings: [String: OpenSkill.Rating] = [:]
        var spelling: [String: String] = [:]
        var lengths: [String: [Int]] = [:]

        for game in games {
            let standings = GameStandings(game: game, rows: rowsOfGame[game.id] ?? [])
            // Kinds are one by their key; the latest game of a kind (finishing order) spells it.
            let text = kindOf[game.id] ?? AppDatabase.rematchBase(game.title)
            let kind = PersonName.key(text)
            spelling[kind] = text
            // A drawn game is nobody's win (the model's rule, `GameStandings.wonBy`).
            let winners = Set(standings.wonBy.map(\.id))
            // One entry per person: their best-placed player if they played twice.
            var entries: [(person: String, rank: Int, score: Int, won: Bool)] = []
            for standing in standings.players {
                guard let person = personOfPlayer[standing.id], figures[person] != nil else { continue }
                if let existing = entries.firstIndex(where: { $0.person == person }) {
                    if standing.rank < entries[existing].rank {
                        entries[existing] = (person, standing.rank, standing.player.score, winners.contains(standing.id))
                    }
                } else {
                    entries.append((person, standing.rank, standing.player.score, winners.contains(standing.id)))
                }
            }
            var summary = kindPlays[kind] ?? (0, 0, 0, [:])
            summary.plays += 1
            if let winner = standings.wonBy.first {
                summary.winningTotal += Int128(winner.score)
                summary.winningGames += 1
            }
            for entry in entries where entry.won { summary.wins[entry.person, default: 0] += 1 }
            kindPlays[kind] = summary
            // A game's length: the playing time its clock holds, for games whose clock ran.
            if game.clock.elapsed > 0 || game.clock.runningSince != nil {
                lengths[kind, default: []].append(game.clock.playTime(at: game.finishedAt ?? game.updatedAt))
            }
            for entry in entries {
                var person = figures[entry.person]!
                person.games += 1
                if entry.won {
                    person.wins += 1
                    person.streak += 1
                    person.longestStreak = max(person.longestStreak, person.streak)
                } else {
                    person.streak = 0
                }
                person.lastPlayed = game.finishedAt
                figures[entry.person] = person
                var accumulator = perKind[entry.person, default: [:]][kind] ?? KindAccumulator()
                accumulator.games += 1
                accumulator.wins += entry.won ? 1 : 0
                accumulator.total += Int128(entry.score)
                accumulator.rules = game.rules
                accumulator.best = accumulator.best.map { game.rules.ranksBefore(entry.score, $0) ? entry.score : $0 } ?? entry.score
                accumulator.worst = accumulator.worst.map { game.rules.ranksBefore($0, entry.score) ? entry.score : $0 } ?? entry.score
                perKind[entry.person, default: [:]][kind] = accumulator
                for other in entries where other.person != entry.person {
                    var record = pairs[entry.person, default: [:]][other.person]
                        ?? PeopleStatistics.HeadToHead(opponentID: Person.ID(uuidString: other.person)!, opponent: figures[other.person]!.person.name)
                    record.games += 1
                    if entry.rank < other.rank { record.ahead += 1 } else if entry.rank > other.rank { record.behind += 1 } else { record.tied += 1 }
                    pairs[entry.person, default: [:]][other.person] = record
                }
            }
            // Ratings: the game's finishing order, ties sharing a rank.
            if entries.count > 1 {
                let before = entries.map { ratings[$0.person] ?? model.initial }
                let after = model.rate(before, ranks: entries.map(\.rank))
                for (index, entry) in entries.enumerated() {
                    ratings[entry.person] = after[index]
                    figures[entry.person]!.ratingHistory.append(
                        .init(gameID: game.id, title: game.title, finishedAt: game.finishedAt ?? game.updatedAt, rating: after[index]))
                }
            }
        }
        var people: [PeopleStatistics.PersonFigures] = []
        for (id, var person) in figures {
            person.rating = ratings[id] ?? model.initial
            person.kinds = (perKind[id] ?? [:]).map { kind, value in
                PeopleStatistics.KindFigures(kind: spelling[kind]!, games: value.games, wins: value.wins,
                                             average: ScoreAverage(total: value.total, count: value.games), best: value.best ?? 0, worst: value.worst ?? 0)
            }.sorted { $0.kind.localizedStandardCompare($1.kind) == .orderedAscending }
            person.headToHead = (pairs[id] ?? [:]).values.sorted { natural(($0.opponent, $0.opponentID.lowercasedString), ($1.opponent, $1.opponentID.lowercasedString)) }
            people.append(person)
        }
        people.sort { natural(($0.person.name, $0.id.lowercasedString), ($1.person.name, $1.id.lowercasedString)) }
        let kinds = kindPlays.map { kind, value in
            PeopleStatistics.KindSummary(
                kind: spelling[kind]!, plays: value.plays,
                averageWinningScore: ScoreAverage(total: value.winningTotal, count: value.winningGames),
                top: value.wins.map { (id: Person.ID(uuidString: $0.key)!, name: figures[$0.key]!.person.name, wins: $0.value) }
                    .sorted { $0.wins != $1.wins ? $0.wins > $1.wins : natural(($0.name, $0.id.lowercasedString), ($1.name, $1.id.lowercasedString)) },
                averageLength: lengths[kind].map { $0.reduce(0, +) / $0.count })
        }.sorted { $0.kind.localizedStandardCompare($1.kind) == .orderedAscending }
        return PeopleStatistics(people: people, kinds: kinds)
    }

    /// People's names in natural order ("K2" before "K10", case ignored), then ids.
    private static func natural(_ a: (name: String, id: String), _ b: (name: String, id: String)) -> Bool {
        let order = NaturalOrder.compare(a.name, b.name)
        return order == .orderedSame ? a.id < b.id : order == .orderedAscending
    }
}
