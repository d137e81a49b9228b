import Foundation
import GRDB

// How a ScoreChange is read from and written to the database.
extension ScoreChange: FetchableRecord, TableRecord {
    public static let databaseTableName = "scoreChanges"
}
