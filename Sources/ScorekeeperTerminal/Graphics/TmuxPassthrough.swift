import Foundation

/// Questions to the terminal that tmux runs in. tmux answers some itself (OSC 11 when it knows
/// the pane's background: its `window-style`, or from 3.4 the outer terminal's colours) and
/// drops the rest; with its `allow-passthrough` option on, a question wrapped in
/// `ESC P tmux; … ESC \` (its escapes doubled) reaches the outer terminal, whose answers come
/// back to the pane after tmux's own. tmux 3.3 with passthrough off leaves no way to ask:
/// `SCOREKEEPER_BACKGROUND` or `COLORFGBG` say it then.
enum TmuxPassthrough {
    /// Whether the program runs in a tmux pane whose `allow-passthrough` is on, asked of tmux
    /// (`run` runs tmux with the arguments and returns what it printed; nil when it could not).
    static func isAllowed(_ environment: [String: String], run: ([String]) -> String?) -> Bool {
        guard !(environment["TMUX"] ?? "").isEmpty, let pane = environment["TMUX_PANE"], !pane.isEmpty else { return false }
        guard let value = run(["display-message", "-p", "-t", pane, "#{allow-passthrough}"]) else { return false }
        // A flag reads "1" in 3.3, a choice "on" or "all" in later versions.
        return !["", "0", "off"].contains(value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    }

    /// `sequence` wrapped for tmux to pass to the outer terminal as it is.
    static func wrap(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }

    /// Runs `tmux ARGUMENTS` on the server the environment names and returns its output; nil
    /// when it fails or takes more than a second.
    static func runTmux(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = ContinuousClock.now + .seconds(1)
        while process.isRunning, ContinuousClock.now < deadline { usleep(2_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
