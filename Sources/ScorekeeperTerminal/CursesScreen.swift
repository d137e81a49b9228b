import CNcursesw
import Foundation
import ScorekeeperStore
import ScorekeeperUI

/// The one place that starts and stops curses: it presents frames (writing only the cells that
/// changed since the last one) and reads input. Nothing outside ScorekeeperTerminal calls curses.
@MainActor
final class CursesScreen: Terminal {
    /// ncurses' functions and variables (opened at run time, see `CursesLibrary`): the table for
    /// the shim's helpers, and a copy of it to call through.
    private let curses: UnsafePointer<SKCurses>
    private let nc: SKCurses
    private let terminalScreen: OpaquePointer
    private var previous: Screen?
    /// Whether the last `present` drew every cell (after a resize, Ctrl-L or a reset): anything
    /// drawn outside curses (a photo's pixels) was wiped and must be drawn again.
    private(set) var lastPresentRepaintedAll = false
    private let pairs: ColorPairs
    private var isStopped = false
    /// Takes a late answer of the terminal out of the keys.
    private var replyFilter = TerminalReplyFilter()
    /// Whether the locale encodes UTF-8; under `LANG=C` only ASCII is written (see `CellGlyph`).
    private let unicode = sk_locale_is_utf8() != 0

    /// The bytes a crash handler writes to put the terminal back: normal attributes, mouse
    /// reporting off, cursor shown, main screen back.
    static let crashReset = "\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1049l\r\n"

    /// Starts curses on stdin/stdout; throws when the terminal cannot be set up. `background` picks
    /// the roles' pairs for a dark or a light terminal (`TerminalBackground.resolve`).
    init(environment: [String: String] = ProcessInfo.processInfo.environment, background: TerminalBackground = .dark) throws {
        let curses = try CursesLibrary.required()
        self.curses = curses
        let nc = curses.pointee
        self.nc = nc
        sk_install_crash_restore(CursesScreen.crashReset)
        // Resizes come through `SignalWatcher`, whose SIGWINCH handler is installed first: curses
        // installs a handler only where it finds the default action.
        // 24-bit color may need another description of the same terminal (see TerminalColors).
        let colors = TerminalColors.choose(environment: environment, hasColors: CursesLibrary.terminfoColors(nil) >= 8)
        guard let created = nc.newterm(colors.terminalType, sk_stdout(), sk_stdin()) else {
            sk_remove_crash_restore()
            throw ScorekeeperError.other("The terminal could not be set up. Use the subcommands instead (see `scorekeeper --help`).")
        }
        terminalScreen = created
        _ = nc.set_term(created)
        _ = nc.cbreak()
        _ = nc.noecho()
        _ = nc.nonl()
        _ = nc.intrflush(sk_stdscr(curses), false)
        _ = nc.keypad(sk_stdscr(curses), true)
        _ = nc.nodelay(sk_stdscr(curses), true)
        _ = nc.set_escdelay(25)
        for (sequence, code) in KeyTranslation.extraSequences where nc.key_defined(sequence) == 0 {
            _ = nc.define_key(sequence, code)
        }
        var depth = ColorDepth.monochrome
        if nc.has_colors() {
            _ = nc.start_color()
            _ = nc.use_default_colors()
            depth = TerminalColors.capped(colors.depth, to: Int(sk_colors(curses)))
        }
        pairs = ColorPairs(curses: curses, depth: depth, background: background, descriptionIsDirect: sk_colors(curses) >= 1 << 24)
        _ = nc.mousemask(sk_mouse_events(), nil)
        _ = nc.mouseinterval(0)
        _ = nc.curs_set(0)
    }

    var colorDepth: ColorDepth { pairs.depth }

    /// Curses reads the terminal from stdin.
    var inputDescriptor: Int32 { STDIN_FILENO }

    /// Whether stdin reports a hang-up or error (readable, yet nothing could be read).
    func inputHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// The terminal's size as curses knows it.
    var size: TerminalSize {
        TerminalSize(columns: Int(nc.getmaxx(sk_stdscr(curses))), rows: Int(nc.getmaxy(sk_stdscr(curses))))
    }

    /// Asks the kernel for the new size after SIGWINCH and tells curses.
    func resizeFromKernel() -> TerminalSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if sk_window_size(&rows, &columns) == 0, rows > 0, columns > 0 {
            _ = nc.resize_term(rows, columns)
        }
        // What the terminal shows after a resize is its own business (it may reflow, scroll or
        // keep old lines), so curses' idea of it is stale: repaint everything, or cells curses
        // believes are already there stay wrong.
        forceRepaint()
        return size
    }

    /// Forgets what is on screen, so the next frame repaints everything (Ctrl-L).
    func forceRepaint() {
        _ = nc.clearok(sk_curscr(curses), true)
        previous = nil
    }

    func bell() {
        _ = nc.beep()
    }

    /// Draws `screen`, touching only cells that differ from the last frame.
    func present(_ screen: Screen) {
        guard !isStopped else { return }
        if screen.size != size { previous = nil }
        lastPresentRepaintedAll = previous == nil || previous?.size != screen.size
        draw(screen)
        if pairs.wereReset {
            // Pairs were freed mid-frame: every cell drawn before the reset may be wrong.
            pairs.acknowledgeReset()
            previous = nil
            lastPresentRepaintedAll = true
            draw(screen)
        }
        previous = screen
        _ = nc.wnoutrefresh(sk_stdscr(curses))
        if let cursor = screen.cursor {
            _ = nc.wmove(sk_stdscr(curses), Int32(cursor.y), Int32(cursor.x))
            _ = nc.wnoutrefresh(sk_stdscr(curses))
            _ = nc.curs_set(1)
        } else {
            _ = nc.curs_set(0)
        }
        _ = nc.doupdate()
    }

    private func draw(_ screen: Screen) {
        let rows = min(screen.size.rows, size.rows)
        let columns = min(screen.size.columns, size.columns)
        let previous = self.previous.flatMap { $0.size == screen.size ? $0 : nil }
        if previous == nil { _ = nc.werase(sk_stdscr(curses)) }
        for y in 0..<rows {
            for x in 0..<columns {
                let cell = screen[x, y]
                if cell.width == 0 { continue }
                if let previous, previous[x, y] == cell,
                   cell.width == 1 || (x + 1 < columns && previous[x + 1, y] == screen[x + 1, y]) {
                    continue
                }
                put(cell, x: x, y: y)
            }
        }
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let style = pairs.style(for: cell)
        var attributes = sk_a_normal()
        if style.attributes.contains(.bold) { attributes |= sk_a_bold() }
        if style.attributes.contains(.underline) { attributes |= sk_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= sk_a_reverse() }
        if style.attributes.contains(.dim) { attributes |= sk_a_dim() }
        // Only what the C library measures as the frame planned (see CellGlyph), so curses and
        // the terminal advance exactly the planned columns.
        let glyph = CellGlyph(cell, unicode: unicode, width: { Int(sk_wcwidth($0)) })
        write(glyph.scalars, attributes: attributes, pair: style.pair, x: x, y: y)
        if let padding = glyph.padding, x + 1 < size.columns {
            write([padding], attributes: attributes, pair: style.pair, x: x + 1, y: y)
        }
    }

    private func write(_ scalars: [UInt32], attributes: attr_t, pair: Int32, x: Int, y: Int) {
        // A cchar_t holds a few scalars: a base character and its combining marks.
        let text = scalars.map { wchar_t(bitPattern: $0) } + [0]
        var cchar = cchar_t()
        sk_setcchar(curses, &cchar, text, attributes, pair)
        _ = nc.mvwadd_wch(sk_stdscr(curses), Int32(y), Int32(x), &cchar)
    }

    /// Every input waiting on stdin (curses is in no-delay mode, so this never blocks beyond the
    /// short wait for the rest of an escape sequence).
    func readInputs() -> [Input] {
        var codes: [(code: UInt32, isFunctionKey: Bool)] = []
        while true {
            var code: wint_t = 0
            let result = nc.wget_wch(sk_stdscr(curses), &code)
            if result == ERR { break }
            codes.append((UInt32(code), result == KEY_CODE_YES))
        }
        // A late answer to the questions asked before curses started is not keys.
        var inputs: [Input] = []
        for (code, isFunctionKey) in replyFilter.filter(codes) {
            if isFunctionKey {
                switch Int32(code) {
                case KEY_RESIZE:
                    forceRepaint()
                    inputs.append(.resize(size))
                case KEY_MOUSE:
                    if let event = readMouse() { inputs.append(.mouse(event)) }
                default:
                    if let key = KeyTranslation.functionKey(Int32(code)) { inputs.append(.key(key)) }
                }
            } else if let key = KeyTranslation.character(code) {
                inputs.append(.key(key))
            }
        }
        return inputs
    }

    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard nc.getmouse(&event) == OK else { return nil }
        let position = Point(x: Int(event.x), y: Int(event.y))
        if sk_is_wheel_up(event.bstate) != 0 { return MouseEvent(kind: .wheelUp, position: position) }
        if sk_is_wheel_down(event.bstate) != 0 { return MouseEvent(kind: .wheelDown, position: position) }
        if sk_is_click(event.bstate) != 0 { return MouseEvent(kind: .click, position: position) }
        return nil
    }

    /// Gives the terminal back as it was: normal mode, cursor shown, main screen.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        _ = nc.mousemask(0, nil)
        _ = nc.curs_set(1)
        _ = nc.endwin()
        // Without an alternate screen (vt100, the Linux console) the last frame would stay
        // behind the shell's prompt: leave a clean screen instead.
        if sk_has_alternate_screen(curses) == 0 { sk_clear_screen(curses) }
        nc.delscreen(terminalScreen)
        sk_remove_crash_restore()
    }
}
