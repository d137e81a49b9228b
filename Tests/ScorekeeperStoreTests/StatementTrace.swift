import GRDB
import TestSupport
@testable import ScorekeeperStore

/// The SQL a piece of work runs on a database, statement by statement: what the store's tests
/// read to see how many statements a write or a read takes, and which.
enum StatementTrace {
    /// Every statement `body` runs, as SQL.
    static func statements(of database: AppDatabase, _ body: () throws -> Void) throws -> [String] {
        let seen = Locked<[String]>([])
        database.dbWriter.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { seen.update { $0.append(statement.sql) } }
            }
        }
        defer { database.dbWriter.writeWithoutTransaction { db in db.trace(options: [], nil) } }
        try body()
        return seen.value
    }
}
