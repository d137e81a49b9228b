import Foundation
import GRDB

// Reads: one evening's summary, for `scorekeeper evening` and the interface's evening overlay.
extension AppDatabase {
    /// The latest evening with a game (by when games were last played), nil in a file without games.
    public static func latestEvening(_ db: Database, timeZone: TimeZone = .current) throws -> Evening? {
        guard let latest = try Date.fetchOne(db, sql: #"SELECT MAX("updatedAt") FROM "games" WHERE \#(Game.isListed())"#) else { return nil }
        return Evening(containing: latest, timeZone: timeZone)
    }

    /// The summary of `evening`: the games last played (or finished) in it, in the order they ended;
    /// each person who played: games, wins and places (by `GameStandings`), and the rating before
    /// and after, from the statistics' own computation (`peopleStatistics`: finished games in
    /// finishing order): before is after every game finished before the evening starts, after is
    /// after every game finished before it ends.
    public static func eveningSummary(_ db: Database, evening: Evening, timeZone: TimeZone = .current,
                                      model: OpenSkill = OpenSkill()) throws -> EveningSummary {
        let span = evening.interval(timeZone: timeZone)
        let start = DatabaseTimestamp.text(span.start), end = DatabaseTimestamp.text(span.end)
        let games = try Game.fetchAll(db, sql: """
            SELECT * FROM "games"
            WHERE (("updatedAt" >= ? AND "updatedAt" < ?) OR ("finishedAt" >= ? AND "finishedAt" < ?)) AND \(Game.isListed())
            """, arguments: [start, end, start, end])
            .sorted { ($0.finishedAt ?? $0.updatedAt, $0.createdAt, $0.id.lowercasedString)
                < ($1.finishedAt ?? $1.updatedAt, $1.createdAt, $1.id.lowercasedString) }
        let tournaments = try eveningTournaments(db, games: games.map(\.id), start: start, end: end)
        guard !games.isEmpty else { return EveningSummary(evening: evening, games: [], tournaments: tournaments, people: []) }
        let ids = games.map(\.id.lowercasedString)
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let kinds = Dictionary(try Row.fetchAll(db, sql: #"SELECT "id", "kind" FROM "games" WHERE "id" IN (\#(marks))"#,
                                                arguments: StatementArguments(ids)).map { ($0["id"] as String, $0["kind"] as String?) },
                               uniquingKeysWith: { first, _ in first })
        var players: [Game.ID: [PlayerRow]] = [:]
        var personOfPlayer: [Player.ID: Person.ID] = [:]
        for row in try Row.fetchAll(db, sql: #"SELECT * FROM "players" WHERE "gameID" IN (\#(marks))"#, arguments: StatementArguments(ids)) {
            let player = try Player(row: row)
            players[player.gameID, default: []].append(PlayerRow(player: player, hasPhoto: false))
            if let text: String = row["personID"], let personID = Person.ID(uuidString: text) { personOfPlayer[player.id] = personID }
        }
        // People through merges to the person kept, as the statistics count them.
        let statistics = try peopleStatistics(db, model: model)
        let allPeople = try Person.fetchAll(db, sql: #"SELECT * FROM "people""#)
        let chain = MergeChain(mergedInto: Dictionary(allPeople.compactMap { person in person.mergedInto.map { (person.id, $0) } },
                                                      uniquingKeysWith: { first, _ in first }))
        var lines: [EveningSummary.GameLine] = []
        var tally: [Person.ID: (games: Int, wins: Int, draws: Int, places: [PersonGameResult])] = [:]
        var order: [Person.ID] = []
        for game in games {
            let standings = GameStandings(game: game, rows: players[game.id] ?? [])
            lines.append(.init(id: game.id, title: game.title, kind: kind(stored: kinds[game.id.lowercasedString] ?? nil, title: game.title),
                               status: game.status, winners: standings.wonBy.map(\.name),
                               drawn: standings.isDrawn ? standings.leaders.map(\.name) : [], lastPlayed: game.lastPlayed))
            // A drawn game is nobody's win (`wonBy`), and each player's place says draw.
            let winners = Set(standings.wonBy.map(\.id))
            // One entry per person: their best-placed player if they played twice.
            var seen: Set<Person.ID> = []
            for standing in standings.players {
                guard let linked = personOfPlayer[standing.id], let person = chain.end(of: linked),
                      statistics.figures(of: person) != nil, seen.insert(person).inserted else { continue }
                if tally[person] == nil { order.append(person) }
                var figures = tally[person] ?? (0, 0, 0, [])
                figures.games += 1
                if game.isFinished {
                    if winners.contains(standing.id) { figures.wins += 1 }
                    if standings.isDrawn { figures.draws += 1 }
                    figures.places.append(PersonGameResult(standing, in: standings))
                }
                tally[person] = figures
            }
        }
        var people: [EveningSummary.PersonLine] = order.compactMap { id in
            guard let figures = statistics.figures(of: id), let counts = tally[id] else { return nil }
            let history = figures.ratingHistory
            let before = history.last { $0.finishedAt < span.start }?.rating ?? model.initial
            let after = history.last { $0.finishedAt < span.end }?.rating ?? model.initial
            return .init(id: id, name: figures.person.name, games: counts.games, wins: counts.wins, draws: counts.draws,
                         places: counts.places, ratingBefore: before, ratingAfter: after)
        }
        people.sort { a, b in
            if a.wins != b.wins { return a.wins > b.wins }
            let names = NaturalOrder.compare(a.name, b.name)
            return names == .orderedSame ? a.id < b.id : names == .orderedAscending
        }
        return EveningSummary(evening: evening, games: lines, tournaments: tournaments, people: people)
    }

    /// The tournaments played in the evening: those with one of `games` at a table, or a table
    /// whose result was entered between `start` and `end`; each with its standings as the
    /// tournament ranks them (`TournamentState.standings`), by name.
    static func eveningTournaments(_ db: Database, games: [Game.ID], start: String, end: String) throws -> [EveningTournament] {
        let marks = Array(repeating: "?", count: games.count).joined(separator: ",")
        let ids = try String.fetchAll(db, sql: """
            SELECT DISTINCT "tournamentID" FROM "tournamentTables"
            WHERE \(games.isEmpty ? "" : #""gameID" IN (\#(marks)) OR "#)("outcomeChangedAt" >= ? AND "outcomeChangedAt" < ?)
            """, arguments: StatementArguments(games.map(\.lowercasedString) + [start, end]))
        return try ids.compactMap(Tournament.ID.init(uuidString:)).compactMap { id in
            try tournamentSnapshot(db, id: id).map { EveningTournament(tournament: $0.tournament, state: $0.state) }
        }.sorted { a, b in
            let names = NaturalOrder.compare(a.name, b.name)
            return names == .orderedSame ? a.id < b.id : names == .orderedAscending
        }
    }

    /// `eveningSummary` of `evening`, else of the latest evening with a game (nil in a file without games).
    public func fetchEveningSummary(_ evening: Evening?, timeZone: TimeZone = .current) throws -> EveningSummary? {
        try read { db in
            guard let evening = try evening ?? Self.latestEvening(db, timeZone: timeZone) else { return nil }
            return try Self.eveningSummary(db, evening: evening, timeZone: timeZone)
        }
    }
}
