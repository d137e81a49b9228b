import Foundation
import Testing
import TestSupport

/// The photo view in real terminal emulators under Xvfb, compared with the photo itself:
/// sixel in xterm as a VT340, 24-bit color in xterm with `TERM=xterm-256color` and
/// `COLORTERM=truecolor`, and kitty's graphics protocol (kitty on Mesa's software OpenGL).
/// Each prints the colour error (PSNR against the photo scaled to the region it was drawn in;
/// higher is better) next to the symbols drawn as before, in 256 colors. Skipped, saying so,
/// where an emulator or the X tools are not installed.
@Suite(.serialized) struct RealTerminalTests {
    /// A photo with smooth gradients and hard edges, without black (the terminals' background),
    /// so the region it was drawn in is found by trimming the background. `widthFactor` 2 makes a
    /// panorama (8:3), wider than xterm's largest sixel image at a wide window's full width.
    static func makePhoto(in folder: TemporaryFolder, widthFactor: Int = 1) throws -> String {
        let path = folder.file("photo.jpg")
        let x = { (value: Int) in value * widthFactor }
        try RealTerminal.run("convert", ["-size", "\(x(1200))x900", "-define", "gradient:angle=45", "gradient:#e06040-#40b0e0",
                                         "-fill", "#f0e060", "-draw", "circle \(x(600)),450 \(x(600)),250",
                                         "-fill", "#60e080", "-draw", "rectangle \(x(100)),100 \(x(300)),700",
                                         "-fill", "#a050d0", "-draw", "rectangle \(x(850)),500 \(x(1100)),800",
                                         "-quality", "92", path])
        return path
    }

    /// A database with one player, Blob, whose photo is `photo`.
    static func makeDatabase(in folder: TemporaryFolder, photo: String) throws -> String {
        let database = folder.file("scores.sqlite")
        let game = try CommandRunner.scorekeeper(["game", "add", "Photo Night", "--db", database])
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let player = try CommandRunner.scorekeeper(["player", "add", game, "Blob", "--db", database])
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let attached = try CommandRunner.scorekeeper(["photo", "attach", player, photo, "--db", database])
        guard attached.status == 0 else { throw RealTerminalError("photo attach failed: \(attached.stderr)") }
        // The game clock paused: the screenshots wait for a window that stands still.
        let paused = try CommandRunner.scorekeeper(["game", "pause", game, "--db", database])
        guard paused.status == 0 else { throw RealTerminalError("game pause failed: \(paused.stderr)") }
        return database
    }

    /// What one run of the photo view gave.
    struct ViewRun {
        var psnr: Double
        /// Share of pixels that differ between the list before the view and after closing it.
        var leftover: Double
        /// After a resize while viewing and closing: brightness of the list's empty part.
        var leftoverAfterResize: Double?
    }

    /// Opens the view in `emulator`, photographs it, closes it; optionally resizes while viewing.
    static func viewPhoto(emulator: String, options: [String], arguments: [String] = [], environment: [String: String],
                          display: VirtualDisplay, folder: TemporaryFolder, photo: String, database: String,
                          label: String, resize: Bool = false) throws -> ViewRun {
        let binary = try ScorekeeperBinary.path()
        let window = try EmulatorWindow(emulator: emulator, options: options,
                                        command: [binary, "--db", database] + arguments,
                                        environment: environment.merging(["LANG": "C.UTF-8"]) { $1 },
                                        display: display.name, folder: folder.path)
        // The games list drawn, then the game's: what the view must leave behind when closed.
        let games = try window.settledScreenshot("\(label)-games")
        try window.press("Return")
        let list = try window.settledScreenshot("\(label)-list", unlike: games)
        let cellHeight = try window.geometry().height / window.rows
        // The colour error of the view in a new screenshot (0 where no photo is found).
        func viewPSNR(_ name: String) throws -> Double {
            let view = try window.screenshot(name)
            // The view's box: from under the header to the status row (symbols reach it).
            let box = try window.geometry()
            let top = try window.headerBottom(view)
            let bottom = cellHeight * (box.height / cellHeight - 1)
            return (try? Screenshot.psnr(view, area: "\(box.width)x\(bottom - top)+0+\(top)", photo: photo,
                                         folder: folder.path)) ?? 0
        }
        try window.press("v")
        // Screenshots until the photo is there (symbols first, then the image where there is
        // one): a loaded machine may take a while, a fixed wait would make the test flaky.
        let threshold = arguments.contains("symbols") || emulator == "xterm" && environment["COLORTERM"] != nil ? 20.0 : 38.0
        var psnr = 0.0
        _ = try waitUntilBlocking(every: .seconds(1)) {
            psnr = try viewPSNR("\(label)-view")
            return psnr >= threshold
        }
        try window.press("Escape")
        let leftover = try Self.poll(until: { $0 < 0.002 }) {
            try Screenshot.differingShare(list, try window.screenshot("\(label)-closed"))
        }

        var afterResize: Double?
        if resize {
            try window.press("v")
            // The photo drawn before the resize, and drawn again after it, so that an image
            // left behind would show on the list.
            let shown = try waitUntilBlocking(every: .seconds(1)) { try viewPSNR("\(label)-before-resize") >= threshold }
            let before = try window.geometry()
            try window.resize(width: before.width * 3 / 4, height: before.height * 3 / 4)
            let reshown = try waitUntilBlocking(every: .seconds(1)) { try viewPSNR("\(label)-resized-view") >= threshold }
            guard shown && reshown else { throw RealTerminalError("\(label): the photo was not drawn before and after the resize") }
            try window.press("Escape")
            afterResize = try Self.poll(until: { $0 < 0.02 }) {
                let resizedClosed = try window.screenshot("\(label)-resized-closed")
                let after = try window.geometry()
                // Below the one player's two rows and above the status line, the list is empty.
                let cellHeight = before.height / window.rows
                let top = 5 * cellHeight
                return try Screenshot.meanBrightness(resizedClosed, area: "\(after.width)x\(after.height - top - 3 * cellHeight)+0+\(top)")
            }
        }
        return ViewRun(psnr: psnr, leftover: leftover, leftoverAfterResize: afterResize)
    }

    /// Measures every second until `until` holds (a minute at most); returns the last figure.
    static func poll(until done: (Double) -> Bool, _ measure: () throws -> Double) throws -> Double {
        var value = Double.infinity
        _ = try waitUntilBlocking(every: .seconds(1)) {
            value = try measure()
            return done(value)
        }
        return value
    }

    /// Runs the blocking work (sleeps, helper programs) on a thread of its own, so the tests'
    /// shared threads stay free for the other suites meanwhile.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    static let xtermOptions = ["-xrm", "XTerm*allowSendEvents: true", "-fa", "DejaVu Sans Mono", "-fs", "11", "-b", "0",
                               "+sb", "-bg", "black", "-fg", "white", "-geometry", "100x32+0+0", "-tn", "xterm-256color"]

    static func report(_ emulator: String, new: (String, Double), before: Double) {
        print(String(format: "Photo view in %@: %@ %.2f dB; symbols as before (256 colors) %.2f dB (PSNR against the photo)",
                     emulator, new.0, new.1, before))
    }

    @Test(.enabled(if: RealTerminal.missing("xterm") == nil, "\(RealTerminal.missing("xterm") ?? "")"))
    func xtermAsAVT340DrawsSixelsAndLeavesNothingBehind() async throws {
        let (sixel, symbols) = try await Self.offThePool { () throws -> (ViewRun, ViewRun) in
            let folder = try TemporaryFolder()
            let display = try VirtualDisplay()
            let photo = try Self.makePhoto(in: folder)
            let database = try Self.makeDatabase(in: folder, photo: photo)
            let options = Self.xtermOptions + ["-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340",
                                               "-xrm", "XTerm*numColorRegisters: 1024"]
            // Found by asking the terminal: it reports sixel (4) in its device attributes.
            let sixel = try Self.viewPhoto(emulator: "xterm", options: options, environment: [:], display: display,
                                           folder: folder, photo: photo, database: database, label: "sixel", resize: true)
            let symbols = try Self.viewPhoto(emulator: "xterm", options: options, arguments: ["--graphics", "symbols"],
                                             environment: [:], display: display, folder: folder, photo: photo,
                                             database: database, label: "sixel-symbols")
            return (sixel, symbols)
        }
        Self.report("xterm -ti vt340", new: ("sixel", sixel.psnr), before: symbols.psnr)
        #expect(sixel.psnr > symbols.psnr + 2)
        #expect(sixel.leftover < 0.002, "the list after the view differs from before it")
        #expect((sixel.leftoverAfterResize ?? 1) < 0.02, "an image stayed on the list after a resize")
    }

    @Test(.enabled(if: RealTerminal.missing("xterm") == nil, "\(RealTerminal.missing("xterm") ?? "")"),
          .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct"),
                   "skipped: xterm-direct is not installed (apt-get install ncurses-term)"))
    func xtermWithTruecolorGets24BitSymbols() async throws {
        let (direct, palette) = try await Self.offThePool { () throws -> (ViewRun, ViewRun) in
            let folder = try TemporaryFolder()
            let display = try VirtualDisplay()
            let photo = try Self.makePhoto(in: folder)
            let database = try Self.makeDatabase(in: folder, photo: photo)
            let direct = try Self.viewPhoto(emulator: "xterm", options: Self.xtermOptions,
                                            environment: ["COLORTERM": "truecolor"], display: display, folder: folder,
                                            photo: photo, database: database, label: "truecolor")
            // What Scorekeeper drew before, reading only terminfo's 256 colors.
            let palette = try Self.viewPhoto(emulator: "xterm", options: Self.xtermOptions,
                                             environment: ["COLORTERM": "truecolor", "SCOREKEEPER_COLOR": "256"],
                                             display: display, folder: folder, photo: photo, database: database,
                                             label: "truecolor-256")
            return (direct, palette)
        }
        Self.report("xterm-256color + COLORTERM=truecolor", new: ("24-bit symbols", direct.psnr), before: palette.psnr)
        #expect(direct.psnr > palette.psnr + 1)
        #expect(direct.leftover < 0.002)
    }

    static let kittyOptions = ["--config", "NONE", "-o", "font_family=DejaVu Sans Mono", "-o", "font_size=11",
                               "-o", "window_padding_width=0", "-o", "remember_window_size=no",
                               "-o", "initial_window_width=900", "-o", "initial_window_height=600",
                               "-o", "enable_audio_bell=no", "-o", "cursor_blink_interval=0"]

    @Test(.enabled(if: RealTerminal.missing("kitty") == nil, "\(RealTerminal.missing("kitty") ?? "")"))
    func kittyDrawsWithItsGraphicsProtocolAndLeavesNothingBehind() async throws {
        let (pixels, symbols) = try await Self.offThePool { () throws -> (ViewRun, ViewRun) in
            let folder = try TemporaryFolder()
            let display = try VirtualDisplay()
            let photo = try Self.makePhoto(in: folder)
            let database = try Self.makeDatabase(in: folder, photo: photo)
            // Found from the environment: kitty sets TERM=xterm-kitty and KITTY_WINDOW_ID.
            let pixels = try Self.viewPhoto(emulator: "kitty", options: Self.kittyOptions, environment: [:],
                                            display: display, folder: folder, photo: photo, database: database,
                                            label: "kitty", resize: true)
            let symbols = try Self.viewPhoto(emulator: "kitty", options: Self.kittyOptions,
                                             arguments: ["--graphics", "symbols"], environment: ["SCOREKEEPER_COLOR": "256"],
                                             display: display, folder: folder, photo: photo, database: database,
                                             label: "kitty-symbols")
            return (pixels, symbols)
        }
        Self.report("kitty", new: ("kitty graphics", pixels.psnr), before: symbols.psnr)
        #expect(pixels.psnr > symbols.psnr + 2)
        #expect(pixels.leftover < 0.002)
        #expect((pixels.leftoverAfterResize ?? 1) < 0.02, "an image stayed on the list after a resize")
    }
}
