/// Takes the terminal's late answers out of the keys. The questions asked before curses starts
/// (`TerminalQuery`) wait 0.25 s at most; over a slow link (SSH, a loaded machine) an answer can
/// come after that and would reach the interface as keys: an Esc that closes the screen, then
/// "]11;rgb:…". Answers are sequences no keyboard sends within one read: an OSC (`ESC ]` … BEL or
/// `ESC \`) or a CSI with a private marker or an answer's final byte (`ESC [ ?` …, `ESC [ 6 ; h ;
/// w t`, `ESC [ … c`). Everything else (an Esc pressed alone, Alt-letters) passes unchanged.
struct TerminalReplyFilter {
    /// Where the filter is within an answer that a read cut in two.
    private enum State {
        case keys
        /// Inside an OSC, up to its BEL or ST.
        case osc(count: Int, sawEscape: Bool)
        /// Inside a CSI answer, up to its final byte.
        case csi(count: Int)
    }

    private var state = State.keys

    /// The longest answer taken out; anything longer was not an answer (the keys after go on).
    static let longest = 256

    /// The codes of one read (characters as code points; `isFunctionKey` marks curses' key codes,
    /// which are never part of an answer) with the answers taken out.
    mutating func filter(_ codes: [(code: UInt32, isFunctionKey: Bool)]) -> [(code: UInt32, isFunctionKey: Bool)] {
        var kept: [(code: UInt32, isFunctionKey: Bool)] = []
        var index = 0
        while index < codes.count {
            let (code, isFunctionKey) = codes[index]
            switch state {
            case .osc(let count, let sawEscape):
                if isFunctionKey || count > Self.longest {
                    state = .keys
                    continue
                }
                if code == 7 || (sawEscape && code == 92) {
                    state = .keys
                } else {
                    state = .osc(count: count + 1, sawEscape: code == 27)
                }
                index += 1
            case .csi(let count):
                if isFunctionKey || count > Self.longest {
                    state = .keys
                    continue
                }
                // Parameters and intermediates, then a final byte (0x40-0x7E) ends it.
                if (0x40...0x7E).contains(code) { state = .keys } else { state = .csi(count: count + 1) }
                index += 1
            case .keys:
                if !isFunctionKey, code == 27, index + 1 < codes.count, !codes[index + 1].isFunctionKey {
                    let next = codes[index + 1].code
                    if next == 93 {  // "]": an OSC answer
                        state = .osc(count: 0, sawEscape: false)
                        index += 2
                        continue
                    }
                    if next == 91, Self.isAnswer(codes[(index + 2)...].map(\.code)) {  // "[": a CSI answer
                        state = .csi(count: 0)
                        index += 2
                        continue
                    }
                }
                kept.append((code, isFunctionKey))
                index += 1
            }
        }
        return kept
    }

    /// Whether what follows `ESC [` is an answer: a private marker (`?`, `>`), or digits and `;`
    /// ending in an answer's final byte (`c` device attributes, `t` window sizes, `S` graphics).
    private static func isAnswer(_ rest: [UInt32]) -> Bool {
        guard let first = rest.first else { return false }
        if first == 63 || first == 62 { return true }
        for code in rest {
            if (48...57).contains(code) || code == 59 { continue }
            return code == 99 || code == 116 || code == 83
        }
        return false
    }
}
