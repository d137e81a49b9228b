import Foundation

/// The one way a screen reads from the database or does other slow work: off the main actor,
/// with the result applied back on it, so keys and frames never wait for the disk (a read may
/// wait out the busy timeout behind another program's write). What the result is applied to
/// is looked up again by id when it arrives: the person may have moved on meanwhile.
@MainActor
final class BackgroundEffects {
    private var running: [UUID: Task<Void, Never>] = [:]

    /// Runs `work` off the main actor and `apply` with its result back on it.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                               then apply: @escaping @MainActor (Result) -> Void) {
        let id = UUID()
        // The task cannot start before this method returns (both run on the main actor), so it
        // is registered before it can finish and remove itself.
        BackgroundWork.started()
        running[id] = Task { @MainActor [weak self] in
            let result = await BackgroundEffects.offTheCooperativePool(work)
            apply(result)
            self?.running[id] = nil
            BackgroundWork.finished()
        }
    }

    /// The work runs on a dispatch queue, not on Swift's cooperative pool: the pool has one
    /// thread per core (two on a small machine), and this work blocks (a read waits out the busy
    /// timeout behind another program's write, a photo is decoded), so two blocked reads would
    /// hold every other piece of work back, a photo's preview included, for as long as the
    /// writers keep the lock. Dispatch adds threads when the ones it has are blocked.
    nonisolated static func offTheCooperativePool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: work())
            }
        }
    }

    /// Whether any work started here has not been applied yet.
    var isBusy: Bool { !running.isEmpty }

    /// Waits for every piece of work started so far, and for any it started in turn.
    func settle() async {
        while let (id, effect) = running.first {
            await effect.value
            running[id] = nil
        }
    }
}
