import Foundation
import ScorekeeperStore
import ScorekeeperTerminal
import ScorekeeperUI
import Testing

/// Measures captured screen text the way tmux does, with the C library's `wcwidth` in a UTF-8
/// locale, so a test can tell where on a line each character really landed.
enum TerminalColumns {
    private typealias WidthFunction = @convention(c) (Int32) -> Int32

    private static let wcwidth: WidthFunction? = {
        // The process's own symbols (the C library included).
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()

    /// A UTF-8 locale used only on the measuring thread (`uselocale`), so other tests are untouched.
    private static func withUTF8Locale<T>(_ body: () -> T) -> T {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return body() }
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        return body()
    }

    /// The C library's width of each scalar (-1: it does not know the character).
    static func widths(_ text: String) -> [Int] {
        guard let wcwidth else { return text.unicodeScalars.map { _ in 1 } }
        return withUTF8Locale { text.unicodeScalars.map { Int(wcwidth(Int32(bitPattern: $0.value))) } }
    }

    /// The column just after the last non-space character of a captured line.
    static func end(of line: some StringProtocol) -> Int {
        var trimmed = String(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return widths(trimmed).reduce(0) { $0 + max(0, $1) }
    }

    /// Scalars the terminal was given that the C library cannot measure: a terminal would guess.
    static func unmeasurable(_ text: String) -> [String] {
        zip(text.unicodeScalars, widths(text)).filter { $0.1 < 0 }.map { String(format: "U+%04X", $0.0.value) }
    }
}

/// The frame the interface must show for a database and a size, rendered in this process with
/// the same code, to compare with what tmux shows.
@MainActor
func expectedFrame(database path: String, size: TerminalSize, openFirstGame: Bool = false) throws -> [String] {
    let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
    let app = AppModel(database: database, size: size, photos: .live)
    app.start()
    defer { app.stop() }
    if openFirstGame { app.handle(.key(.enter)) }
    return render(app, size: size).text.components(separatedBy: "\n")
}

/// The lines tmux shows (its capture ends with a newline).
func capturedLines(_ screen: String) -> [String] {
    var lines = screen.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
}
