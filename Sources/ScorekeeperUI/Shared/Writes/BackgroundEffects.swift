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
            let result = await Task.detached(priority: .userInitiated) { work() }.value
            apply(result)
            self?.running[id] = nil
            BackgroundWork.finished()
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
