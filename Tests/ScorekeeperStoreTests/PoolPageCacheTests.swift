import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A pool's connections (the interface's, `sync`'s) keep a small page cache: they read a page of
/// a list or one game at a time, and the large writes raise it for their own transaction.
@Suite struct PoolPageCacheTests {
    @Test func thePoolsConnectionsKeepASmallCache() throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase.open(DatabaseLocation(path: folder.file("games.sqlite"), isDefault: false))
        let pool = try #require(database.dbWriter as? DatabasePool)
        #expect(try pool.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") } == -512)
        #expect(try pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") } == -512)
    }
}
