import Foundation

/// How photos reach the screen: as real pixels through one of the terminals' image protocols,
/// or as colored symbols (which every terminal shows).
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, Ghostty, and others that adopted it).
    case kitty
    /// DEC sixel graphics (xterm as a VT340, foot, mlterm, WezTerm, Konsole, Windows Terminal...).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm, mintty).
    case iterm2
    /// Colored Unicode symbols in ordinary cells.
    case symbols
}

/// What `--graphics` and `SCOREKEEPER_GRAPHICS` may say: a protocol, or `auto` to detect one.
public enum GraphicsChoice: Equatable, Sendable {
    case auto
    case fixed(GraphicsProtocol)

    /// Parses `auto|kitty|sixel|iterm2|symbols`; nil for anything else.
    public init?(_ text: String) {
        let value = text.lowercased()
        if value == "auto" {
            self = .auto
        } else if let chosen = GraphicsProtocol(rawValue: value) {
            self = .fixed(chosen)
        } else {
            return nil
        }
    }

    /// The choice from the option if given, else `SCOREKEEPER_GRAPHICS`, else `auto`
    /// (an unknown value in the environment counts as `auto`).
    public static func from(option: GraphicsChoice?, environment: [String: String]) -> GraphicsChoice {
        option ?? environment["SCOREKEEPER_GRAPHICS"].flatMap(GraphicsChoice.init) ?? .auto
    }
}

/// Detecting a terminal's image protocol: the environment first, asking the terminal second.
public enum GraphicsDetection {
    /// What the environment alone says: a protocol, `.symbols` where images must not be tried
    /// (inside tmux or screen, which do not pass them through, or under NO_COLOR), or nil when
    /// only the terminal itself can tell.
    public static func fromEnvironment(_ environment: [String: String]) -> GraphicsProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .symbols }
        // A multiplexer draws its own screen: images sent through it land in the wrong place
        // or nowhere, so symbols unless told otherwise.
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
            || program == "tmux" {
            return .symbols
        }
        if term == "dumb" || term == "linux" || term.isEmpty { return .symbols }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty"
            || program == "ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || program == "WezTerm" || program == "mintty"
            || environment["WEZTERM_EXECUTABLE"] != nil || environment["WEZTERM_PANE"] != nil {
            return .iterm2
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") { return .sixel }
        return nil
    }

    /// Whether a terminal emulator that might draw images could be on the other end: a desktop
    /// session, a remote login, or a terminal that names itself. Elsewhere (a bare
    /// pseudo-terminal in a script, a serial line) nobody would answer, and the question would
    /// only cost its timeout.
    static func mayAsk(_ environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY", "SSH_CONNECTION", "SSH_TTY", "TERM_PROGRAM", "WT_SESSION", "KONSOLE_VERSION",
         "VTE_VERSION"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The protocol for a choice: a fixed one as is; `auto` from the environment, else from the
    /// terminal's answer to the device-attributes query (sixel when it reports feature 4),
    /// else symbols. `ask` is only called when needed.
    public static func resolve(_ choice: GraphicsChoice, environment: [String: String],
                               ask: () -> TerminalReply?) -> GraphicsProtocol {
        if case .fixed(let chosen) = choice { return chosen }
        if let known = fromEnvironment(environment) { return known }
        guard mayAsk(environment), let reply = ask() else { return .symbols }
        return reply.hasSixel ? .sixel : .symbols
    }
}
