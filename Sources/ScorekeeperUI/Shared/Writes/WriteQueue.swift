import Foundation
import Observation
import ScorekeeperStore

/// The one way the interface writes: every database write runs off the main actor, one after
/// another in the order the person asked for them.
///
/// A write may wait up to the busy timeout for another program (a large photo on a slow disk, a
/// backup); meanwhile keys keep working, frames keep coming, and `pendingCount` says how many
/// changes are waiting. A lock held longer than that does not fail the write: each write is one
/// transaction in `AppDatabase`, so one the lock refused changed nothing, and it is asked again
/// (waiting in SQLite's busy handler each time) until the other program lets go, the changes
/// after it waiting in line (`isHeldByLock`). At most `maximumWaiting` changes wait; one asked
/// for past that is not kept, and its completion says which were not (`ChangesNotSaved`). A
/// write that finally fails for another reason has changed nothing; its completion reports why.
@MainActor @Observable
public final class WriteQueue {
    /// Writes asked for and not finished yet.
    public private(set) var pendingCount = 0
    /// Whether writes have been waiting long enough to say so on screen. A write normally takes
    /// a few milliseconds; announcing those would only make the status line flicker.
    public private(set) var isVisiblyPending = false
    /// Whether another program's lock has outlasted the busy timeout on the write being tried:
    /// the changes in line wait until it lets go.
    public private(set) var isHeldByLock = false
    /// The person's changes in line, by write number, each as the status line names it ("+1 for
    /// Ann"). Housekeeping (giving back freed space) is in line too but is no one's change.
    private var changesInLine: [Int: String] = [:]
    /// What quitting left unsaved, in the order asked: changes still held by another program's
    /// lock when the program stopped waiting for it (`stopWaitingForTheLock`).
    public private(set) var notSavedAtQuit: [String] = []
    /// The changes not kept since the line was last empty, in the order asked: a refusal names
    /// them all, as each replaces the last on the status line.
    @ObservationIgnored private var notKept: [String] = []
    /// Where writes run, one at a time in the order asked. A dispatch queue of its own rather
    /// than a task: a write may block its thread for the whole busy timeout, and blocking one of
    /// the few threads that run every task would stall unrelated work (previews, observation).
    @ObservationIgnored private let queue = DispatchQueue(label: "scorekeeper.writes", qos: .userInitiated)
    @ObservationIgnored private let lockWaits = LockWaits()
    @ObservationIgnored private let database: AppDatabase
    @ObservationIgnored private var reclaimTimer: Task<Void, Never>?
    @ObservationIgnored private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Which run of pending writes the notice timer belongs to (a new run starts when the queue
    /// was empty), so a timer of an earlier run does nothing.
    @ObservationIgnored private var pendingRun = 0
    /// Writes numbered in the order asked; completions are applied in that order.
    @ObservationIgnored private var enqueued = 0
    @ObservationIgnored private var completedUpTo = 0
    @ObservationIgnored private var waitingCompletions: [Int: (lockedOut: Bool, apply: @MainActor () -> Void)] = [:]

    /// How long writes wait before the status line says they are pending.
    public static let pendingNoticeDelay: Duration = .milliseconds(150)

    /// How long after the last delete the freed space is given back, so that deleting several
    /// rows in a row reclaims once.
    public static let reclaimDelay: Duration = .milliseconds(750)

    /// How many changes may wait in line: several rounds of a full table's scores, more than
    /// anyone types while a backup or a sync holds the file, yet a bound, so a key held down
    /// against a lock that does not let go is refused and said rather than piling up unsaved.
    nonisolated public static let maximumWaiting = 100

    public init(database: AppDatabase) {
        self.database = database
    }

    /// How many of the person's changes are in line (the one being tried included).
    public var waitingChanges: Int { changesInLine.count }

    /// Runs `work` off the main actor after every earlier write, then `completion` with its
    /// outcome back on the main actor. `change` names it for the status line ("+1 for Ann",
    /// "rename Ann"), should it wait for another program or not be saved. With `maximumWaiting`
    /// changes already in line it is not kept: `completion` gets `ChangesNotSaved` at once.
    public func enqueue<Value: Sendable>(change: String, _ work: @escaping @Sendable (AppDatabase) throws -> Value,
                                         then completion: @escaping @MainActor (Result<Value, any Error>) -> Void = { _ in }) {
        guard changesInLine.count < WriteQueue.maximumWaiting else {
            notKept.append(change)
            completion(.failure(ChangesNotSaved(changes: notKept, reason: isHeldByLock ? .locked : .lineFull)))
            return
        }
        line(up: change, work, then: completion)
    }

    /// Puts a write in line: `change` nil for housekeeping, which counts as no one's change.
    private func line<Value: Sendable>(up change: String?, _ work: @escaping @Sendable (AppDatabase) throws -> Value,
                                       then completion: @escaping @MainActor (Result<Value, any Error>) -> Void) {
        let database = database
        let lockWaits = lockWaits
        pendingCount += 1
        if pendingCount == 1 { startPendingTimer() }
        BackgroundWork.started()
        let number = enqueued
        enqueued += 1
        if let change { changesInLine[number] = change }
        queue.async {
            let result = lockWaits.outcome(of: { try work(database) }, whileLockedOut: {
                Task { @MainActor in self.lockedOut(number) }
            })
            let lockedOut = LockWaits.isLockedOut(result)
            Task { @MainActor in
                self.landed(number, lockedOut: lockedOut) {
                    completion(result)
                }
            }
        }
    }

    /// The lock outlasted the busy timeout on write `number`, which will be asked again: unless
    /// it has landed meanwhile (tasks may reach the main actor out of order), the line is held.
    private func lockedOut(_ number: Int) {
        guard number >= completedUpTo else { return }
        isHeldByLock = true
    }

    /// A write finished: its completion runs once every earlier write's has, so the screen
    /// hears of them in the order they were made (tasks may reach the main actor out of order).
    /// One that ends still locked out was given up (quitting), and is not saved.
    private func landed(_ number: Int, lockedOut: Bool, _ completion: @escaping @MainActor () -> Void) {
        waitingCompletions[number] = (lockedOut, completion)
        while let next = waitingCompletions.removeValue(forKey: completedUpTo) {
            let change = changesInLine.removeValue(forKey: completedUpTo)
            completedUpTo += 1
            if next.lockedOut {
                if let change { notSavedAtQuit.append(change) }
            } else if change != nil {
                // A change landed, so the lock has let go. (Housekeeping swallows its failures,
                // the lock's included: its landing says nothing of the lock.)
                isHeldByLock = false
            }
            next.apply()
            finishedOne()
            BackgroundWork.finished()
        }
    }

    /// When the program ends: the changes it did not save, given up to the lock and then still in
    /// line (the wait for them has a bound), in the order asked; nil when every change asked for
    /// was saved, or refused on screen.
    public var notSavedAtEnd: ChangesNotSaved? {
        let inLine = changesInLine.sorted { $0.key < $1.key }.map(\.value)
        guard !notSavedAtQuit.isEmpty || !inLine.isEmpty else { return nil }
        let locked = isHeldByLock || !notSavedAtQuit.isEmpty
        return ChangesNotSaved(changes: notSavedAtQuit + inLine, reason: locked ? .locked : .unfinished)
    }

    /// On quit: the program stops waiting for another program's lock. The write being tried
    /// still waits out its busy timeout; if the lock outlasts it, that write and every one after
    /// it are given up without waiting again, and `notSavedAtQuit` names them.
    public func stopWaitingForTheLock() {
        lockWaits.stopWaiting()
    }

    /// Gives freed pages back to the file system a moment after the last delete, off the main
    /// actor and behind the writes already in line. Best effort: nothing is lost if it never runs.
    public func reclaimSpaceSoon() {
        reclaimTimer?.cancel()
        reclaimTimer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: WriteQueue.reclaimDelay)
            guard !Task.isCancelled, let self else { return }
            self.reclaimTimer = nil
            self.line(up: nil, { database in database.reclaimFreeSpace() }, then: { _ in })
        }
    }

    /// On quit: a reclaim that was waiting for its moment runs now, so the file shrinks before
    /// the program ends (quitting waits for background work).
    public func flush() {
        guard let timer = reclaimTimer else { return }
        timer.cancel()
        reclaimTimer = nil
        line(up: nil, { database in database.reclaimFreeSpace() }, then: { _ in })
    }

    /// Waits until every write asked for so far has finished (tests, and quitting).
    public func settle() async {
        while pendingCount > 0 {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// The notice's timer runs on a dispatch timer and comes back to the main actor the way
    /// write outcomes do.
    private func startPendingTimer() {
        pendingRun += 1
        let run = pendingRun
        let delay = Double(WriteQueue.pendingNoticeDelay.components.attoseconds) / 1e18
            + Double(WriteQueue.pendingNoticeDelay.components.seconds)
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + delay) { [weak self] in
            Task { @MainActor in self?.pendingNoticeDue(run: run) }
        }
    }

    /// The notice's delay is over for the run of writes `run` (nil: the current one): if those
    /// writes are still waiting, the status line says so.
    func pendingNoticeDue(run: Int? = nil) {
        guard pendingRun == (run ?? pendingRun), pendingCount > 0 else { return }
        isVisiblyPending = true
    }

    private func finishedOne() {
        pendingCount -= 1
        if pendingCount == 0 {
            pendingRun += 1
            isVisiblyPending = false
            // A new line: what was refused while the last one was full has been said.
            notKept = []
            let waiting = waiters
            waiters = []
            for waiter in waiting { waiter.resume() }
        }
    }
}

/// The write thread's side of another program's lock: a write the lock refused is asked again,
/// for as long as the lock lasts, unless the program has stopped waiting (quitting). Then a
/// write the lock refuses is given up, and so is every write after it without being tried: each
/// try would wait out another busy timeout while the person waits for the program to end.
private final class LockWaits: @unchecked Sendable {
    private let lock = NSLock()
    /// Set from the main actor, read on the write queue.
    private var stopped = false
    /// The lock's refusal of the last write tried, while it stands; only the write queue uses it.
    private var lastRefusal: (any Error)?

    func stopWaiting() {
        lock.withLock { stopped = true }
    }

    private var hasStopped: Bool { lock.withLock { stopped } }

    /// Runs `work` on the write queue until it is not refused by another program's lock, or the
    /// program has stopped waiting for it; `whileLockedOut` runs after each refusal that will be
    /// asked again.
    func outcome<Value>(of work: () throws -> Value, whileLockedOut: () -> Void) -> Result<Value, any Error> {
        if let lastRefusal, hasStopped { return .failure(lastRefusal) }
        while true {
            // Each try waits in SQLite's busy handler for up to the busy timeout: the lock's
            // letting go ends the wait, no clock of this program's does.
            let result = Result { try work() }
            guard Self.isLockedOut(result) else {
                lastRefusal = nil
                return result
            }
            if case .failure(let refusal) = result { lastRefusal = refusal }
            if hasStopped { return result }
            whileLockedOut()
        }
    }

    /// Whether a write's outcome is another program's lock outlasting the busy timeout.
    static func isLockedOut<Value>(_ result: Result<Value, any Error>) -> Bool {
        guard case .failure(let error) = result, case .databaseLocked? = error as? ScorekeeperError else { return false }
        return true
    }
}

/// Changes that were not saved because of another program's lock: refused at once with the line
/// full, or given up when the program ended. How many and which, in the order asked, for the
/// status line or the program's last line.
public struct ChangesNotSaved: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Why the changes were not saved.
    public enum Reason: Equatable, Sendable {
        /// Another program held the file's write lock.
        case locked
        /// The line was full of changes waiting for a slow write (no lock seen yet).
        case lineFull
        /// The program ended while they were still being saved.
        case unfinished
    }

    public var changes: [String]
    public var reason: Reason

    public init(changes: [String], reason: Reason) {
        self.changes = changes
        self.reason = reason
    }

    /// "3 changes were not saved (the file is locked by another program): +1 for Ann ×2, -2 for
    /// Bo." The count and the reason come first: a status line too narrow cuts the list's end.
    public var description: String {
        let count = changes.count == 1 ? "1 change was" : "\(changes.count) changes were"
        let why = switch reason {
        case .locked: "the file is locked by another program"
        case .lineFull: "\(WriteQueue.maximumWaiting) changes are already waiting to be saved"
        case .unfinished: "the program ended before they were"
        }
        return "\(count) not saved (\(why)): \(Self.list(changes))."
    }

    public var errorDescription: String? { description }

    /// The changes in order, a change repeated in a row written once with its count ("+1 for Ann
    /// ×3"): a key held down past the limit stays one item rather than filling the line.
    static func list(_ changes: [String]) -> String {
        var runs: [(change: String, count: Int)] = []
        for change in changes {
            if runs.last?.change == change { runs[runs.count - 1].count += 1 } else { runs.append((change, 1)) }
        }
        return runs.map { $0.count == 1 ? $0.change : "\($0.change) ×\($0.count)" }.joined(separator: ", ")
    }
}
