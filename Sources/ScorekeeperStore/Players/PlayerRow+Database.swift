import Foundation
import GRDB

// How a PlayerRow is read from and written to the database.
extension PlayerRow: FetchableRecord {
    public init(row: Row) throws {
        self.init(player: try Player(row: row), hasPhoto: row["hasPhoto"] ?? false,
                  hasPersonPhoto: row["hasPersonPhoto"] ?? false, thumbnail: row["thumbnailData"])
    }
}
