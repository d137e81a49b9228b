import Foundation

// The one polling wait of the tests: it waits for what a test checks, never for a clock. The
// deadline only bounds a hang (the machine is shared and loaded: deadlines are generous), and
// after it the condition gets one last look, since the thread that makes it true may have been
// held up behind other suites until just then. Both return whether the condition came true, for
// the caller to check: `#expect(await waitUntil { ... }, "what it waited for")`.

/// Polls `condition` on the caller's actor (suspending in between, never blocking a thread)
/// until it holds or `timeout` has passed, then looks once more; returns whether it held.
public func waitUntil(timeout: Duration = .seconds(60), every interval: Duration = .milliseconds(10),
                      isolation: isolated (any Actor)? = #isolation,
                      _ condition: () throws -> Bool) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if try condition() { return true }
        try? await Task.sleep(for: interval)
    }
    // Lets work queued on this actor behind the deadline run before the last look.
    try? await Task.sleep(for: .milliseconds(100))
    return try condition()
}

/// The same for code that runs on a thread of its own (helper programs, X servers, tmux): polls
/// `condition`, sleeping this thread in between, until it holds or `timeout` has passed, then
/// looks once more; returns whether it held.
public func waitUntilBlocking(timeout: Duration = .seconds(60), every interval: Duration = .milliseconds(50),
                              _ condition: () throws -> Bool) rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    let nap = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
    while clock.now < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: nap)
    }
    return try condition()
}
