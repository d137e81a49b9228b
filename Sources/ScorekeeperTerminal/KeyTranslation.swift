import CNcursesw
import ScorekeeperUI

/// Turns what `wget_wch` returns into the interface's inputs.
enum KeyTranslation {
    /// A character code (`wget_wch` returned OK).
    static func character(_ code: UInt32) -> Key? {
        switch code {
        case 27: return .escape
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .control(Character(UnicodeScalar(UInt8(code) + 96)))
        case 0..<32: return nil
        default:
            guard let scalar = UnicodeScalar(code) else { return nil }
            // C1 controls never become text: they could start escape sequences.
            if (0x80...0x9F).contains(code) { return nil }
            return .character(Character(scalar))
        }
    }

    /// A function-key code (`wget_wch` returned KEY_CODE_YES), except resize and mouse.
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_C1: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        default: return nil
        }
    }

    /// Key sequences some terminals and multiplexers send that their terminfo entry may not
    /// list (tmux sends `ESC [1~` for Home whatever TERM says).
    static let extraSequences: [(String, Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END),
        ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
        ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
    ]
}
