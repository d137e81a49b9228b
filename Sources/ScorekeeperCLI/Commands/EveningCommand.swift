import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper evening [DATE] [--json|--markdown]`: one evening's games and winners, each
/// tournament played with its winner and standings, and each person's games, wins, places and
/// rating change (`EveningSummary`, evenings by `Evening`).
struct EveningCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evening",
        abstract: "One evening's games and winners, its tournaments, and each person's wins, places and rating change.",
        discussion: """
            An evening runs from 06:00 to 06:00 the next morning, local time (TZ): a game at 00:30 \
            belongs to the evening before. Its games are those last played (or finished) in it. \
            A tournament with a table game or a result that evening gets a section: its winner (or \
            its leaders while it is played) and its standings. A drawn game (everyone shares first \
            place) is nobody's win: it shows as a draw.
            """)
    @OptionGroup var database: DatabaseOptions
    @Argument(help: ArgumentHelp("YYYY-MM-DD, today (or tonight) or yesterday; default: the latest evening with a game.",
                                 valueName: "date"))
    var date: String?
    @Flag(help: "Print JSON: {evening, from, to, games: [{id, title, kind, status, winners, drawn, lastPlayed}], tournaments: [{id, name, format, round, plannedRounds, finished, winners, leaders, standings: [{rank, name, points, wins, draws, losses}]}], people: [{id, name, games, wins, draws, places, ratingBefore, ratingAfter, ratingChange}]}.")
    var json = false
    @Flag(help: "Print Markdown tables (games, then people), to paste into a chat.") var markdown = false

    func validate() throws {
        if json && markdown { throw ValidationError("Give --json or --markdown, not both.") }
    }

    func run() throws {
        let db = try database.openForReading()
        var evening: Evening?
        if let date {
            guard let parsed = Evening.parse(date, now: db.now) else {
                throw ScorekeeperError.other("An evening is YYYY-MM-DD, today, tonight or yesterday (got '\(Sanitized.text(date))').")
            }
            evening = parsed
        }
        let summary = try db.fetchEveningSummary(evening)
            ?? EveningSummary(evening: Evening(containing: db.now), games: [], people: [])
        if json {
            try TableOutput.printJSON(EveningJSON(summary))
        } else if markdown {
            print(EveningText.markdown(summary, now: db.now), terminator: "")
        } else {
            print(EveningText.plain(summary, now: db.now), terminator: "")
        }
    }
}

/// The JSON shape of `evening --json` (documented in README).
struct EveningJSON: Encodable {
    struct GameJSON: Encodable {
        var id: String, title: String, kind: String, status: String, winners: [String]
        /// A drawn game's players (nobody won it); empty otherwise.
        var drawn: [String]
        /// ISO 8601, UTC.
        var lastPlayed: String
    }
    struct StandingJSON: Encodable {
        var rank: Int, name: String
        /// As the tournament writes them: "2½", "3".
        var points: String
        var wins: Int, draws: Int, losses: Int
    }
    struct TournamentJSON: Encodable {
        var id: String, name: String, format: String, round: Int, plannedRounds: Int?, finished: Bool
        /// Those ranked first once it is finished (empty before); `leaders` while it is played.
        var winners: [String], leaders: [String]
        var standings: [StandingJSON]
    }
    struct PersonJSON: Encodable {
        var id: String, name: String, games: Int, wins: Int, draws: Int
        /// "1st", "=2nd", one per finished game, in the games' order.
        var places: [String]
        /// Ordinals (mu - 3 sigma).
        var ratingBefore: Double, ratingAfter: Double, ratingChange: Double
    }
    /// "2026-11-24": the date the evening starts on.
    var evening: String
    /// When it starts and ends (06:00 local time), ISO 8601 UTC.
    var from: String, to: String
    var games: [GameJSON]
    var tournaments: [TournamentJSON]
    var people: [PersonJSON]

    init(_ summary: EveningSummary) {
        let span = summary.evening.interval()
        evening = summary.evening.dateText
        from = ChangeClock.iso8601(span.start)
        to = ChangeClock.iso8601(span.end)
        games = summary.games.map {
            GameJSON(id: $0.id.lowercasedString, title: $0.title, kind: $0.kind, status: $0.status.rawValue,
                     winners: $0.winners, drawn: $0.drawn, lastPlayed: ChangeClock.iso8601($0.lastPlayed))
        }
        tournaments = summary.tournaments.map { tournament in
            TournamentJSON(id: tournament.id.lowercasedString, name: tournament.name, format: tournament.format.rawValue,
                           round: tournament.round, plannedRounds: tournament.plannedRounds, finished: tournament.isFinished,
                           winners: tournament.isFinished ? tournament.leaders : [], leaders: tournament.leaders,
                           standings: tournament.standings.map {
                               StandingJSON(rank: $0.rank, name: $0.name, points: $0.points, wins: $0.wins, draws: $0.draws, losses: $0.losses)
                           })
        }
        people = summary.people.map {
            PersonJSON(id: $0.id.lowercasedString, name: $0.name, games: $0.games, wins: $0.wins, draws: $0.draws,
                       places: $0.places.map(\.placeText),
                       ratingBefore: $0.ratingBefore.ordinal, ratingAfter: $0.ratingAfter.ordinal, ratingChange: $0.ratingChange)
        }
    }
}

/// The evening as text: a plain table under 80 columns, or Markdown tables.
enum EveningText {
    /// "Evening of Tue 24 Nov 2026", with "(tonight)" or "(yesterday)" when it is.
    static func title(_ summary: EveningSummary, now: Date) -> String {
        let date = "Evening of " + summary.evening.dateName(withYear: true)
        return summary.evening.relativeName(now: now).map { "\(date) (\($0.lowercased()))" } ?? date
    }

    static func plain(_ summary: EveningSummary, now: Date) -> String {
        var out = title(summary, now: now) + "\n"
        guard !summary.games.isEmpty || !summary.tournaments.isEmpty else { return out + "No games.\n" }
        if !summary.games.isEmpty {
            out += "\n" + table(header: ["GAME", "KIND", "STATUS", "WINNERS"],
                                // 30 columns hold "Hearts cup: round 1, table 12" whole; 30+14+8+20 and the gaps fit 80.
                                rows: summary.games.map {
                                    [TableGameTitle.fitted(Sanitized.text($0.title), toWidth: 30), cut($0.kind, 14), $0.status.rawValue,
                                     cut($0.resultText(trophy: ""), 20)]
                                },
                                rightAligned: [])
        }
        for tournament in summary.tournaments {
            out += "\n" + Sanitized.text(tournament.name) + " (" + tournament.format.displayName + ")\n"
            out += Sanitized.text(tournament.resultText) + "\n"
            out += table(header: ["#", "NAME", "PTS", "W", "D", "L"],
                         rows: tournament.standings.map {
                             [String($0.rank), cut($0.name, 24), $0.points, String($0.wins), String($0.draws), String($0.losses)]
                         },
                         rightAligned: [0, 2, 3, 4, 5])
        }
        guard !summary.people.isEmpty else { return out }
        out += "\n" + table(header: ["PERSON", "GAMES", "WINS", "PLACES", "RATING"],
                            rows: summary.people.map {
                                [cut($0.name, 16), String($0.games), String($0.wins), cut($0.placesText.isEmpty ? "-" : $0.placesText, 22),
                                 $0.ratingText]
                            },
                            rightAligned: [1, 2])
        return out
    }

    static func markdown(_ summary: EveningSummary, now: Date) -> String {
        var out = "**\(cell(title(summary, now: now)))**\n\n"
        guard !summary.games.isEmpty || !summary.tournaments.isEmpty else { return out + "No games.\n" }
        if !summary.games.isEmpty {
            out += "| Game | Kind | Status | Winners |\n|---|---|---|---|\n"
            for game in summary.games {
                out += "| \(cell(game.title)) | \(cell(game.kind)) | \(game.status.rawValue) | \(cell(game.resultText(trophy: ""))) |\n"
            }
        }
        for tournament in summary.tournaments {
            out += "\n**\(cell(tournament.name))** (\(tournament.format.displayName)): \(cell(tournament.resultText))\n\n"
            out += "| # | Name | Points | W | D | L |\n|--:|---|--:|--:|--:|--:|\n"
            for standing in tournament.standings {
                out += "| \(standing.rank) | \(cell(standing.name)) | \(standing.points) | \(standing.wins) | \(standing.draws) | \(standing.losses) |\n"
            }
        }
        guard !summary.people.isEmpty else { return out }
        out += "\n| Person | Games | Wins | Places | Rating before | Rating after | Change |\n|---|--:|--:|---|--:|--:|--:|\n"
        for person in summary.people {
            out += "| \(cell(person.name)) | \(person.games) | \(person.wins) | \(person.placesText.isEmpty ? "-" : person.placesText) | "
                + "\(EveningSummary.ratingText(person.ratingBefore.ordinal)) | \(EveningSummary.ratingText(person.ratingAfter.ordinal)) | "
                + "\(person.ratingChangeText) |\n"
        }
        return out
    }

    /// A table cell: sanitized, `|` escaped, so a name cannot break the table.
    private static func cell(_ text: String) -> String {
        Sanitized.text(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// `text` cut to `width` columns, ending in … when cut.
    private static func cut(_ text: String, _ width: Int) -> String {
        DisplayWidth.truncate(Sanitized.text(text), toWidth: width)
    }

    private static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all { for (index, text) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(text)) } }
        return all.map { row in
            row.enumerated().map { index, text in
                index == row.count - 1 && !rightAligned.contains(index) ? text
                    : DisplayWidth.pad(text, toWidth: widths[index], alignRight: rightAligned.contains(index))
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
