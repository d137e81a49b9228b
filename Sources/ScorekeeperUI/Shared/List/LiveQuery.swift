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
