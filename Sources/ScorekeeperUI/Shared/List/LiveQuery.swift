import Dispatch
import GRDB
import ScorekeeperStore

/// Follows one database query while its screen is visible: the first value is delivered at once
/// (so the first frame is complete), then a value after each change that alters the result.
///
/// One read per change: the observation reads once when starting and delivers that value before
/// `start` returns (GRDB's `.immediate` behaviour), later values on the main actor, and
/// `removeDuplicates` drops the values that did not change.
@MainActor
final class LiveQuery {
    private var cancellable: AnyDatabaseCancellable?

    var isActive: Bool { cancellable != nil }

    /// Starts `observation` (stopping any earlier one); `onChange` runs on the main actor. The
    /// first value is read and delivered before this returns unless `immediately` is false: then
    /// every read, the first included, happens off the main actor (a costly read, such as a long
    /// game's chart, must not hold up keys and frames).
    func start<Reducer: ValueReducer>(_ observation: ValueObservation<Reducer>, in reader: any DatabaseReader,
                                      immediately: Bool = true,
                                      onError: @escaping @MainActor (any Error) -> Void,
                                      onChange: @escaping @MainActor (Reducer.Value) -> Void) {
        stop()
        if immediately {
            cancellable = observation.start(in: reader, scheduling: MainActorImmediateScheduler(), onError: onError, onChange: onChange)
        } else {
            cancellable = observation.start(
                in: reader, scheduling: .async(onQueue: .main),
                onError: { error in MainActor.assumeIsolated { onError(error) } },
                onChange: { value in MainActor.assumeIsolated { onChange(value) } })
        }
    }

    func stop() {
        cancellable?.cancel()
        cancellable = nil
    }
}

/// GRDB's `.immediate` scheduling, keyed to the main actor rather than the main thread.
///
/// `.immediate` checks `Thread.isMainThread`, but on Linux the main actor is the main dispatch
/// queue, which may be served by another thread (under `dispatchMain()`, and in the test runner):
/// there it stops the program although delivering at once is safe. `LiveQuery.start` is isolated
/// to the main actor, so the first value is delivered on it; later values go through the main
/// queue, exactly as with `.immediate`.
struct MainActorImmediateScheduler: ValueObservationMainActorScheduler {
    func immediateInitialValue() -> Bool { true }

    func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async(execute: action)
    }
}

extension ValueObservation {
    /// The same observation, read and followed on the writer connection alone.
    ///
    /// Started on a pool's reader, GRDB cannot tell (without SQLite's snapshots, which it leaves
    /// out on Linux) whether the file changed between that first read and the moment it starts
    /// watching on the writer, so it reads the first value again there: the games list's first
    /// page (80 pages of 16 KB with its player counts) or every title went through two
    /// connections' page caches, twice the work and twice the memory. On the writer the first
    /// value is read once. Changes are followed as before: this program's own writes commit on that
    /// connection, and another program's reach it through `ExternalChangeMonitor`. For short
    /// reads only: a read there waits for a write in progress and holds up the next one.
    func readOnTheWriter() -> Self {
        var observation = self
        observation.requiresWriteAccess = true
        return observation
    }
}
