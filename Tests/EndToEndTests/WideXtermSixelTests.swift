import Foundation
import Testing
import TestSupport

/// Sixel photos in an xterm wider than its maximum graphics size (1000 x 1000 pixels unless
/// `maxGraphicSize` says otherwise): xterm draws nothing of a sixel image beyond it, so the
/// image must be fitted within the size the terminal reports. Part of the serialized
/// real-terminal suite, which makes one private X server at a time.
extension RealTerminalTests {
    /// xterm as a VT340 at 120 columns with a 12-point font: about 1204 pixels wide.
    static let wideXtermOptions = ["-xrm", "XTerm*allowSendEvents: true", "-fa", "DejaVu Sans Mono", "-fs", "12", "-b", "0",
                                   "+sb", "-bg", "black", "-fg", "white", "-geometry", "120x32+0+0", "-tn", "xterm-256color",
                                   "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340",
                                   "-xrm", "XTerm*numColorRegisters: 1024"]

    /// Takes screenshots until `done` holds for one or `seconds` pass (one last look after the
    /// deadline, through the one polling wait); returns the last figure.
    static func waitFor(_ seconds: Int, until done: (Double) -> Bool, _ measure: () throws -> Double) rethrows -> Double {
        var value = -Double.infinity
        _ = try waitUntilBlocking(timeout: .seconds(seconds), every: .milliseconds(500)) {
            value = try measure()
            return done(value)
        }
        return value
    }

    /// Waits for the games list to be drawn, opens the game with Return and waits for its screen.
    static func openTheGame(in window: EmulatorWindow, box: (x: Int, y: Int, width: Int, height: Int), label: String) throws {
        _ = try waitFor(30, until: { $0 > 0.01 }) {
            try Screenshot.meanBrightness(try window.screenshot("\(label)-start"), area: "\(box.width)x\(box.height)+0+0")
        }
        let list = try window.screenshot("\(label)-list")
        try window.press("Return")
        _ = try waitFor(30, until: { $0 > 0.005 }) {
            try Screenshot.differingShare(list, try window.screenshot("\(label)-game"))
        }
    }

    @Test(.enabled(if: RealTerminal.missing("xterm") == nil, "\(RealTerminal.missing("xterm") ?? "")"))
    func aSixelPhotoIsDrawnInAnXtermWiderThanItsGraphicsLimit() async throws {
        let (view, shown, width) = try await Self.offThePool { () throws -> (Double, Double, Int) in
            let (folder, display, photo, database) = try Self.wideScene()
            let player = "Blob", binary = try ScorekeeperBinary.path()

            // The photo view.
            let window = try EmulatorWindow(emulator: "xterm", options: Self.wideXtermOptions,
                                            command: [binary, "--db", database], environment: ["LANG": "C.UTF-8"],
                                            display: display.name, folder: folder.path)
            let box = try window.geometry()
            // The list is up once something is drawn (the header band).
            try Self.openTheGame(in: window, box: box, label: "wide")
            try window.press("v")
            // Symbols come first, the image when it is ready: until the picture is as close to
            // the photo as pixels get, or a generous deadline.
            let cellHeight = box.height / window.rows
            let view = try Self.waitFor(60, until: { $0 >= Self.pixelsThreshold }) {
                let shot = try window.screenshot("wide-view")
                let top = try window.headerBottom(shot)
                let bottom = cellHeight * (window.rows - 1)
                return (try? Screenshot.psnr(shot, area: "\(box.width)x\(bottom - top)+0+\(top)", photo: photo,
                                             folder: folder.path)) ?? 0
            }
            try window.press("q")

            // `photo show --width 101`: 101 cells of 10 pixels are more than 1000. The cursor is
            // hidden afterwards so only the picture differs from the black background.
            let status = folder.file("show-status")
            let script = "\(binary) photo show \(player) --width 101 --graphics sixel --db \(database) 2> \(folder.file("show-err")); "
                + "echo $? > \(status); printf '\\033[?25l'; exec cat"
            let show = try EmulatorWindow(emulator: "xterm", options: Self.wideXtermOptions, command: ["sh", "-c", script],
                                          environment: ["LANG": "C.UTF-8"], display: display.name, folder: folder.path)
            let showBox = try show.geometry()
            _ = Self.waitFor(60, until: { $0 > 0 }) { FileManager.default.fileExists(atPath: status) ? 1 : 0 }
            let shown = Self.waitFor(30, until: { $0 >= Self.pixelsThreshold }) {
                (try? Screenshot.psnr(try show.screenshot("wide-show"), area: "\(showBox.width)x\(showBox.height)+0+0",
                                      photo: photo, folder: folder.path)) ?? 0
            }
            return (view, shown, box.width)
        }
        print(String(format: "Photo view in xterm -ti vt340, 120 columns (%d px): sixel %.2f dB; photo show --width 101: %.2f dB (PSNR against the photo)",
                     width, view, shown))
        #expect(width > 1000, "the window must be wider than xterm's largest sixel image")
        #expect(view >= Self.pixelsThreshold, "the photo view is not drawn as pixels")
        #expect(shown >= Self.pixelsThreshold, "photo show drew no picture")
    }

    @Test(.enabled(if: RealTerminal.missing("xterm") == nil, "\(RealTerminal.missing("xterm") ?? "")"))
    func aTerminalWhoseLargestImageHoldsNoCellGetsSymbolsAndANote() async throws {
        let (view, note, shown, message) = try await Self.offThePool { () throws -> (Double, Double, Double, String) in
            let (folder, display, photo, database) = try Self.wideScene()
            let player = "Blob", binary = try ScorekeeperBinary.path()
            // xterm reports 8 x 8 pixels: less than one cell of 10 x 20.
            let options = Self.wideXtermOptions + ["-xrm", "XTerm*maxGraphicSize: 8x8"]

            let window = try EmulatorWindow(emulator: "xterm", options: options, command: [binary, "--db", database],
                                            environment: ["LANG": "C.UTF-8"], display: display.name, folder: folder.path)
            let box = try window.geometry()
            let cellHeight = box.height / window.rows
            try Self.openTheGame(in: window, box: box, label: "small")
            try window.press("v")
            // The note is the status row's text (the row above the key hints), and the photo
            // stays in symbols above it: until both are seen, or a generous deadline.
            let statusArea = "\(box.width)x\(cellHeight)+0+\(cellHeight * (window.rows - 2))"
            var note = 0.0
            let view = try Self.waitFor(60, until: { $0 >= Self.symbolsThreshold && note > 0.01 }) {
                let shot = try window.screenshot("small-view")
                note = try Screenshot.meanBrightness(shot, area: statusArea)
                let top = try window.headerBottom(shot)
                return (try? Screenshot.psnr(shot, area: "\(box.width)x\(cellHeight * (window.rows - 3) - top)+0+\(top)",
                                             photo: photo, folder: folder.path)) ?? 0
            }
            try window.press("q")

            let status = folder.file("show-status")
            let errors = folder.file("show-err")
            let script = "\(binary) photo show \(player) --width 101 --graphics sixel --db \(database) 2> \(errors); "
                + "echo $? > \(status); printf '\\033[?25l'; exec cat"
            let show = try EmulatorWindow(emulator: "xterm", options: options, command: ["sh", "-c", script],
                                          environment: ["LANG": "C.UTF-8"], display: display.name, folder: folder.path)
            let showBox = try show.geometry()
            _ = Self.waitFor(60, until: { $0 > 0 }) { FileManager.default.fileExists(atPath: status) ? 1 : 0 }
            let shown = Self.waitFor(30, until: { $0 >= Self.symbolsThreshold }) {
                (try? Screenshot.psnr(try show.screenshot("small-show"), area: "\(showBox.width)x\(showBox.height)+0+0",
                                      photo: photo, folder: folder.path)) ?? 0
            }
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            return (view, note, shown, message)
        }
        print(String(format: "xterm reporting 8 x 8 pixels: photo view in symbols %.2f dB, photo show in symbols %.2f dB",
                     view, shown))
        #expect(note > 0.01, "no note in the status row")
        #expect(view >= Self.symbolsThreshold, "the photo view is blank")
        #expect(shown >= Self.symbolsThreshold, "photo show drew nothing")
        #expect(message == "The terminal draws sixel images of at most 8 x 8 pixels: showing symbols.\n")
    }

    /// What both tests start from: a folder, a display, a photo twice as wide as it is tall, and a
    /// file where Blob has it.
    static func wideScene() throws -> (TemporaryFolder, VirtualDisplay, photo: String, database: String) {
        let folder = try TemporaryFolder()
        let display = try VirtualDisplay()
        let photo = try makePhoto(in: folder, widthFactor: 2)
        return (folder, display, photo, try makeDatabase(in: folder, photo: photo))
    }

    /// What symbols reach against the photo (about 24 dB in 256 colors) and a blank view does not.
    static let symbolsThreshold = 18.0

    /// What a sixel picture reaches and symbols do not (symbols in 256 colours come to about 20 dB).
    static let pixelsThreshold = 30.0
}
