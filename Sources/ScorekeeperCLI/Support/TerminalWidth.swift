import Foundation

/// The width of the terminal standard output is connected to, if it is one.
enum TerminalWidth {
    static func current() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
