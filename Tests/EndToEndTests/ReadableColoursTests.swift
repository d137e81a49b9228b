import Foundation
import ScorekeeperStore
import ScorekeeperUI
import Testing
import TestSupport

/// The interface in a real xterm under Xvfb with a white and with a black background, at 8 and at
/// 256 colours: Scorekeeper asks xterm for its background (OSC 11) and every cell of text on the
/// screenshots (the games list, a dialog, a game) reaches a contrast of 4.5:1 against its own
/// background, measured on the pixels. The font is drawn without anti-aliasing, so a glyph's
/// pixels are exactly its colour. `SCOREKEEPER_SCREENSHOTS=FOLDER` keeps the screenshots there.
/// Skipped, saying so, where xterm or the X tools are not installed. Part of `RealTerminalTests`,
/// whose tests run one at a time: one X server at a time (`VirtualDisplay`).
extension RealTerminalTests {
    /// One run: xterm's background and foreground, and its TERM (8 or 256 colours).
    struct ColourSetup: CustomStringConvertible, Sendable {
        var background: String
        var foreground: String
        var term: String
        var description: String { "\(term) on \(background)" }
    }

    static let colourSetups = [ColourSetup(background: "white", foreground: "black", term: "xterm"),
                               ColourSetup(background: "black", foreground: "white", term: "xterm"),
                               ColourSetup(background: "white", foreground: "black", term: "xterm-256color"),
                               ColourSetup(background: "black", foreground: "white", term: "xterm-256color")]

    /// A finished game with a winner (♛) and a game in play with a leader, people in colours.
    static func makeColoursDatabase(in folder: TemporaryFolder) throws -> String {
        let database = folder.file("scores.sqlite")
        func run(_ arguments: [String]) throws {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", database])
            guard result.status == 0 else { throw RealTerminalError("\(arguments): \(result.stderr)") }
        }
        try run(["game", "add", "Rummy"])
        for name in ["Dee", "Eve"] { try run(["player", "add", "Rummy", name]) }
        try run(["player", "score", "Dee", "--game", "Rummy", "--by", "5"])
        try run(["game", "finish", "Rummy"])
        try run(["game", "add", "Hearts"])
        for name in ["Ann", "Bob", "Cy", "Flo", "Gus"] { try run(["player", "add", "Hearts", name]) }
        for (name, points) in [("Ann", 30), ("Bob", 12), ("Cy", 7), ("Flo", 30)] {
            try run(["player", "score", name, "--game", "Hearts", "--by", String(points)])
        }
        // The game clock paused: a running one changes the header every second, and the
        // screenshots are taken once the window stands still.
        try run(["game", "pause", "Hearts"])
        return database
    }

    /// The lowest contrast of any text cell in a screenshot, and where, for the report.
    struct ContrastMeasure {
        var lowest = 21.0
        var at = ""
        var textCells = 0
    }

    /// Every cell's own background (its most common colour) and text colour (its most common
    /// other colour), over the whole window.
    static func measureContrast(_ shot: String, columns: Int, rows: Int, width: Int, height: Int,
                                folder: String) throws -> ContrastMeasure {
        let raw = folder + "/\(UUID().uuidString.prefix(6)).rgb"
        try RealTerminal.run("convert", [shot, "-depth", "8", "rgb:" + raw])
        let pixels = try #require(FileManager.default.contents(atPath: raw))
        let cellWidth = width / columns, cellHeight = height / rows
        var result = ContrastMeasure()
        for row in 0..<rows {
            for column in 0..<columns {
                var counts: [Int: Int] = [:]
                for y in (row * cellHeight)..<((row + 1) * cellHeight) {
                    for x in (column * cellWidth)..<((column + 1) * cellWidth) {
                        let offset = (y * width + x) * 3
                        guard offset + 2 < pixels.count else { continue }
                        let value = Int(pixels[offset]) << 16 | Int(pixels[offset + 1]) << 8 | Int(pixels[offset + 2])
                        counts[value, default: 0] += 1
                    }
                }
                let sorted = counts.sorted { $0.value > $1.value }
                guard sorted.count >= 2, sorted[1].value >= 3 else { continue }
                func rgb(_ value: Int) -> RGBColor {
                    RGBColor(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
                }
                let ratio = Contrast.ratio(rgb(sorted[0].key), rgb(sorted[1].key))
                result.textCells += 1
                if ratio < result.lowest {
                    result.lowest = ratio
                    result.at = String(format: "row %d, column %d: #%06X on #%06X", row, column, sorted[1].key, sorted[0].key)
                }
            }
        }
        return result
    }

    @Test(.enabled(if: RealTerminal.missing("xterm") == nil, "\(RealTerminal.missing("xterm") ?? "")"),
          arguments: RealTerminalTests.colourSetups)
    func everyCellReadsInXterm(_ setup: ColourSetup) async throws {
        let measures = try await Self.offThePool { () throws -> [(String, ContrastMeasure)] in
            let folder = try TemporaryFolder()
            let display = try VirtualDisplay()
            let database = try Self.makeColoursDatabase(in: folder)
            // No allowSendEvents: it would make xterm refuse the colour query; keys go by XTEST.
            let options = ["-fa", "DejaVu Sans Mono:antialias=false", "-fs", "11", "-b", "0", "-bw", "0", "+sb",
                           "-bg", setup.background, "-fg", setup.foreground, "-geometry", "100x30+0+0", "-tn", setup.term]
            let window = try EmulatorWindow(emulator: "xterm", options: options,
                                            command: [try ScorekeeperBinary.path(), "--db", database],
                                            environment: ["LANG": "C.UTF-8"], display: display.name, folder: folder.path)
            let box = try window.geometry()
            let label = "\(setup.term)-\(setup.background)"
            var screens: [(String, String)] = []
            func settle(_ name: String, unlike before: String) throws {
                let shot = try window.settledScreenshot("\(label)-\(name)", unlike: before)
                screens.append((name, shot))
            }
            // Drawn once the title bar is there, a band across the top unlike the background (a
            // white window counts as drawn for `settledScreenshot` before the program draws).
            let bandDrawn = try waitUntilBlocking(every: .milliseconds(200)) {
                let shot = try window.screenshot("\(label)-start")
                let band = try Screenshot.meanBrightness(shot, area: "\(box.width)x\(box.height / window.rows / 2)+0+2")
                let middle = try Screenshot.meanBrightness(shot, area: "\(box.width)x\(box.height / 4)+0+\(box.height / 2)")
                return abs(band - middle) > 0.1
            }
            guard bandDrawn else { throw RealTerminalError("\(label): the interface never drew its title bar") }
            screens.append(("games", try window.settledScreenshot("\(label)-games")))
            try window.type("d")
            try settle("delete-dialog", unlike: screens[0].1)
            try window.type("Escape")
            _ = try window.settledScreenshot("\(label)-games-again", unlike: screens[1].1)
            // Hearts, played last, is first: its leaders, one of them selected.
            try window.type("Return")
            try settle("game", unlike: screens[0].1)
            if let keep = ProcessInfo.processInfo.environment["SCOREKEEPER_SCREENSHOTS"] {
                try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                for (name, shot) in screens {
                    let target = keep + "/xterm-\(setup.term)-\(setup.background)-\(name).png"
                    try? FileManager.default.removeItem(atPath: target)
                    try FileManager.default.copyItem(atPath: shot, toPath: target)
                }
            }
            return try screens.map { name, shot in
                (name, try Self.measureContrast(shot, columns: window.columns, rows: window.rows, width: box.width,
                                        height: box.height, folder: folder.path))
            }
        }
        for (name, measure) in measures {
            print(String(format: "xterm %@, %@: lowest contrast %.2f of %d text cells (%@)",
                         setup.description, name, measure.lowest, measure.textCells, measure.at))
            #expect(measure.textCells > 40, "\(name): the screen was not drawn")
            #expect(measure.lowest >= Contrast.minimumForText, "\(setup), \(name): \(measure.at)")
        }
    }
}
