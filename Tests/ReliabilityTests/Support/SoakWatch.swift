import Foundation
import InterfaceTestSupport
import TestSupport

/// The `--watch` scoreboard of the shared-file soak, in a tmux server of its own, coming and going
/// as a scoreboard on a TV does: each session waits for the game, then for the board to move (it
/// follows the file), then quits; the next starts once the interface has visited its game twice
/// more. The gaps matter: an open watch holds its own lock on the file, and while it does no
/// other program can believe it is the last one and delete the log; the interface must keep its
/// own locks without that help.
struct SoakWatch: Sendable {
    let database: String
    let game: String
    /// A player the board always shows (the leader).
    let leader: String
    let workingDirectory: String

    /// What the sessions did.
    struct Figures: Sendable {
        var sessions = 0
        var failures: [String] = []
    }

    /// Sessions until `running` says stop; `interfaceVisits` is the interface's count of visits.
    func loop(interfaceVisits: Locked<Int>, while running: @Sendable () -> Bool) -> Figures {
        var figures = Figures()
        for _ in 0..<SoakCommands.maximumCommands {
            guard running() else { break }
            do {
                let pane = try start()
                let first = try pane.screen()
                // Something moves on the board while the writers run (or they have stopped).
                guard try pane.screenShows(within: .seconds(120), { $0 != first || !running() }) else {
                    throw SoakReadError(description: "the watch never moved:\n\(pane.lastScreen)")
                }
                try quit(pane)
                figures.sessions += 1
            } catch {
                figures.failures.append("watch: \(error)")
                break
            }
            let visits = interfaceVisits.value
            _ = waitUntilBlocking(timeout: .seconds(600), every: .milliseconds(50)) { interfaceVisits.value >= visits + 2 || !running() }
        }
        return figures
    }

    /// Starts a session and waits for it to show the game with its leader first.
    func start() throws -> Tmux {
        let pane = try Tmux.interface(database: database, arguments: ["--watch", game], columns: 120, rows: 34,
                                      workingDirectory: workingDirectory)
        guard try pane.screenShows({ Self.showsFirst(leader, in: $0) }) else {
            throw SoakReadError(description: "the watch did not show \(leader) first in \(game):\n\(pane.lastScreen)")
        }
        return pane
    }

    /// `q`, and the session's exit status must be 0.
    func quit(_ pane: Tmux) throws {
        try pane.press("q")
        guard try pane.screenShows({ $0.contains("EXIT=") }), pane.lastScreen.contains("EXIT=0") else {
            throw SoakReadError(description: "the watch did not quit cleanly:\n\(pane.lastScreen)")
        }
    }

    /// Whether the board ranks `name` first ("1. ● Ursula": rank, colour marker, name).
    static func showsFirst(_ name: String, in screen: String) -> Bool {
        screen.split(separator: "\n").contains { $0.contains("1. ") && $0.contains(name) } && !screen.contains("EXIT=")
    }
}
