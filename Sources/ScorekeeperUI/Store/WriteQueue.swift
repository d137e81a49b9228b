import Foundation
import Observation
import ScorekeeperCore

/// The one way the interface writes: every database write runs off the main actor, one after
/// another in the order the person asked for them.
///
/// A write may wait up to the busy timeout for another program (a large photo on a slow disk, a
/// backup); meanwhile keys keep working, frames keep coming, and `pendingCount` says how many
/// changes are waiting. Each write is one transaction in `AppDatabase`, so a write that finally
/// fails has changed nothing; its completion reports why.
@MainActor @Observable
public final class WriteQueue {
    /// Writes asked for and not finished yet.
    public private(set) var pendingCount = 0
    /// Whether writes have been waiting long enough to say so on screen. A write normally takes
    /// a few milliseconds; announcing those would only make the status line flicker.
    public private(set) var isVisiblyPending = false
    /// Where writes run, one at a time in the order asked. A dispatch queue of its own rather
    /// than a task: a write may block its thread for the whole busy timeout, and blocking one of
    /// the few threads that run every task would stall unrelated work (previews, observation).
    @ObservationIgnored private let queue = DispatchQueue(label: "scorekeeper.writes", qos: .userInitiated)
    @ObservationIgnored private let database: AppDatabase
    @ObservationIgnored private var reclaimTimer: Task<Void, Never>?
    @ObservationIgnored private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Which run of pending writes the notice timer belongs to (a new run starts when the queue
    /// was empty), so a timer of an earlier run does nothing.
    @ObservationIgnored private var pendingRun = 0
    /// Writes numbered in the order asked; completions are applied in that order.
    @ObservationIgnored private var enqueued = 0
    @ObservationIgnored private var completedUpTo = 0
    @ObservationIgnored private var waitingCompletions: [Int: @MainActor () -> Void] = [:]

    /// How long writes wait before the status line says they are pending.
    public static let pendingNoticeDelay: Duration = .milliseconds(150)

    /// How long after the last delete the freed space is given back, so that deleting several
    /// rows in a row reclaims once.
    public static let reclaimDelay: Duration = .milliseconds(750)

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Runs `work` off the main actor after every earlier write, then `completion` with its
    /// outcome back on the main actor.
    public func enqueue<Value: Sendable>(_ work: @escaping @Sendable (AppDatabase) throws -> Value,
                                         then completion: @escaping @MainActor (Result<Value, any Error>) -> Void = { _ in }) {
        let database = database
        pendingCount += 1
        if pendingCount == 1 { startPendingTimer() }
        BackgroundWork.started()
        let number = enqueued
        enqueued += 1
        queue.async {
            let result = Result { try work(database) }
            Task { @MainActor in
                self.landed(number) {
                    completion(result)
                }
            }
        }
    }

    /// A write finished: its completion runs once every earlier write's has, so the screen
    /// hears of them in the order they were made (tasks may reach the main actor out of order).
    private func landed(_ number: Int, _ completion: @escaping @MainActor () -> Void) {
        waitingCompletions[number] = completion
        while let next = waitingCompletions.removeValue(forKey: completedUpTo) {
            completedUpTo += 1
            next()
            finishedOne()
            BackgroundWork.finished()
        }
    }

    /// Gives freed pages back to the file system a moment after the last delete, off the main
    /// actor and behind the writes already in line. Best effort: nothing is lost if it never runs.
    public func reclaimSpaceSoon() {
        reclaimTimer?.cancel()
        reclaimTimer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: WriteQueue.reclaimDelay)
            guard !Task.isCancelled, let self else { return }
            self.reclaimTimer = nil
            self.enqueue { database in database.reclaimFreeSpace() }
        }
    }

    /// On quit: a reclaim that was waiting for its moment runs now, so the file shrinks before
    /// the program ends (quitting waits for background work).
    public func flush() {
        guard let timer = reclaimTimer else { return }
        timer.cancel()
        reclaimTimer = nil
        enqueue { database in database.reclaimFreeSpace() }
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
            let waiting = waiters
            waiters = []
            for waiter in waiting { waiter.resume() }
        }
    }
}
