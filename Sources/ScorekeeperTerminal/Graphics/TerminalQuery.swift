import Foundation

/// What the terminal answered: its primary device attributes (DA1) and, when it reports them,
/// the size of a character cell in pixels and the largest sixel image it draws.
public struct TerminalReply: Equatable, Sendable {
    /// The numbers of the DA1 reply `ESC [ ? 62 ; 4 ; 22 c`.
    public var attributes: [Int]
    /// The cell size from `ESC [ 6 ; height ; width t`, if the terminal sent it.
    public var cellPixels: (width: Int, height: Int)?
    /// The largest sixel image from XTSMGRAPHICS, `ESC [ ? 2 ; 0 ; width ; height S`, if the
    /// terminal sent it. xterm draws nothing at all of an image beyond it.
    public var maxGraphics: (width: Int, height: Int)?

    public init(attributes: [Int], cellPixels: (width: Int, height: Int)?,
                maxGraphics: (width: Int, height: Int)? = nil) {
        self.attributes = attributes
        self.cellPixels = cellPixels
        self.maxGraphics = maxGraphics
    }

    /// Feature 4 of the device attributes is sixel graphics.
    public var hasSixel: Bool { attributes.dropFirst().contains(4) }

    public static func == (lhs: TerminalReply, rhs: TerminalReply) -> Bool {
        lhs.attributes == rhs.attributes && lhs.cellPixels?.width == rhs.cellPixels?.width
            && lhs.cellPixels?.height == rhs.cellPixels?.height && lhs.maxGraphics?.width == rhs.maxGraphics?.width
            && lhs.maxGraphics?.height == rhs.maxGraphics?.height
    }

    /// Parses everything the terminal sent; nil until the DA1 reply is complete. Terminals
    /// answer in order, and every terminal answers DA1, so it is asked last: once it is here,
    /// every reply is.
    public static func parse(_ bytes: [UInt8]) -> TerminalReply? {
        var attributes: [Int]?
        var cell: (Int, Int)?
        var graphics: (Int, Int)?
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { break }
            let body = bytes[(index + 2)..<end]
            let final = bytes[end]
            if final == UInt8(ascii: "c"), body.first == UInt8(ascii: "?") {
                attributes = numbers(body.dropFirst())
            } else if final == UInt8(ascii: "t") {
                let values = numbers(body)
                if values.count == 3, values[0] == 6, values[1] > 0, values[2] > 0 { cell = (values[2], values[1]) }
            } else if final == UInt8(ascii: "S"), body.first == UInt8(ascii: "?") {
                // Item 2 (sixel geometry), status 0 (success); other statuses carry no size.
                let values = numbers(body.dropFirst())
                if values.count == 4, values[0] == 2, values[1] == 0, values[2] > 0, values[3] > 0 {
                    graphics = (values[2], values[3])
                }
            }
            index = end + 1
        }
        guard let attributes else { return nil }
        return TerminalReply(attributes: attributes, cellPixels: cell.map { (width: $0.0, height: $0.1) },
                             maxGraphics: graphics.map { (width: $0.0, height: $0.1) })
    }

    private static func numbers(_ body: ArraySlice<UInt8>) -> [Int] {
        String(decoding: body, as: UTF8.self).split(separator: ";").compactMap { Int($0) }
    }
}

/// Asks the terminal on stdin/stdout about itself, before curses owns the input.
///
/// The terminal is put in raw mode without echo, the questions are written, and the answers are
/// read until the DA1 reply ends or the time runs out; then the mode is put back. Reading up to
/// the last reply keeps any of it from reaching the interface as keys.
public enum TerminalQuery {
    /// The cell size question (`CSI 16 t`), the largest sixel image (XTSMGRAPHICS, `CSI ? 2 ; 1 ;
    /// 0 S`: item 2, read the maximum), then primary device attributes (`CSI c`), last because
    /// every terminal answers it.
    static let question = "\u{1B}[16t\u{1B}[?2;1;0S\u{1B}[c"

    /// The terminal's reply, or nil when stdin/stdout is not a terminal or it did not answer
    /// within `timeout` seconds.
    public static func ask(timeout: TimeInterval = 0.25) -> TerminalReply? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0 // VMIN
        raw.c_cc.5 = 0 // VTIME
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }

        let bytes = Array(question.utf8)
        guard bytes.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(timeout)
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if let reply = TerminalReply.parse(received) { return reply }
            let left = (deadline - ContinuousClock.now).seconds
            guard left > 0 else { return nil }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(max(1, left * 1000))) > 0 else { continue }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
        }
    }
}
