import Foundation
import GRDB

extension AppDatabase {
    /// Closes a command's connection once its work is done, for a process that exits next: SQLite's
    /// close runs in full, as the connection's deinit would run it (as the file's last
    /// connection it writes the log back into the file and removes it, so the file is left
    /// exactly as before), and the closed queue is then kept, never deinitialized.
    ///
    /// What is left out is GRDB's `DatabaseQueue` deinit, which takes the queue out of
    /// Foundation's `NotificationCenter` (where it registers for memory warnings on other
    /// systems, never here): the default center's first use costs a command 0.9 million
    /// instructions of the runtime's type lookups, about 2% of a score change. A connection
    /// that does not close (a statement still open) is left to its deinit, as before; a read-only
    /// one is too, since its leftovers are removed after it closes.
    public func closeBeforeExit() {
        guard leftovers == nil, let queue = dbWriter as? DatabaseQueue else { return }
        do {
            try queue.close()
        } catch {
            return
        }
        // Kept for the rest of the process: its deinit has nothing left to do that matters.
        _ = Unmanaged.passRetained(queue)
    }
}
