import Foundation
import GRDB

// How a PlayerThumbnail is read from and written to the database.
extension PlayerThumbnail: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "playerThumbnails"

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let playerID = Column("playerID")
        public static let thumbnailData = Column("thumbnailData")
    }
}
