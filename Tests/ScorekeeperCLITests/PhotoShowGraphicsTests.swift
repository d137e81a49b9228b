import Foundation
import PhotoTestSupport
import Testing
import TestSupport

/// `photo show` with `--graphics`, `SCOREKEEPER_GRAPHICS` and `SCOREKEEPER_COLOR`, output piped.
@Suite struct PhotoShowGraphicsTests {
    let folder: TemporaryFolder
    let runner: DatabaseCommandRunner

    init() throws {
        folder = try TemporaryFolder("cli")
        runner = try DatabaseCommandRunner(database: folder.file("db.sqlite"))
    }

    func playerWithPhoto() throws -> String {
        let game = try runner.run(["game", "add", "Photos"]).text.trimmingCharacters(in: .whitespacesAndNewlines)
        let player = try runner.run(["player", "add", game, "Blob"]).text.trimmingCharacters(in: .whitespacesAndNewlines)
        let data = try ImageEncoder.encode(pixels: SyntheticPicture(width: 120, height: 80, seed: 3).rgbPixels(),
                                           width: 120, height: 80, format: .jpeg)
        let path = folder.file("p.jpg")
        try data.write(to: URL(fileURLWithPath: path))
        #expect(try runner.run(["photo", "attach", player, path]).status == 0)
        return player
    }

    /// On a terminal, the colors are as many as the terminal's description declares, read
    /// through ncurses, which is not linked but opened then, as libchafa is to draw: the dynamic
    /// loader's account (`LD_DEBUG=libs`, written to the same terminal) names both, and
    /// xterm-256color's 256 colors are drawn (without the description's answer the drawing
    /// would have no color at all).
    @Test func onATerminalTheDescriptionsColorsAreReadThroughNcursesOpenedThen() throws {
        let player = try playerWithPhoto()
        let shown = try PseudoTerminal.run(runner.executable, ["photo", "show", player, "--width", "20", "--graphics", "symbols",
                                                               "--db", runner.database],
                                           environment: ["LD_DEBUG": "libs", "COLORTERM": "", "SCOREKEEPER_COLOR": ""])
        let text = String(decoding: shown.output, as: UTF8.self)
        #expect(shown.status == 0, "\(text.suffix(400))")
        #expect(text.contains("libncursesw.so.6"))
        #expect(text.contains("libchafa.so.0"))
        #expect(text.contains("\u{1B}[38;5;"), "\(text.suffix(400))")
        #expect(!text.contains("\u{1B}[38;2;"))
    }

    @Test func aChosenProtocolIsWrittenEvenWhenPiped() throws {
        let player = try playerWithPhoto()
        let starts = ["kitty": "\u{1B}_Ga=T", "sixel": "\u{1B}P", "iterm2": "\u{1B}]1337;File=inline=1"]
        for (mode, start) in starts {
            let shown = try runner.run(["photo", "show", player, "--width", "20", "--graphics", mode])
            #expect(shown.status == 0, "\(shown.error)")
            #expect(shown.text.contains(start), "\(mode)")
            let fromEnvironment = try runner.run(["photo", "show", player, "--width", "20"],
                                                 environment: ["SCOREKEEPER_GRAPHICS": mode])
            #expect(fromEnvironment.text.contains(start), "\(mode) from SCOREKEEPER_GRAPHICS")
        }
        // Piped and not asked for: symbols in 24-bit color, as before.
        let auto = try runner.run(["photo", "show", player, "--width", "20"])
        #expect(auto.text.contains("\u{1B}[38;2;"))
        #expect(!auto.text.contains("\u{1B}_G") && !auto.text.contains("\u{1B}P"))
    }

    @Test func colorsFollowTheOverride() throws {
        let player = try playerWithPhoto()
        let palette = try runner.run(["photo", "show", player, "--width", "20"], environment: ["SCOREKEEPER_COLOR": "256"])
        #expect(palette.text.contains("\u{1B}[38;5;") && !palette.text.contains("\u{1B}[38;2;"))
        let eight = try runner.run(["photo", "show", player, "--width", "20"], environment: ["SCOREKEEPER_COLOR": "8"])
        #expect(!eight.text.contains("\u{1B}[38;"))
        #expect(eight.text.contains("\u{1B}[3"))
        let none = try runner.run(["photo", "show", player, "--width", "20"],
                                  environment: ["SCOREKEEPER_COLOR": "24bit", "NO_COLOR": "1"])
        #expect(!none.text.contains("\u{1B}"))
    }

    @Test func anUnknownModeIsAUsageError() throws {
        let refused = try runner.run(["photo", "show", "abcd", "--graphics", "pixels"])
        #expect(refused.status == 64)
        #expect(refused.error.contains("--graphics must be auto, kitty, sixel, iterm2 or symbols"))
    }
}
