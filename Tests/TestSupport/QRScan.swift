import Foundation

/// Reads back a QR code drawn in text with half blocks (▀ ▄ █ and space), as a terminal shows
/// it or tmux captures it: each character becomes two pixels of a PBM image, one a module, in
/// the polarity the terminal shows (its foreground dark on a light background, or light on a
/// dark one), and `zbarimg` (Debian's zbar-tools) decodes it.
public enum QRScan {
    /// How the terminal shows the drawing's foreground against its background.
    public enum Polarity: Sendable, CaseIterable {
        /// Dark text on a light background: a drawn half is dark.
        case darkOnLight
        /// Light text on a dark background: a drawn half is light.
        case lightOnDark
    }

    /// The PBM (P1) image of `lines`, `scale` pixels a module.
    public static func image(_ lines: [String], polarity: Polarity, scale: Int = 1) -> String {
        let width = lines.map(\.count).max() ?? 0
        var rows: [[Bool]] = []
        for line in lines {
            var upper: [Bool] = []
            var lower: [Bool] = []
            for character in line.padding(toLength: width, withPad: " ", startingAt: 0) {
                upper.append(character == "▀" || character == "█")
                lower.append(character == "▄" || character == "█")
            }
            rows += [upper, lower]
        }
        // In PBM 1 is black: a drawn half is black when the foreground is the dark one.
        let black = { (drawn: Bool) in drawn == (polarity == .darkOnLight) }
        var text = "P1\n\(width * scale) \(rows.count * scale)\n"
        for row in rows {
            let line = row.flatMap { Array(repeating: black($0) ? "1" : "0", count: scale) }.joined(separator: " ")
            for _ in 0..<scale { text += line + "\n" }
        }
        return text
    }

    /// What `zbarimg` reads in the drawing, or nil when it finds no code.
    public static func decode(_ lines: [String], polarity: Polarity, in folder: TemporaryFolder) throws -> String? {
        guard let zbarimg = SpawnedProgram.path(of: "zbarimg") else {
            throw SpawnedProgram.Failure(command: "zbarimg", output: "not installed (Debian's zbar-tools; make installs it)")
        }
        let path = folder.file("code-\(UUID().uuidString).pbm")
        // Scaled up: zbar finds codes of one pixel a module unreliably.
        try image(lines, polarity: polarity, scale: 4).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(zbarimg, ["--quiet", "--raw", path])
        guard result.status == 0 else { return nil }
        return result.stdout.trimmingCharacters(in: .newlines)
    }
}
