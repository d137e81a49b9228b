import Foundation
import GRDB
import Testing
import TestSupport

/// What the tournament commands write when a stored name holds control characters (a file made by
/// an older version, or by hand): on a terminal they are shown escaped, on every output; written
/// to a file or a pipe, a TRF-16 report keeps the name's exact bytes.
@Suite struct TournamentTerminalOutputTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    /// ESC (blink), BEL, C1 CSI (clear the screen) and a right-to-left override.
    static let hostile = "Ev\u{1B}[5mil\u{07}\u{9B}2J\u{202E}"
    /// The same as `Sanitized` shows it.
    static let shown = #"Ev\e[5mil\u{7}\u{9b}2J\u{202e}"#

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("club.sqlite")
    }

    /// `name` stored in place of `plain`, as no command would store it.
    func store(_ name: String, for plain: String, in table: String) throws {
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in
            try db.execute(sql: "UPDATE \"\(table)\" SET \"name\" = ? WHERE \"name\" = ?", arguments: [name, plain])
            #expect(db.changesCount == 1)
        }
    }

    /// The bytes no terminal may receive raw: C0 controls but CR and LF (the terminal's own line
    /// ends), DEL, C1 (as UTF-8) and the direction overrides.
    static func rawControls(in output: Data) -> [String] {
        String(decoding: output, as: UTF8.self).unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\r" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test func aTRFReportKeepsItsBytesInAFileOrPipeAndIsEscapedOnATerminal() throws {
        try ok("tournament", "add", "Club", "--format", "swiss", "--rounds", "1")
        try ok("tournament", "join", "Club", "Evil", "Bo")
        try ok("tournament", "pair", "Club")
        try ok("tournament", "result", "Club", "1", "1-0")
        try store(Self.hostile, for: "Evil", in: "tournamentEntries")

        let file = directory.file("club.trf")
        try ok("tournament", "export", "Club", "--trf", file)
        let written = try Data(contentsOf: URL(fileURLWithPath: file))
        let report = String(decoding: written, as: UTF8.self)
        #expect(report.contains(Self.hostile), "a file keeps the exact name")
        let piped = try run("tournament", "export", "Club", "--trf")
        #expect(piped.status == 0 && piped.stdoutData == written, "a pipe gets the file's bytes")

        let terminal = try PseudoTerminal.run(ScorekeeperBinary.path(), ["tournament", "export", "Club", "--trf", "--db", db])
        #expect(terminal.status == 0)
        #expect(Self.rawControls(in: terminal.output).isEmpty, "\(Self.rawControls(in: terminal.output))")
        // The terminal shows the report line for line, the name escaped as every other output shows it.
        let seen = String(decoding: terminal.output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        #expect(seen == report.replacingOccurrences(of: Self.hostile, with: Self.shown), "\(seen)")
    }

    /// Every other tournament output escapes a stored name, even the command it suggests typing
    /// next ("Pair round 1 with: scorekeeper tournament pair …"), whatever it is written to.
    @Test func theOtherOutputsEscapeAStoredName() throws {
        try ok("tournament", "add", "Plain", "--format", "swiss")
        try store(Self.hostile, for: "Plain", in: "tournaments")
        try ok("tournament", "join", Self.hostile, "Evil", "Bo")
        try store(Self.hostile, for: "Evil", in: "tournamentEntries")
        for arguments in [["tournament", "show", Self.hostile], ["tournament", "standings", Self.hostile], ["tournament", "list"],
                          ["tournament", "join", Self.hostile, "Cy"], ["tournament", "pair", Self.hostile],
                          ["tournament", "show", Self.hostile], ["tournament", "result", Self.hostile, "1", "1-0"],
                          ["tournament", "drop", Self.hostile, "Cy"]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(Self.rawControls(in: result.stdoutData).isEmpty, "\(arguments): \(Self.rawControls(in: result.stdoutData))")
            if ["show", "standings", "list", "join"].contains(arguments[1]) {
                #expect(result.stdout.contains(Self.shown), "\(arguments): \(result.stdout)")
            }
        }
    }
}
