import Foundation
import GRDB

// How a PlayerAsset is read from and written to the database.
extension PlayerAsset: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "playerAssets"

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let playerID = Column("playerID")
        public static let imageData = Column("imageData")
    }
}
