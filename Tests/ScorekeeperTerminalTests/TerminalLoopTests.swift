import Foundation
import ScorekeeperStore
import ScorekeeperUI
import Testing
import TestSupport
@testable import ScorekeeperTerminal

/// The terminal loop with a scripted terminal: keys in, frames out, a resize, a signal, a quit;
/// what tmux checks end to end, here without a terminal, frame by frame.
@MainActor
@Suite
struct TerminalLoopTests {
    static let size = TerminalSize(columns: 60, rows: 16)

    /// Runs the loop on the script until it is done. The loop's events come on the main queue,
    /// which serves them while this test awaits on the main actor (as `run`'s run loop does).
    func run(_ steps: [ScriptedTerminal.Step]) async throws -> (ScriptedTerminal, TerminalLoop, AppModel) {
        let terminal = ScriptedTerminal(size: Self.size, steps: steps)
        let app = AppModel(database: try AppDatabase.empty(), size: terminal.size, photos: .live, workingDirectory: "/tmp")
        app.start()
        let loop = TerminalLoop(screen: terminal, interface: app, signals: terminal.signals)
        loop.start()
        // The loop's events wait their turn on the main actor, which the whole suite shares: on a
        // loaded run that can take a while, so this waits for the end itself, at most 5 minutes.
        #expect(await waitUntil(timeout: .seconds(300)) { loop.isDone && terminal.isScriptDone }, "the script plays to its end")
        loop.finish()
        app.stop()
        return (terminal, loop, app)
    }

    @Test func keysMakeFramesAResizeRedrawsAndSIGTERMEnds() async throws {
        let (terminal, loop, _) = try await run([
            .keys([.key(.character("a"))]),
            .keys("Chess".map { .key(.character($0)) }),
            .resize(TerminalSize(columns: 40, rows: 10)),
            .signal(SIGTERM),
        ])
        let texts = terminal.frames.map(\.text)
        #expect(texts.count == 4, "a frame for the start and one after each step that changes it")
        #expect(texts[0].contains("No games yet"), "\(texts[0])")
        #expect(texts[1].contains("New game"), "\(texts[1])")
        #expect(texts[2].contains("Chess"), "\(texts[2])")
        #expect(terminal.frames.last?.size == TerminalSize(columns: 40, rows: 10))
        #expect(texts.last?.contains("Chess") == true, "the prompt survives the resize")
        #expect(loop.exitSignal == SIGTERM)
    }

    @Test func qQuitsWithoutASignal() async throws {
        let (terminal, loop, app) = try await run([.keys([.key(.character("q"))])])
        #expect(app.wantsToQuit)
        #expect(loop.exitSignal == nil)
        #expect(terminal.frames.count == 1)
    }

    @Test func ctrlLRepaintsEverything() async throws {
        let (terminal, _, _) = try await run([.keys([.key(.control("l"))]), .keys([.key(.character("?"))]), .signal(SIGINT)])
        #expect(terminal.repaints == 1)
        #expect(terminal.frames.count == 3, "the repaint is a frame of its own, then the help")
    }
}
