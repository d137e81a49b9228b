import Foundation
import InterfaceTestSupport
import TestSupport
import Testing

/// A light xterm running tmux running Scorekeeper: tmux 3.3 does not answer OSC 11 for a pane
/// whose background it does not set, so the question goes through tmux (its `allow-passthrough`
/// on) to xterm, whose answer picks the light palette. The palette is read off the screen tmux
/// keeps (its colours, `capture-pane -e`) and compared with the light and the dark palettes
/// asked for by `SCOREKEEPER_BACKGROUND`. Part of `RealTerminalTests`: one X server at a time.
extension RealTerminalTests {
    @Test(.enabled(if: RealTerminal.missing("xterm") == nil && Tmux.isAvailable, "needs xterm, Xvfb and tmux"))
    func aLightXtermThroughTmuxGetsTheLightPalette() async throws {
        let (found, light, dark) = try await Self.offThePool { () throws -> (String, String, String) in
            let folder = try TemporaryFolder()
            let display = try VirtualDisplay()
            let database = try Self.makeColoursDatabase(in: folder)
            let configuration = folder.file("tmux.conf")
            try "set -g allow-passthrough on\n".write(toFile: configuration, atomically: true, encoding: .utf8)
            guard let tmux = Tmux.executable else { throw RealTerminalError("tmux is not installed") }

            /// The games list as tmux keeps it (text and colours), in a white xterm, with
            /// `background` asked for (nil: found by the program).
            func gamesList(_ background: String?) throws -> String {
                let socket = "scorekeeper-background-\(getpid())-\(UUID().uuidString.prefix(6))"
                let program = ([try ScorekeeperBinary.path(), "--db", database]).map(Tmux.quote).joined(separator: " ")
                let command = "env " + (background.map { "SCOREKEEPER_BACKGROUND=\($0) " } ?? "") + program
                let options = ["-fa", "DejaVu Sans Mono:antialias=false", "-fs", "11", "-b", "0", "-bw", "0", "+sb",
                               "-bg", "white", "-fg", "black", "-geometry", "100x30+0+0", "-tn", "xterm-256color"]
                let window = try EmulatorWindow(emulator: "xterm", options: options,
                                                command: [tmux, "-L", socket, "-f", configuration, "new-session", "-s", "main", command],
                                                environment: ["LANG": "C.UTF-8"], display: display.name, folder: folder.path)
                defer {
                    _ = try? SpawnedProgram.output(tmux, ["-L", socket, "kill-server"])
                    withExtendedLifetime(window) {}
                }
                func capture() throws -> String { try SpawnedProgram.output(tmux, ["-L", socket, "capture-pane", "-p", "-e", "-t", "main"]) }
                var last = ""
                // Drawn, and the same twice in a row (nothing left to arrive).
                let settled = try waitUntilBlocking(timeout: .seconds(60), every: .milliseconds(300)) {
                    let now = (try? capture()) ?? ""
                    defer { last = now }
                    return now.contains("Rummy") && now.contains("Hearts") && now == last
                }
                guard settled else { throw RealTerminalError("the games list never settled in tmux: \(last)") }
                return last
            }
            return (try gamesList(nil), try gamesList("light"), try gamesList("dark"))
        }
        #expect(light != dark, "the palettes differ on this screen")
        #expect(found == light, "the background found through tmux is xterm's white")
    }
}
