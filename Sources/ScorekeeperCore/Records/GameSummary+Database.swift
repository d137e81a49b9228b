import Foundation
import GRDB

// How a GameSummary is read from the database.
extension GameSummary: FetchableRecord {
    /// Read by column name rather than through `Decodable` (the games list reads thousands).
    public init(row: Row) throws {
        // The winners are filled in by the reads that return summaries (`AppDatabase.addWinners`).
        self.init(game: try Game(row: row), playerCount: try row.decode(forColumn: "playerCount"))
    }
}
