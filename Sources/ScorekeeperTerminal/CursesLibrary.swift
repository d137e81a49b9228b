import CNcursesw
import ScorekeeperStore

/// ncurses, opened the first time something needs it (`sk_curses_load`): the interface and
/// `--watch`, their check of the terminal, and `photo show` reading how many colors the
/// terminal's description declares. Linked, it was loaded and bound at every start of every
/// command. Swift runs a `static let` initializer once, even when several threads ask at the
/// same time.
struct CursesLibrary: @unchecked Sendable {
    // Written once by the loader, then only read, so sharing it between threads is safe.
    let table: UnsafePointer<SKCurses>

    static let shared: CursesLibrary? = sk_curses_load().map(CursesLibrary.init(table:))

    /// The table, or the one line that says ncurses is missing.
    static func required() throws -> UnsafePointer<SKCurses> {
        guard let shared else {
            throw ScorekeeperError.other(
                "The interface needs ncurses 6.1 or later (package libncursesw6), which is not installed. Use the subcommands instead (see `scorekeeper --help`).")
        }
        return shared.table
    }

    /// How many colors the terminal description `name` declares (nil: TERM's), -1 when there is no
    /// such description or no ncurses to read it with (then `photo show` draws without color).
    static func terminfoColors(_ name: String?) -> Int {
        guard let shared else { return -1 }
        return Int(sk_terminfo_colors(shared.table, name))
    }
}
