import Foundation
import GRDB

/// Makes changes written by other processes (a command in another terminal) reach this process's
/// observers, which SQLite does not do by itself.
///
/// It polls `PRAGMA data_version` on the writer connection, which changes only when another
/// connection commits; then it notifies GRDB so every `ValueObservation` re-fetches.
public final class ExternalChangeMonitor: @unchecked Sendable {
    private let timer: any DispatchSourceTimer
    private let queue = DispatchQueue(label: "scorekeeper.external-changes")
    private var lastVersion: Int?

    /// Starts polling every `interval` seconds until the monitor is cancelled or released.
    public init(database: AppDatabase, interval: TimeInterval = 0.2) {
        let writer = database.dbWriter
        // The baseline is taken now, not at the first tick: a commit by another process between
        // the caller's first reads and that tick would otherwise become the baseline, unseen.
        lastVersion = try? writer.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA data_version")
        }
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            do {
                let version = try writer.writeWithoutTransaction { db in
                    try Int.fetchOne(db, sql: "PRAGMA data_version")
                }
                if let version, let last = self.lastVersion, version != last {
                    try writer.write { db in try db.notifyChanges(in: .fullDatabase) }
                }
                self.lastVersion = version
            } catch {
                // Busy or transient: the next tick tries again.
            }
        }
        timer.resume()
    }

    public func cancel() { timer.cancel() }

    deinit { timer.cancel() }
}
