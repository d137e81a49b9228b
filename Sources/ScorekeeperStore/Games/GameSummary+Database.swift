import Foundation
import GRDB

// How a GameSummary is read from the database.
extension GameSummary: FetchableRecord {
    /// Read by column name rather than through `Decodable` (the games list reads thousands).
    public init(row: Row) throws {
        // The winners are filled in by the reads that return summaries (`AppDatabase.addWinners`).
        self.init(game: try Game(row: row), playerCount: try row.decode(forColumn: "playerCount"))
        // A table game's place, when the read joined it (`AppDatabase.tablePlaceJoin`).
        if row.hasColumn("tableTournamentID"), let text: String = row["tableTournamentID"],
           let tournamentID = Tournament.ID(uuidString: text), let round: Int = row["tableRound"], let number: Int = row["tableNumber"] {
            table = TablePlace(tournamentID: tournamentID, tournamentName: row["tableTournamentName"] ?? "",
                               round: round, table: number,
                               tournamentLastPlayed: DatabaseTimestamp.decodeIfPresent(row, "tableTournamentPlayed") ?? game.lastPlayed)
        }
    }
}
