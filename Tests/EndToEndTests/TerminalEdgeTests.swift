import Foundation
import InterfaceTestSupport
import TestSupport
import ScorekeeperStore
import ScorekeeperUI
import Testing

/// The interface on terminals it does not choose: any size from 1x1 to 500x200, bursts of
/// resizes, missing or unknown TERM, a locale without UTF-8, no terminal at all, and names that
/// another program stored with escape sequences, controls, right-to-left text and wide characters.
@Suite(.serialized, .tmuxInstalled)
struct TerminalEdgeTests {
    /// A database with one game and a few players, most recent first.
    static func seed(_ path: String) throws {
        let seeded = try SeededGame(path, title: "Edge Night", players: [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)])
        // Its clock paused, so the game screen's frame does not change with the time: the tests
        // compare whole frames rendered apart.
        try seeded.database.pauseClock(gameID: seeded.game.id)
        try seeded.database.at(Date(timeIntervalSince1970: 1_700_000_000)).createGame(title: "Older Game")
    }

    /// Waits (bounded) until tmux shows exactly the frame the interface renders for `size`.
    @discardableResult
    func waitForFrame(_ tmux: Tmux, database: String, size: TerminalSize, openFirstGame: Bool = false,
                      sourceLocation: SourceLocation = #_sourceLocation) async throws -> Bool {
        // Rendered on the main actor, but waited for off it: other suites' main-actor tests go on.
        let expected = try await expectedFrame(database: database, size: size, openFirstGame: openFirstGame)
        if try await waitUntil(every: .milliseconds(50), {
            try capturedLines(try tmux.screen()) == expected
                && tmux.format("#{pane_width}x#{pane_height}") == "\(size.columns)x\(size.rows)"
        }) { return true }
        Issue.record("""
            At \(size) the screen is not the expected frame.
            Expected:
            \(expected.joined(separator: "\n"))
            Shown:
            \(tmux.lastScreen)
            """, sourceLocation: sourceLocation)
        return false
    }

    func resize(_ tmux: Tmux, to size: TerminalSize) throws {
        try tmux.tmux(["resize-window", "-t", "main", "-x", String(size.columns), "-y", String(size.rows)])
    }

    @Test func everySizeFromOneByOneToVeryLargeShowsItsWholeFrame() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("sizes.sqlite")
        try Self.seed(database)
        let pidFile = folder.file("pid")
        let tmux = try Tmux.interface(database: database, pidFile: pidFile, columns: 80, rows: 24)
        let pid = try interfacePID(in: pidFile)
        try tmux.waitFor(text: "Edge Night", timeout: 30)
        let sizes = [(1, 1), (2, 1), (1, 2), (5, 3), (12, 40), (31, 8), (32, 7), (32, 8), (80, 24), (200, 60),
                     (500, 200), (40, 10), (1, 1), (100, 30)].map { TerminalSize(columns: $0.0, rows: $0.1) }
        for size in sizes {
            try resize(tmux, to: size)
            try await waitForFrame(tmux, database: database, size: size)
        }
        // The game screen too, at a large size and after going small and back.
        try tmux.press("Enter")
        try tmux.waitFor(text: "Blob Sr", timeout: 30)
        for size in [TerminalSize(columns: 500, rows: 200), TerminalSize(columns: 3, rows: 3), TerminalSize(columns: 90, rows: 20)] {
            try resize(tmux, to: size)
            try await waitForFrame(tmux, database: database, size: size, openFirstGame: true)
        }
        #expect(kill(pid, 0) == 0, "the interface is still running")
        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
    }

    @Test func aBurstOfAHundredResizesEndsOnTheRightFrame() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("burst.sqlite")
        try Self.seed(database)
        let pidFile = folder.file("pid")
        let tmux = try Tmux.interface(database: database, pidFile: pidFile, columns: 80, rows: 24)
        let pid = try interfacePID(in: pidFile)
        try tmux.waitFor(text: "Edge Night", timeout: 30)

        // Sizes that jump between tiny, small, normal and huge; the last one of each burst is the
        // one that counts. The second burst ends too small, the third on the game screen.
        var generator = SystemRandomNumberGenerator()
        func burst(endingAt final: TerminalSize) throws {
            var sizes = (0..<99).map { _ in
                TerminalSize(columns: Int.random(in: 1...300, using: &generator), rows: Int.random(in: 1...120, using: &generator))
            }
            sizes.append(final)
            // Ten resizes per tmux command, so they reach the terminal faster than it redraws.
            for chunk in stride(from: 0, to: sizes.count, by: 10) {
                var arguments: [String] = []
                for size in sizes[chunk..<min(chunk + 10, sizes.count)] {
                    if !arguments.isEmpty { arguments.append(";") }
                    arguments += ["resize-window", "-t", "main", "-x", String(size.columns), "-y", String(size.rows)]
                }
                try tmux.tmux(arguments)
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        try burst(endingAt: TerminalSize(columns: 77, rows: 23))
        try await waitForFrame(tmux, database: database, size: TerminalSize(columns: 77, rows: 23))
        print("100 resizes and the final frame took \(clock.now - start)")

        try burst(endingAt: TerminalSize(columns: 20, rows: 6))
        try await waitForFrame(tmux, database: database, size: TerminalSize(columns: 20, rows: 6))
        #expect(tmux.lastScreen.contains("Terminal too small"))

        try resize(tmux, to: TerminalSize(columns: 80, rows: 24))
        try tmux.press("Enter")
        try tmux.waitFor(text: "Blob Sr", timeout: 30)
        try burst(endingAt: TerminalSize(columns: 64, rows: 12))
        try await waitForFrame(tmux, database: database, size: TerminalSize(columns: 64, rows: 12), openFirstGame: true)

        #expect(kill(pid, 0) == 0, "the interface survived")
        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
    }

    /// The terminal's answer to the questions asked at start can come late (a slow link, a busy
    /// machine): typed into the watch and the interface as a terminal would send it, it is not
    /// keys (its Esc would quit the watch, its letters would act).
    @Test func aLateAnswerOfTheTerminalIsNotKeys() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("late.sqlite")
        try Self.seed(database)
        let answer = "\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[6;20;10t\u{1B}[?64;4c"
        let watch = try Tmux.interface(database: database, arguments: ["--watch", "Edge Night"], columns: 80, rows: 24)
        try watch.waitFor(text: "Watch only")
        try watch.tmux(["send-keys", "-t", "main", "-l", answer])
        // Then a key the watch refuses with a message: it arrives after the answer, so once it
        // shows, the answer has been read.
        try watch.press("+")
        try watch.waitFor(text: "Watch only: this display cannot change anything.")
        #expect(!watch.lastScreen.contains("EXIT="), "\(watch.lastScreen)")

        let interface = try Tmux.interface(database: database, columns: 80, rows: 24)
        try interface.openGame("Edge Night", showing: "Blob Sr", at: 100)
        try interface.tmux(["send-keys", "-t", "main", "-l", answer])
        try interface.press("+")
        try interface.waitFor("Blob Sr at 101 and still in the game") { _ in interface.shownScore(of: "Blob Sr") == 101 }
        #expect(interface.lastScreen.contains("Blob Sr") && !interface.lastScreen.contains("EXIT="))
        try interface.press("q", "q")
        try interface.waitFor(text: "EXIT=0")
    }

    /// A TERM and whether the interface can run with it.
    struct TermCase: Sendable, CustomTestStringConvertible {
        var label: String
        /// nil: unset.
        var term: String?
        /// Words of the refusal, or nil when the interface must start.
        var refusal: String?
        var testDescription: String { label }
    }

    static let terms = [
        TermCase(label: "TERM unset", term: nil, refusal: "TERM is not set"),
        TermCase(label: "TERM empty", term: "", refusal: "TERM is not set"),
        TermCase(label: "TERM=dumb", term: "dumb", refusal: "cannot move the cursor"),
        TermCase(label: "unknown TERM", term: "no-such-terminal-7f3a", refusal: "is unknown here"),
        TermCase(label: "TERM with an escape", term: "x\u{1B}]0;PWNED\u{07}", refusal: "is unknown here"),
        TermCase(label: "TERM=vt100 (no colors, no alternate screen)", term: "vt100", refusal: nil),
        TermCase(label: "TERM=xterm (8 colors)", term: "xterm", refusal: nil),
        TermCase(label: "TERM=linux", term: "linux", refusal: nil),
        TermCase(label: "TERM=screen", term: "screen", refusal: nil),
    ]

    @Test(arguments: terms)
    func terminalTypes(_ input: TermCase) throws {
        let folder = try TemporaryFolder()
        let database = folder.file("term.sqlite")
        try Self.seed(database)
        let binary = try Tmux.interfaceCommand(database: database)
        // The harness exports a TERM of its own; this command replaces or removes it.
        let command = input.term.map { "env TERM=\(Tmux.quote($0)) \(binary)" } ?? "env -u TERM \(binary)"
        let tmux = try Tmux(command: command, columns: 200, rows: 20)
        if let refusal = input.refusal {
            try tmux.waitFor(text: "EXIT=1", timeout: 30)
            let lines = capturedLines(tmux.lastScreen).filter { !$0.isEmpty }
            // One line (the pane is wide enough not to wrap it), then the exit status.
            #expect(lines.count == 2, "\(lines)")
            #expect(lines.first?.hasPrefix("Error: ") == true)
            #expect(lines.first?.contains(refusal) == true, "\(lines)")
            #expect(lines.first?.contains("scorekeeper --help") == true)
            let title = try tmux.format("#{pane_title}")
            #expect(!tmux.lastScreen.contains("\u{1B}") && !title.contains("PWNED"))
        } else {
            try tmux.openGame("Edge Night", showing: "Blob Sr", at: 100)
            try tmux.press("+")
            try tmux.waitFor("Blob Sr at 101", timeout: 30) { _ in tmux.shownScore(of: "Blob Sr") == 101 }
            try tmux.press("q", "q")
            try tmux.waitFor(text: "EXIT=0", timeout: 30)
            #expect(try tmux.terminalModes().isSuperset(of: ["echo", "icanon"]))
            // With or without an alternate screen, no frame is left behind the shell.
            #expect(!tmux.lastScreen.contains("Blob Sr") && !tmux.lastScreen.contains("Edge Night"), "\(tmux.lastScreen)")
        }
    }

    @Test func withoutATerminalItSaysSoOnOneLine() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("notty.sqlite")
        try Self.seed(database)
        let binary = try Tmux.interfaceCommand(database: database)
        for (label, redirection) in [("stdin from /dev/null", "< /dev/null"), ("stdout to a file", "> out.txt"),
                                     ("stdout to a pipe", "| cat > out.txt")] {
            // The status of the program itself, not of `cat`, is the one that is echoed.
            let command = "\(binary) \(redirection) 2> err.txt; echo \"STATUS=$?\"; true"
            let pipeCommand = "set -o pipefail 2>/dev/null; \(binary) 2> err.txt | cat > out.txt; echo \"STATUS=$?\"; true"
            let tmux = try Tmux(command: label.contains("pipe") ? "bash -c \(Tmux.quote(pipeCommand))" : command,
                                workingDirectory: folder.path)
            try tmux.waitFor(text: "EXIT=0", timeout: 30)
            #expect(tmux.lastScreen.contains("STATUS=1"), "\(label): \(tmux.lastScreen)")
            let error = try String(contentsOfFile: folder.file("err.txt"), encoding: .utf8)
            #expect(error.hasSuffix("\n") && error.dropLast().split(separator: "\n").count == 1, "\(label): \(error.debugDescription)")
            #expect(error.contains("scorekeeper --help") && error.contains("subcommands"), "\(label): \(error)")
            let output = (try? String(contentsOfFile: folder.file("out.txt"), encoding: .utf8)) ?? ""
            #expect(output.isEmpty, "\(label): nothing, no escape sequence, goes to stdout: \(output.debugDescription)")
            #expect(try tmux.format("#{alternate_on}") == "0")
            #expect(try tmux.terminalModes().isSuperset(of: ["echo", "icanon"]))
        }
    }

    @Test(arguments: [["LANG": "C", "LC_ALL": "C"], ["LANG": "C", "LC_ALL": ""], ["LANG": "", "LC_ALL": "POSIX"]])
    func aLocaleWithoutUTF8ShowsOnlyASCIIAndKeepsTheLayout(_ locale: [String: String]) throws {
        let folder = try TemporaryFolder()
        let database = folder.file("ascii.sqlite")
        _ = try SeededGame(database, title: "Zoë's Night 大富翁",
                           players: [("Zoë", 7), ("山田太郎", 12), ("שלום", 3), ("👨‍👩‍👧 family", 150), ("Ångström", -4)])
        let tmux = try Tmux.interface(database: database, environment: locale)
        try tmux.waitFor(text: "Night", timeout: 30)
        try tmux.press("Enter")
        try tmux.waitFor(text: "Zo", timeout: 30)
        // The last row drawn whole (its score at the end) and the key bar under it: a capture
        // can catch curses half-way through a row, name drawn and score not yet.
        try tmux.waitFor("all five rows with their scores", timeout: 30) { screen in
            capturedLines(screen).contains { $0.contains("Angstr") && $0.hasSuffix("-4") } && screen.contains("Help")
        }
        let screen = tmux.lastScreen
        let nonASCII = screen.unicodeScalars.filter { $0.value >= 0x7F || ($0.value < 0x20 && $0 != "\n") }
        #expect(nonASCII.isEmpty, "non-ASCII sent to an ASCII terminal: \(nonASCII.map { String(format: "U+%04X", $0.value) })\n\(screen)")
        // Accents dropped, other scripts shown as one "?" per column: the layout holds.
        #expect(screen.contains("Zoe") && screen.contains("Angstrom") && screen.contains("????????"), "\(screen)")
        let lines = capturedLines(screen)
        let scoreEnd = lines.first { $0.contains("Score") }.map { TerminalColumns.end(of: $0) }
        for name in ["Zoe", "????????", "Angstrom", "family"] {
            let row = lines.dropFirst(2).first { $0.contains(name) }
            // The leader's row has a star after its score.
            let scorePart = row.map { $0.hasSuffix(" *") ? String($0.dropLast(2)) : $0 }
            #expect(scorePart.map { TerminalColumns.end(of: $0) } == scoreEnd, "\(name): \(row ?? "missing")")
        }
        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
    }

    @Test func hostileNamesStoredByAnotherProgramAreShownEscapedAndInPlace() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("hostile.sqlite")
        let ids = try SeededGame(database, title: "Hostile", players: (0..<11).map { ("p\($0)", 10 * $0) })
            .players.map(\.id.lowercasedString)
        // Written with sqlite3, as another program could: Scorekeeper's own checks never see them.
        let names = [
            "char(27) || ']0;PWNED-TITLE' || char(7) || 'Title'",
            "char(27) || '[2J' || char(27) || '[H' || 'Clear'",
            "char(27) || ']52;c;cm0gLXJmIH4=' || char(7) || 'Clip'",
            "'C1' || char(155) || '31m' || char(133) || char(144) || 'q' || char(156) || 'x'",
            "'rtl ' || char(8238) || 'evil' || char(8236) || ' שלום עולם'",
            "'Zoe' || char(776) || ' e' || char(769, 769, 769, 769, 769, 769)",
            "'👨‍👩‍👧 🎲 ☺️ 🇫🇷 🫨 x'",
            "'大富翁ゲーム漢字'",
            "printf('%.10000c', 'w') || 'END'",
            "char(27) || 'P1$r' || char(27) || '\\' || 'DCS'",
            "'tab' || char(9) || 'nl' || char(10) || 'cr' || char(13) || 'del' || char(127)",
        ]
        var sql = "UPDATE games SET title = char(27) || ']2;PWNED-TITLE' || char(7) || char(27) || '[31mRed';"
        for (id, name) in zip(ids, names) { sql += "UPDATE players SET name = \(name) WHERE id = '\(id)';" }
        try SpawnedProgram.output("/usr/bin/env", ["sqlite3", database, sql])

        // The interface waits for a go, so the clipboard option is set before anything is drawn.
        let go = folder.file("go")
        let script = "until [ -e \(Tmux.quote(go)) ]; do sleep 0.05; done; "
            + "exec \(try Tmux.interfaceCommand(database: database))"
        let command = "sh -c \(Tmux.quote(script))"
        let tmux = try Tmux(command: command, columns: 120, rows: 30)
        try tmux.tmux(["set-option", "-s", "set-clipboard", "on"])
        let titleBefore = try tmux.format("#{pane_title}")
        FileManager.default.createFile(atPath: go, contents: Data())

        try tmux.waitFor(text: "Red", timeout: 30)
        try checkNothingRaw(tmux, titleBefore: titleBefore)
        #expect(tmux.lastScreen.contains("\\e]2;PWNED-TITLE\\u{7}\\e[31mRed"), "\(tmux.lastScreen)")
        try tmux.press("Enter")
        let hostileNames = ["\\e]0;PWNED-TITLE\\u{7}Title", "\\e[2J\\e[HClear", "\\e]52;c;cm0gLXJmIH4=\\u{7}Clip",
                     "C1\\u{9b}31m\\u{85}\\u{90}q\\u{9c}x", "\\eP1$r\\e\\DCS", "tab\\tnl\\ncr\\rdel\\u{7f}",
                     "rtl \\u{202e}evil\\u{202c} שלום עולם", "Zoe\u{308} ", "大富翁ゲーム漢字", "www"]
        // Every row and the key bar in one frame: the frame that first shows one row may not
        // have the rows below it drawn yet.
        try tmux.waitFor("every name shown escaped, and the key bar", timeout: 30) { screen in
            screen.contains("11 players") && hostileNames.allSatisfy(screen.contains) && capturedLines(screen).last?.contains("Help") == true
        }
        try checkNothingRaw(tmux, titleBefore: titleBefore)
        let screen = tmux.lastScreen
        for shown in hostileNames {
            #expect(screen.contains(shown), "\(shown.debugDescription) is not shown:\n\(screen)")
        }
        #expect(!screen.contains("END"), "the 10,000-character name is cut")

        // Every player row ends its score at the column where the header's "Score" ends, measured
        // as the terminal measures; the status line and key bar stay in place.
        let lines = capturedLines(screen)
        #expect(lines.count == 30)
        let scoreEnd = try #require(lines.first { $0.contains("Score") }.map { TerminalColumns.end(of: $0) })
        for row in lines.dropFirst(2) where row.range(of: #"\d+( ★)?$"#, options: .regularExpression) != nil && !row.contains("players") {
            let end = TerminalColumns.end(of: row.hasSuffix(" ★") ? String(row.dropLast(2)) : row)
            #expect(end == scoreEnd, "this row's score ends at column \(end), not \(scoreEnd): \(row)")
        }
        #expect(TerminalColumns.unmeasurable(lines.joined()).isEmpty, "characters the terminal must guess the width of: \(TerminalColumns.unmeasurable(lines.joined()))")
        #expect(lines.last?.contains("Help") == true, "the key bar is on the last line")

        // Dialogs quote the names escaped too.
        try tmux.press("g", "d")
        try tmux.waitFor(text: "Delete ", timeout: 30)
        try checkNothingRaw(tmux, titleBefore: titleBefore)
        try tmux.press("n", "q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
        #expect(try tmux.format("#{pane_title}") == titleBefore)
    }

    /// No injected sequence reached the terminal: tmux keeps no trace of one (title, clipboard,
    /// cleared screen), and the colored capture holds no OSC, DCS or C1 control.
    func checkNothingRaw(_ tmux: Tmux, titleBefore: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try tmux.format("#{pane_title}") == titleBefore, "the window title changed", sourceLocation: sourceLocation)
        #expect(try tmux.tmux(["list-buffers"]).isEmpty, "an OSC 52 clipboard write got through", sourceLocation: sourceLocation)
        let escaped = try tmux.escapedScreen()
        #expect(!escaped.contains("\u{1B}]") && !escaped.contains("\u{1B}P") && !escaped.contains("\u{1B}[2J"),
                "raw sequences in the capture", sourceLocation: sourceLocation)
        let controls = escaped.unicodeScalars.filter { (0x80...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "C1 controls in the capture", sourceLocation: sourceLocation)
    }
}
