import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Looks at a database's `-wal` file about every 100 ms from a thread of its own, for as long as
/// a program keeps the database open: SQLite deletes the log only when it believes it is the last
/// connection, so a log that goes missing, or comes back as another file (another inode), while a
/// connection is open means some program lost its locks and the open one may be writing into a
/// log nobody will read.
final class WALWatch: @unchecked Sendable {
    /// What the samples showed.
    struct Report: Sendable, CustomStringConvertible {
        var samples = 0
        /// Samples that found no file at the path.
        var missing = 0
        /// Every (device, inode) the path was seen with, in order of first sight.
        var files: [String] = []
        /// When (seconds after the start) the first sample found it missing.
        var firstMissingAfter: Double?

        var description: String {
            "\(samples) samples, \(missing) missing\(firstMissingAfter.map { String(format: " (first after %.1f s)", $0) } ?? ""), "
                + "\(files.count) distinct files \(files)"
        }
    }

    private let path: String
    private let lock = NSLock()
    // Guarded by `lock`.
    private var report = Report()
    private var stopping = false
    private var finished = false

    /// Starts sampling `path` at once. It stops on `stop()`, or by itself after `limit` (a safety
    /// net, far beyond any soak).
    init(path: String, limit: Duration = .seconds(3600)) {
        self.path = path
        let thread = Thread { [self] in sample(limit: limit) }
        thread.start()
    }

    private func sample(limit: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit, !(lock.withLock { stopping }) {
            var info = stat()
            let found = stat(path, &info) == 0
            let file = "\(info.st_dev):\(info.st_ino)"
            let elapsed = clock.now - start
            lock.withLock {
                report.samples += 1
                if !found {
                    report.missing += 1
                    if report.firstMissingAfter == nil {
                        report.firstMissingAfter = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    }
                } else if report.files.last != file {
                    report.files.append(file)
                }
            }
            // The sampling period, not a wait for anything.
            Thread.sleep(forTimeInterval: 0.1)
        }
        lock.withLock { finished = true }
    }

    /// Stops sampling, waits for the thread's last sample, and returns what was seen.
    func stop() -> Report {
        lock.withLock { stopping = true }
        _ = waitUntilBlocking(timeout: .seconds(30), every: .milliseconds(20)) { lock.withLock { finished } }
        return lock.withLock { report }
    }
}
