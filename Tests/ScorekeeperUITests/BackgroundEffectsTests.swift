import Dispatch
import Foundation
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Work started through `BackgroundEffects` blocks (a read waits out the busy timeout, a photo is
/// decoded): however many pieces are blocked, a new piece still runs. On Swift's cooperative pool
/// (one thread per core) a photo's preview waited behind two reads held by another program's
/// write, and showed "Drawing preview…" for as long as the writers went on.
@MainActor
@Suite struct BackgroundEffectsTests {
    @Test func workRunsWhileMoreBlockedWorkThanCoresWaits() async throws {
        let effects = BackgroundEffects()
        let release = DispatchSemaphore(value: 0)
        let blockedCount = ProcessInfo.processInfo.activeProcessorCount + 2
        let started = Locked(0)
        var blockedDone = 0
        for _ in 0..<blockedCount {
            effects.run({ () -> Int in
                started.update { $0 += 1 }
                release.wait()
                return 1
            }, then: { blockedDone += $0 })
        }
        // Every blocked piece holds a thread before the free one is asked for.
        let allBlocked = await waitUntil { started.value == blockedCount }
        var freeDone = false
        effects.run({ 42 }, then: { freeDone = $0 == 42 })
        let ranBeside = await waitUntil(timeout: .seconds(30)) { freeDone }
        for _ in 0..<blockedCount { release.signal() }
        await effects.settle()
        #expect(allBlocked, "only \(started.value) of \(blockedCount) blocked pieces started")
        #expect(ranBeside, "a piece of work waited behind \(blockedCount) blocked ones")
        #expect(blockedDone == blockedCount)
    }
}
