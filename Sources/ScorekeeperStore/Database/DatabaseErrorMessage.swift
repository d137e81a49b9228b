import Foundation
import GRDB

/// Turns SQLite failures into the one-line messages people read, naming the file they are about
/// (a person with two databases must know which one is locked or damaged).
enum DatabaseErrorMessage {
    static func translate(_ error: any Error, path: String? = nil) -> any Error {
        if error is ScorekeeperError { return error }
        guard let dbError = error as? DatabaseError else { return error }
        let file = path.map(Sanitized.text)
        switch dbError.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return ScorekeeperError.databaseLocked(
                "\(file ?? "The database") is locked by another program (waited \(Int(AppDatabase.busyTimeout)) seconds); nothing was changed.")
        case .SQLITE_READONLY:
            return ScorekeeperError.database("\(file ?? "The database") is read-only; nothing was changed.")
        case .SQLITE_NOTADB:
            return ScorekeeperError.database("\(file ?? "The file") is not a SQLite database.")
        case .SQLITE_CORRUPT:
            if let path { DamagedFiles.mark(path) }
            return ScorekeeperError.database(DamagedFiles.message(path))
        case .SQLITE_FULL:
            return ScorekeeperError.database("The disk is full\(file.map { " (writing \($0))" } ?? ""); nothing was changed.")
        case .SQLITE_CANTOPEN:
            return ScorekeeperError.database("\(file ?? "The database file") cannot be opened.")
        case .SQLITE_IOERR:
            return ScorekeeperError.database("\(file ?? "The database file") could not be read or written (I/O error).")
        default:
            return ScorekeeperError.database("Database error\(file.map { " in \($0)" } ?? ""): \(dbError.message ?? "\(dbError.resultCode)").")
        }
    }
}
