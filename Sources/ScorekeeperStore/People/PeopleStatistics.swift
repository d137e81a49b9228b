import Foundation
import GRDB

/// Statistics and ratings over the finished games of a file, recomputed from it (so undo,
/// reopen, corrections and sync give the same figures on every copy). Ranks, winners and the
/// finish come from `GameStandings`, nothing restated; a player counts for the person it is
/// linked to (through merges, to the person kept). Games are taken in the order they finished
/// (`finishedAt`, then id).
public struct PeopleStatistics: Sendable, Equatable {
    /// One person's figures.
    public struct PersonFigures: Sendable, Equatable, Identifiable {
        public var person: Person
        public var games = 0
        /// Games won, a shared win counting for each winner (a drawn game is nobody's win:
        /// `GameStandings.wonBy`).
        public var wins = 0
        public var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }
        /// When their latest finished game finished.
        public var lastPlayed: Date?
        public var kinds: [KindFigures] = []
        public var headToHead: [HeadToHead] = []
        /// Wins in a row up to their latest game, and the longest run.
        public var streak = 0
        public var longestStreak = 0
        public var rating = OpenSkill().initial
        /// Their rating after each of their games, in order.
        public var ratingHistory: [RatingPoint] = []
        public var id: Person.ID { person.id }

        /// Whether this person comes before `other` in a list of people: by name in natural
        /// order, as players are listed ("K2" before "K10", case ignored), then by id. The one
        /// order of names for people: `people list`, head-to-head, the People screen.
        public func precedesByName(_ other: PersonFigures) -> Bool {
            let order = NaturalOrder.compare(person.name, other.person.name)
            return order == .orderedSame ? id < other.id : order == .orderedAscending
        }
    }

    /// A person's figures in one kind of game; best and worst by the kind's rule (its latest game's).
    public struct KindFigures: Sendable, Equatable {
        public var kind: String
        public var games = 0
        public var wins = 0
        public var average = ScoreAverage()
        public var best = 0
        public var worst = 0
    }

    /// A person's record against another: finished games together, how often each finished ahead, ties.
    public struct HeadToHead: Sendable, Equatable {
        public var opponentID: Person.ID
        public var opponent: String
        public var games = 0
        public var ahead = 0
        public var behind = 0
        public var tied = 0
    }

    /// A rating after a game.
    public struct RatingPoint: Sendable, Equatable {
        public var gameID: Game.ID
        public var title: String
        public var finishedAt: Date
        public var rating: OpenSkill.Rating
    }

    /// One kind of game: plays, the average winning score, the people who won it most.
    public struct KindSummary: Sendable, Equatable {
        public var kind: String
        public var plays = 0
        /// Of the first winner of each play (ties share a score).
        public var averageWinningScore = ScoreAverage()
        /// (person id, name, wins), most wins first.
        public var top: [(id: Person.ID, name: String, wins: Int)] = []
        /// The average playing time of its plays whose clock ran, in milliseconds; nil when none did.
        public var averageLength: Int?

        public static func == (lhs: KindSummary, rhs: KindSummary) -> Bool {
            lhs.kind == rhs.kind && lhs.plays == rhs.plays && lhs.averageWinningScore == rhs.averageWinningScore
                && lhs.top.map(\.id) == rhs.top.map(\.id) && lhs.top.map(\.wins) == rhs.top.map(\.wins)
                && lhs.averageLength == rhs.averageLength
        }
    }

    /// Every live person, by name.
    public var people: [PersonFigures]
    /// Every kind with a finished game, by name (none in the `.list` scope).
    public var kinds: [KindSummary]

    /// How much is gathered: `.everything`, or `.list` (what a list of people shows: games, wins,
    /// win rate, last played, streaks and the rating, without kinds, head-to-head and rating
    /// histories). The figures a list shows are the same in both.
    public enum Scope: Sendable {
        case everything
        case list
    }

    public func figures(of personID: Person.ID) -> PersonFigures? { people.first { $0.id == personID } }
}

extension AppDatabase {
    /// Statistics and ratings of every person (`model`: the rating model; tests change it), in
    /// one pass over the finished games' players in finishing order: one query, each row's game
    /// and player decoded by their records, people and kinds numbered so the tallies are arrays
    /// rather than maps of ids.
    public static func peopleStatistics(_ db: Database, model: OpenSkill = OpenSkill(),
                                        scope: PeopleStatistics.Scope = .everything) throws -> PeopleStatistics {
        let everything = scope == .everything
        // People: each live one numbered; every id (a merged person's through its chain of
        // merges, to the person kept) maps to the number of the live person it counts for.
        // A deleted person counts for no one: their players were unlinked.
        let allPeople = try Person.fetchAll(db, sql: #"SELECT * FROM "people" WHERE "deletedAt" IS NULL"#)
        let mergedInto = Dictionary(allPeople.compactMap { person in person.mergedInto.map { (person.id, $0) } },
                                    uniquingKeysWith: { first, _ in first })
        var figures: [PeopleStatistics.PersonFigures] = []
        var number: [Person.ID: Int] = [:]
        for person in allPeople where person.mergedInto == nil {
            number[person.id] = figures.count
            figures.append(.init(person: person))
        }
        let chain = MergeChain(mergedInto: mergedInto)
        for person in allPeople where person.mergedInto != nil {
            if let end = chain.end(of: person.id), let kept = number[end] { number[person.id] = kept }
        }
        // The pass below looks a person up for each of its tens of thousands of rows: by the id's
        // stored text, as the column holds it, rather than parsing every one into a UUID first.
        let numberOfStoredID = Dictionary(uniqueKeysWithValues: number.map { ($0.key.lowercasedString, $0.value) })

        struct KindTally { var games = 0, wins = 0, scores = ScoreAverage(), best = 0, worst = 0 }
        struct PairTally { var games = 0, ahead = 0, behind = 0, tied = 0 }
        struct KindPlays { var plays = 0, winning = ScoreAverage(), wins: [Int: Int] = [:], timed = 0, length = 0 }
        var kindNumber: [String: Int] = [:]
        var kindNames: [String] = []
        var kindPlays: [KindPlays] = []
        var perKind = [[Int: KindTally]](repeating: [:], count: everything ? figures.count : 0)
        var pairs = [[Int: PairTally]](repeating: [:], count: everything ? figures.count : 0)
        var ratings = [OpenSkill.Rating?](repeating: nil, count: figures.count)
        var kindOfTitle: [String: (number: Int, text: String)] = [:], kindOfStored: [String: (number: Int, text: String)] = [:]

        func tally(_ game: Game, kindColumn: String?, rows: [PlayerRow], personOf: [Int?]) {
            let standings = GameStandings(game: game, rows: rows)
            // The kind, numbered by its key (`PersonName.key`: "hearts " and "Hearts" are one kind,
            // as `stats --kind` compares them): the one set on the game, else its title's base
            // (found once per title). It is shown as the latest game of that kind spells it.
            let kind: Int
            if let known = kindColumn.map({ kindOfStored[$0] }) ?? kindOfTitle[game.title] {
                kind = known.number
                kindNames[kind] = known.text
            } else {
                let text = AppDatabase.kind(stored: kindColumn, title: game.title)
                let key = PersonName.key(text)
                if let known = kindNumber[key] {
                    kind = known
                    kindNames[kind] = text
                } else {
                    kind = kindNames.count
                    kindNumber[key] = kind
                    kindNames.append(text)
                    kindPlays.append(KindPlays())
                }
                if let kindColumn { kindOfStored[kindColumn] = (kind, text) } else { kindOfTitle[game.title] = (kind, text) }
            }
            // A drawn game has no winner: nobody's win, streak or winning score (`wonBy`).
            let winners = standings.wonBy
            let winnerIDs = Set(winners.map(\.id))
            let personOfPlayer = Dictionary(uniqueKeysWithValues: zip(rows.map(\.id), personOf))
            // One entry per person: their best-placed player if they played twice.
            var entries: [(person: Int, rank: Int, score: Int, won: Bool)] = []
            for standing in standings.players {
                guard let person = personOfPlayer[standing.id] ?? nil else { continue }
                let entry = (person, standing.rank, standing.player.score, winnerIDs.contains(standing.id))
                if let existing = entries.firstIndex(where: { $0.person == person }) {
                    if standing.rank < entries[existing].rank { entries[existing] = entry }
                } else {
                    entries.append(entry)
                }
            }
            kindPlays[kind].plays += 1
            // The game's length is its clock (stopped by the finish), for games whose clock ran.
            if game.clock.hasStarted {
                kindPlays[kind].timed += 1
                kindPlays[kind].length = kindPlays[kind].length.addingReportingOverflow(game.clock.elapsed).partialValue
            }
            if let winner = winners.first {
                kindPlays[kind].winning.add(winner.score)
            }
            for entry in entries where entry.won { kindPlays[kind].wins[entry.person, default: 0] += 1 }
            let rules = game.rules
            for entry in entries {
                figures[entry.person].games += 1
                if entry.won {
                    figures[entry.person].wins += 1
                    figures[entry.person].streak += 1
                    figures[entry.person].longestStreak = max(figures[entry.person].longestStreak, figures[entry.person].streak)
                } else {
                    figures[entry.person].streak = 0
                }
                figures[entry.person].lastPlayed = game.finishedAt
                guard everything else { continue }
                var tally = perKind[entry.person][kind] ?? KindTally(best: entry.score, worst: entry.score)
                tally.games += 1
                tally.wins += entry.won ? 1 : 0
                tally.scores.add(entry.score)
                if rules.ranksBefore(entry.score, tally.best) { tally.best = entry.score }
                if rules.ranksBefore(tally.worst, entry.score) { tally.worst = entry.score }
                perKind[entry.person][kind] = tally
                for other in entries where other.person != entry.person {
                    var record = pairs[entry.person][other.person] ?? PairTally()
                    record.games += 1
                    if entry.rank < other.rank { record.ahead += 1 } else if entry.rank > other.rank { record.behind += 1 } else { record.tied += 1 }
                    pairs[entry.person][other.person] = record
                }
            }
            // Ratings: the game's finishing order, ties sharing a rank.
            if entries.count > 1 {
                let before = entries.map { ratings[$0.person] ?? model.initial }
                let after = model.rate(before, ranks: entries.map(\.rank))
                for (index, entry) in entries.enumerated() {
                    ratings[entry.person] = after[index]
                    if everything {
                        figures[entry.person].ratingHistory.append(
                            .init(gameID: game.id, title: game.title, finishedAt: game.finishedAt ?? game.updatedAt, rating: after[index]))
                    }
                }
            }
        }

        // Every finished game in finishing order (a game without players too), and beside it the
        // players of those games in the same order, each decoded by its own record (`Game(row:)`,
        // `Player(row:)`), as every other read decodes them, with the columns found once for each
        // query. Two plain queries walked in step rather than one joined row split by a row
        // adapter: through the adapter every column read by name cost several times more.
        let gameStatement = try db.makeStatement(sql: """
            SELECT * FROM "games" WHERE "finishedAt" IS NOT NULL ORDER BY "finishedAt", "id"
            """)
        let playerStatement = try db.makeStatement(sql: """
            SELECT "players".* FROM "players" JOIN "games" ON "games"."id" = "players"."gameID"
            WHERE "games"."finishedAt" IS NOT NULL
            ORDER BY "games"."finishedAt", "games"."id"
            """)
        let gamePlaces = RecordColumnPlaces<Game.DecodedColumn>(gameStatement)
        let playerPlaces = RecordColumnPlaces<Player.DecodedColumn>(playerStatement)
        let kindPlace = gameStatement.index(ofColumn: "kind"), personPlace = playerStatement.index(ofColumn: "personID")
        let games = try Row.fetchCursor(gameStatement)
        let playerRows = try Row.fetchCursor(playerStatement)
        // The player read but not yet counted: the first of the next game's.
        var pending: (player: Player, person: Int?)?
        func nextPlayer() throws -> (player: Player, person: Int?)? {
            guard let row = try playerRows.next() else { return nil }
            return (try Player(row: row, places: playerPlaces), personPlace.flatMap { row[$0] as String? }.flatMap { numberOfStoredID[$0] })
        }
        pending = try nextPlayer()
        var players: [PlayerRow] = []
        var personOf: [Int?] = []
        while let gameRow = try games.next() {
            let game = try Game(row: gameRow, places: gamePlaces)
            players.removeAll(keepingCapacity: true)
            personOf.removeAll(keepingCapacity: true)
            while let next = pending, next.player.gameID == game.id {
                players.append(PlayerRow(player: next.player, hasPhoto: false))
                personOf.append(next.person)
                pending = try nextPlayer()
            }
            tally(game, kindColumn: kindPlace.flatMap { gameRow[$0] as String? }, rows: players, personOf: personOf)
        }

        // Each person's place in the name order, sorted once: the head-to-head lists and the
        // kinds' tops then sort by comparing two integers, not two people's names (and copies).
        let nameOrder = figures.indices.sorted { figures[$0].precedesByName(figures[$1]) }
        var nameRank = [Int](repeating: 0, count: figures.count)
        for (rank, index) in nameOrder.enumerated() { nameRank[index] = rank }
        func byName(_ a: Int, _ b: Int) -> Bool { nameRank[a] < nameRank[b] }
        for index in figures.indices {
            figures[index].rating = ratings[index] ?? model.initial
            guard everything else { continue }
            figures[index].kinds = perKind[index].map { kind, value in
                PeopleStatistics.KindFigures(kind: kindNames[kind], games: value.games, wins: value.wins,
                                             average: value.scores, best: value.best, worst: value.worst)
            }.sorted { NaturalOrder.precedes($0.kind, $1.kind) }
            figures[index].headToHead = pairs[index].keys.sorted(by: byName).map { other in
                let value = pairs[index][other]!
                return PeopleStatistics.HeadToHead(opponentID: figures[other].id, opponent: figures[other].person.name, games: value.games,
                                                   ahead: value.ahead, behind: value.behind, tied: value.tied)
            }
        }
        let order = nameOrder
        var kinds: [PeopleStatistics.KindSummary] = []
        if everything {
            for kind in kindPlays.indices {
                let value = kindPlays[kind]
                let ranked = value.wins.keys.sorted { a, b in
                    value.wins[a]! == value.wins[b]! ? byName(a, b) : value.wins[a]! > value.wins[b]!
                }
                let top = ranked.map { (id: figures[$0].id, name: figures[$0].person.name, wins: value.wins[$0]!) }
                kinds.append(PeopleStatistics.KindSummary(
                    kind: kindNames[kind], plays: value.plays,
                    averageWinningScore: value.winning,
                    top: top, averageLength: value.timed > 0 ? value.length / value.timed : nil))
            }
            kinds.sort { NaturalOrder.precedes($0.kind, $1.kind) }
        }
        return PeopleStatistics(people: order.map { figures[$0] }, kinds: kinds)
    }

    public func fetchPeopleStatistics(model: OpenSkill = OpenSkill(), scope: PeopleStatistics.Scope = .everything) throws -> PeopleStatistics {
        try read { db in try Self.peopleStatistics(db, model: model, scope: scope) }
    }
}
