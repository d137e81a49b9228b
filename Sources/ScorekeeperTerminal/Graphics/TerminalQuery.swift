import Foundation
import ScorekeeperStore

/// What the terminal answered: its primary device attributes (DA1) and, when it reports them,
/// the size of a character cell in pixels, the largest sixel image it draws and its background
/// colour.
public struct TerminalReply: Equatable, Sendable {
    /// The numbers of the DA1 reply `ESC [ ? 62 ; 4 ; 22 c`.
    public var attributes: [Int]
    /// The cell size from `ESC [ 6 ; height ; width t`, if the terminal sent it.
    public var cellPixels: (width: Int, height: Int)?
    /// The largest sixel image from XTSMGRAPHICS, `ESC [ ? 2 ; 0 ; width ; height S`, if the
    /// terminal sent it. xterm draws nothing at all of an image beyond it.
    public var maxGraphics: (width: Int, height: Int)?
    /// The background colour from OSC 11, `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST, if
    /// the terminal sent it.
    public var background: RGBColor?

    public init(attributes: [Int], cellPixels: (width: Int, height: Int)?,
                maxGraphics: (width: Int, height: Int)? = nil, background: RGBColor? = nil) {
        self.attributes = attributes
        self.cellPixels = cellPixels
        self.maxGraphics = maxGraphics
        self.background = background
    }

    /// Feature 4 of the device attributes is sixel graphics.
    public var hasSixel: Bool { attributes.dropFirst().contains(4) }

    public static func == (lhs: TerminalReply, rhs: TerminalReply) -> Bool {
        lhs.attributes == rhs.attributes && lhs.cellPixels?.width == rhs.cellPixels?.width
            && lhs.cellPixels?.height == rhs.cellPixels?.height && lhs.maxGraphics?.width == rhs.maxGraphics?.width
            && lhs.maxGraphics?.height == rhs.maxGraphics?.height && lhs.background == rhs.background
    }

    /// Parses everything the terminal sent; nil until `answers` DA1 replies are complete.
    /// Terminals answer in order, and every terminal answers DA1, so it is asked last: once it is
    /// here, every reply is. Through tmux two answer (tmux, then the outer terminal): the first
    /// of each reply is kept, so a background tmux knows (the pane's own) stands over the outer
    /// terminal's.
    public static func parse(_ bytes: [UInt8], answers: Int = 1) -> TerminalReply? {
        var attributes: [Int]?
        var attributeReplies = 0
        var cell: (Int, Int)?
        var graphics: (Int, Int)?
        var background: RGBColor?
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") {
                // An operating system command's reply runs to BEL or ST (ESC \).
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
                guard end < bytes.count else { break }
                background = background ?? oscColor(bytes[(index + 2)..<end], number: 11)
                index = end + (bytes[end] == 0x1B ? 2 : 1)
                continue
            }
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
                attributes = attributes ?? numbers(body.dropFirst())
                attributeReplies += 1
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
        guard let attributes, attributeReplies >= answers else { return nil }
        return TerminalReply(attributes: attributes, cellPixels: cell.map { (width: $0.0, height: $0.1) },
                             maxGraphics: graphics.map { (width: $0.0, height: $0.1) }, background: background)
    }

    /// The colour in an OSC colour reply such as `11;rgb:ffff/ffff/ffff` (1 to 4 hex digits a
    /// channel, scaled to 8 bits), when it is the reply to OSC `number`.
    static func oscColor(_ body: ArraySlice<UInt8>, number: Int) -> RGBColor? {
        let text = String(decoding: body, as: UTF8.self)
        let prefix = "\(number);rgb:"
        guard text.hasPrefix(prefix) else { return nil }
        let channels = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        let values: [UInt8] = channels.compactMap { channel in
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
            let top = (1 << (4 * channel.count)) - 1
            return UInt8((value * 255 + top / 2) / top)
        }
        guard channels.count == 3, values.count == 3 else { return nil }
        return RGBColor(red: values[0], green: values[1], blue: values[2])
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
    /// 0 S`: item 2, read the maximum), the background colour (`OSC 11 ; ? BEL`; terminals that
    /// do not know it skip the whole sequence), then primary device attributes (`CSI c`), last
    /// because every terminal answers it.
    static let question = "\u{1B}[16t\u{1B}[?2;1;0S\u{1B}]11;?\u{07}\u{1B}[c"

    /// In a tmux pane that lets questions through: the question (tmux answers OSC 11 when it
    /// knows the pane's background, and DA1), then the background and DA1 asked of the terminal
    /// tmux runs in, wrapped (`TmuxPassthrough`), whose answers follow tmux's.
    static let questionThroughTmux = question + TmuxPassthrough.wrap("\u{1B}]11;?\u{07}\u{1B}[c")

    /// The reply of the terminal the environment says the program runs in: through tmux to the
    /// outer terminal as well when the pane lets questions through (asked of tmux first).
    public static func ask(environment: [String: String]) -> TerminalReply? {
        ask(throughTmux: TmuxPassthrough.isAllowed(environment, run: TmuxPassthrough.runTmux))
    }

    /// How long the outer terminal's answer through tmux is waited for once tmux has answered:
    /// it comes from another program, through tmux and back, so on a loaded machine or over SSH
    /// it can take longer than the first answer's `timeout`; and it is only waited for where the
    /// pane lets questions through, where an outer terminal is there to answer.
    static let outerTerminalWait: Duration = .seconds(2)

    /// When to stop waiting: `timeout` after asking, or, through tmux once tmux has answered,
    /// `outerTerminalWait` after that answer (whichever is later).
    static func deadline(askedAt asked: ContinuousClock.Instant, timeout: Duration,
                         tmuxAnsweredAt answered: ContinuousClock.Instant?) -> ContinuousClock.Instant {
        guard let answered else { return asked + timeout }
        return max(asked + timeout, answered + outerTerminalWait)
    }

    /// The terminal's reply, or nil when stdin/stdout is not a terminal or it did not answer
    /// within `timeout` seconds. `throughTmux` asks the outer terminal too (`questionThroughTmux`)
    /// and waits for its answer up to `outerTerminalWait` after tmux's, keeping tmux's alone
    /// when it does not come.
    public static func ask(timeout: TimeInterval = 0.25, throughTmux: Bool = false) -> TerminalReply? {
        guard StandardStreams.inputIsTerminal, StandardStreams.outputIsTerminal else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0 // VMIN
        raw.c_cc.5 = 0 // VTIME
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }

        let bytes = Array((throughTmux ? questionThroughTmux : question).utf8)
        guard bytes.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
        var received: [UInt8] = []
        let asked = ContinuousClock.now
        var tmuxAnswered: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 256)
        let answers = throughTmux ? 2 : 1
        while true {
            if let reply = TerminalReply.parse(received, answers: answers) { return reply }
            if throughTmux, tmuxAnswered == nil, TerminalReply.parse(received) != nil { tmuxAnswered = .now }
            let deadline = deadline(askedAt: asked, timeout: .seconds(timeout), tmuxAnsweredAt: tmuxAnswered)
            let left = (deadline - ContinuousClock.now).seconds
            // The outer terminal did not answer through tmux: what tmux said stands.
            guard left > 0 else { return throughTmux ? TerminalReply.parse(received) : nil }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(max(1, left * 1000))) > 0 else { continue }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
        }
    }
}
