import Foundation
import GRDB

/// Turns SQLite failures into the one-line messages people read.
enum DatabaseErrorMessage {
    static func translate(_ error: any Error) -> any Error {
        if error is ScorekeeperError { return error }
        guard let dbError = error as? DatabaseError else { return error }
        switch dbError.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return ScorekeeperError.database(
                "The database is locked by another program (waited \(Int(AppDatabase.busyTimeout)) seconds); nothing was changed.")
        case .SQLITE_READONLY:
            return ScorekeeperError.database("The database is read-only; nothing was changed.")
        case .SQLITE_NOTADB:
            return ScorekeeperError.database("The file is not a SQLite database.")
        case .SQLITE_CORRUPT:
            return ScorekeeperError.database("The database file is damaged (SQLite reports corruption).")
        case .SQLITE_FULL:
            return ScorekeeperError.database("The disk is full; nothing was changed.")
        case .SQLITE_CANTOPEN:
            return ScorekeeperError.database("The database file cannot be opened.")
        case .SQLITE_IOERR:
            return ScorekeeperError.database("The database file could not be read or written (I/O error).")
        default:
            return ScorekeeperError.database("Database error: \(dbError.message ?? "\(dbError.resultCode)").")
        }
    }
}
