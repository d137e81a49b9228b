import Foundation

/// The database files this process has seen SQLite call corrupt: no write goes to them after
/// that, since a write on a damaged file can spread the damage and would be reported as saved.
enum DamagedFiles {
    private static let paths = Guarded(Set<String>())

    static func mark(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    static func contains(_ path: String) -> Bool {
        paths.withLock { $0.contains(path) }
    }

    /// What to say about a damaged file, and what to do.
    static func message(_ path: String?, detail: String? = nil) -> String {
        let shown = path.map(Sanitized.text) ?? "The database file"
        let file = path.map { ShellWords.argument(Sanitized.text($0)) } ?? "FILE"
        return "\(shown) is damaged (\(detail ?? "SQLite reports corruption")); Scorekeeper will not write to it. "
            + "Keep a copy of it, then rescue what can be read: sqlite3 \(file) .recover | sqlite3 rescued.sqlite"
    }
}
