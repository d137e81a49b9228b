/// A key press, as the store understands it (the backend translates curses codes into these).
public enum Key: Hashable, Sendable {
    /// A printable character (a whole grapheme cluster may arrive one scalar at a time).
    case character(Character)
    /// Ctrl plus a letter, as the lowercase letter: Ctrl-L is `.control("l")`.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab
    case backspace, delete

    /// How a key is written in the key bar and in help.
    public var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .control(let letter): return "^" + letter.uppercased()
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        }
    }
}

/// What the mouse did, at which cell.
public struct MouseEvent: Equatable, Sendable {
    /// The kinds of mouse events the interface reacts to.
    public enum Kind: Equatable, Sendable {
        case click
        case wheelUp
        case wheelDown
    }

    public var kind: Kind
    public var position: Point

    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}

/// Everything the terminal tells the store: keys, mouse events and size changes.
public enum Input: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(TerminalSize)
}
