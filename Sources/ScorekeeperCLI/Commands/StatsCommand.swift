import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper stats [--kind KIND] [--json]`: per kind of game, plays, the average winning
/// score, the average length (playing time) and the people who won it most (finished games only).
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Per kind of game: plays, the average winning score, the average length and the top people (finished games only).")
    @OptionGroup var database: DatabaseOptions
    @Option(help: ArgumentHelp("Only this kind (case ignored).", valueName: "kind")) var kind: String?
    @Flag(help: "Print a JSON array of {kind, plays, averageWinningScore, averageLengthSeconds, top: [{id, name, wins}]}, by kind.") var json = false

    /// The JSON shape of one kind.
    struct KindJSON: Codable, Equatable {
        struct Top: Codable, Equatable { var id: String; var name: String; var wins: Int }
        var kind: String
        var plays: Int
        var averageWinningScore: Double
        /// The average playing time of its plays whose clock ran; null when none did.
        var averageLengthSeconds: Int?
        var top: [Top]
        /// The average to one decimal, exact (the text shows it; JSON has the nearest Double).
        var averageText = ""

        enum CodingKeys: String, CodingKey { case kind, plays, averageWinningScore, averageLengthSeconds, top }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(plays, forKey: .plays)
            try container.encode(averageWinningScore, forKey: .averageWinningScore)
            try container.encode(averageLengthSeconds, forKey: .averageLengthSeconds)
            try container.encode(top, forKey: .top)
        }
    }

    func run() throws {
        let db = try database.openForReading()
        var kinds = try db.fetchPeopleStatistics().kinds
        if let kind {
            kinds = kinds.filter { PersonName.same($0.kind, kind) }
            if kinds.isEmpty { throw ScorekeeperError.other("No finished game of kind '\(Sanitized.text(kind))'.") }
        }
        let shown = kinds.map { summary in
            KindJSON(kind: summary.kind, plays: summary.plays, averageWinningScore: summary.averageWinningScore.value,
                     averageLengthSeconds: summary.averageLength.map { $0 / 1000 },
                     top: summary.top.prefix(5).map { KindJSON.Top(id: $0.id.lowercasedString, name: $0.name, wins: $0.wins) },
                     averageText: summary.averageWinningScore.text)
        }
        if json {
            try TableOutput.printJSON(shown)
        } else if shown.isEmpty {
            print("No finished games yet.")
        } else {
            TableOutput.print(header: ["PLAYS", "AVG WIN", "AVG TIME", "TOP", "KIND"],
                              rows: shown.map { [String($0.plays), $0.averageText,
                                                 $0.averageLengthSeconds.map { ClockText.duration(milliseconds: $0 * 1000) } ?? "-",
                                                 $0.top.prefix(3).map { "\($0.name) \($0.wins)" }.joined(separator: ", "), $0.kind] },
                              rightAligned: [0, 1, 2])
        }
    }
}
