import Foundation
@testable import ScorekeeperCLI
import Testing
import TestSupport

/// Starting the program: `scorekeeper --version` is answered before the argument parser is built
/// (`ScorekeeperCommand.immediateAnswer`), and says what the parser says.
///
/// Held without a clock: the real binary runs under valgrind's callgrind, which counts the
/// instructions run inside the argument parser's functions; for `--version` there are none.
@Suite struct StartupTests {
    @Test func onlyTheBareVersionFlagIsAnsweredFirst() {
        #expect(ScorekeeperCommand.immediateAnswer(["--version"]) == ScorekeeperVersion.current)
        for arguments in [[], ["--help"], ["--db", "x.sqlite", "--version"], ["--version", "--version"], ["game", "--version"], ["-V"]] {
            #expect(ScorekeeperCommand.immediateAnswer(arguments) == nil, "\(arguments)")
        }
    }

    @Test func theVersionIsTheSameWithOrWithoutTheParser() throws {
        let first = try CommandRunner.scorekeeper(["--version"])
        let parsed = try CommandRunner.scorekeeper(["--db", "/nonexistent-folder/x.sqlite", "--version"])
        #expect(first.status == 0 && parsed.status == 0)
        #expect(first.stdout == ScorekeeperVersion.current + "\n")
        #expect(first.stdout == parsed.stdout)
        #expect(first.stderr.isEmpty && parsed.stderr.isEmpty)
    }

    /// `--version` runs not one instruction of ArgumentParser; with an option beside it, the
    /// parser answers (which shows the count can see the parser at all).
    @Test func versionRunsNoneOfTheArgumentParser() throws {
        let folder = try TemporaryFolder()
        let counted = try Self.copyValgrindCanRead(folder: folder)
        #expect(try Self.parserInstructions(counted, ["--version"]) == 0)
        #expect(try Self.parserInstructions(counted, ["--db", folder.path + "/x.sqlite", "--version"]) > 0)
    }

    /// A command reads the three variables that choose its file with getenv, not by copying the
    /// whole environment into a dictionary (`ProcessInfo.environment`, once per resolution), and
    /// writes a game's dates without Foundation's `replacingOccurrences` (through NSString, 1.4
    /// million instructions on first use): none of either runs in `game list --json`.
    @Test func listingRunsNeitherTheEnvironmentCopyNorReplacingOccurrences() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/games.sqlite"
        #expect(try CommandRunner.scorekeeper(["game", "add", "Hearts", "--db", file]).status == 0)
        let counted = try Self.copyValgrindCanRead(folder: folder)
        let listing = ["game", "list", "--json", "--db", file]
        #expect(try Self.instructions(counted, listing, inside: "*ProcessInfoC11environment*") == 0)
        #expect(try Self.instructions(counted, listing, inside: "*Sy10FoundationE20replacingOccurrences*") == 0)
    }

    /// The way to `player score`'s work decodes no group of options it has no use for, and its
    /// line is written without `print`: the root's `--graphics` is one of its own options (a
    /// `GraphicsOption` is decoded only where `photo show` runs), `player score` takes its player
    /// as its own arguments (`GameAndPlayerReference` is a plain value), and `print`, which asks
    /// the runtime how to write an `Int`, is not called. Each group was a type the parser
    /// reflected, decoded and cast, and each first question about a type a scan of every
    /// protocol conformance in the program. The same counts see each of them where they are
    /// still used (`photo show` decodes its group, `player list` prints its table).
    @Test func scoringDecodesNoGroupItDoesNotUseAndDoesNotPrint() throws {
        let hearts = try Self.heartsWithAnn()
        let scoring = ["player", "score", "Hearts", "Ann", "--by", "5", "--db", hearts.file]
        let graphicsGroup = "*14ScorekeeperCLI14GraphicsOptionV4from*"
        let playerGroup = "*14ScorekeeperCLI22GameAndPlayerReferenceV4from*"
        let print = "*print_9separator10terminator*"
        #expect(try Self.instructions(hearts.counted, scoring, inside: graphicsGroup) == 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: playerGroup) == 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: print) == 0)
        #expect(try Self.instructions(hearts.counted, ["game", "list", "--json", "--db", hearts.file], inside: graphicsGroup) == 0)
        // `photo show` decodes its group, then finds no photo (exit 1).
        let photoShow = ["photo", "show", "Ann", "--graphics", "symbols", "--db", hearts.file]
        #expect(try Self.instructions(hearts.counted, photoShow, inside: graphicsGroup, status: 1) > 0)
        #expect(try Self.instructions(hearts.counted, ["player", "list", "Hearts", "--db", hearts.file], inside: print) > 0)
    }

    /// `player score` finds its game and player without Foundation's `trimmingCharacters(in:)`,
    /// which goes through `NSString` and, on first use, a million instructions of the runtime's
    /// type lookups: the references are trimmed by `trimmingSpaces`. The same count sees
    /// Foundation's trim where `round add` still cuts the spaces around its `NAME=POINTS`.
    @Test func scoringTrimsItsReferencesWithoutFoundation() throws {
        let hearts = try Self.heartsWithAnn()
        let foundationTrim = "*Sy10FoundationE18trimmingCharacters*"
        let scoring = ["player", "score", " Hearts ", "Ann\t", "--by", "5", "--db", hearts.file]
        #expect(try Self.instructions(hearts.counted, ["round", "add", "Hearts", "Ann=1", "--db", hearts.file], inside: foundationTrim) > 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: foundationTrim) == 0)
    }

    /// `game list --json` writes each game's last play straight from its moment
    /// (`ChangeClock.appendISO8601`), not through `ChangeClock.iso8601`'s texts (a stamp made,
    /// parsed back and made again, then copied character by character), which were 43% of the
    /// command's instructions on a file of ten thousand games.
    @Test func listingWritesDatesWithoutMakingStampsTwice() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/games.sqlite"
        for title in ["Hearts", "Poker", "Rummy"] {
            #expect(try CommandRunner.scorekeeper(["game", "add", title, "--db", file]).status == 0)
        }
        let counted = try Self.copyValgrindCanRead(folder: folder)
        let listing = ["game", "list", "--json", "--db", file]
        #expect(try Self.instructions(counted, listing, inside: "*16ScorekeeperStore11ChangeClockO7iso8601*") == 0)
        // The appended text is there, so the count can see it.
        #expect(try Self.instructions(counted, listing, inside: "*16ScorekeeperStore11ChangeClockO13appendISO8601*") > 0)
    }

    /// libxml2, with ICU and liblzma that it links, is opened only by a command that reads an XML
    /// file, libwebp, libchafa and libqrencode only to draw a thumbnail, a photo or a QR code,
    /// glib (with pcre2) only by libvips or libchafa, and ncurses (with libtinfo) only by the
    /// interface and what reads a terminal's description:
    /// linked, each was loaded and bound at every start of every command. The dynamic loader's own account
    /// (`LD_DEBUG=libs`) names each library it opens, `dlopen` included.
    @Test func librariesAreOpenedOnlyByTheCommandsThatUseThem() throws {
        let folder = try TemporaryFolder()
        let plays = folder.path + "/plays.xml"
        try Data(#"""
            <plays username="a" userid="1" total="1" page="1"><play id="1" date="2026-01-01" quantity="1" length="0"
             incomplete="0" nowinstats="0" location=""><item name="Azul" objecttype="thing" objectid="1"/><players>
            <player username="" userid="0" name="Ann" startposition="1" color="" score="1" new="0" rating="0" win="1"/>
            </players></play></plays>
            """#.utf8).write(to: URL(fileURLWithPath: plays))
        let file = folder.path + "/games.sqlite"
        #expect(try CommandRunner.scorekeeper(["game", "add", "Hearts", "--db", file]).status == 0)
        func opened(_ arguments: [String]) throws -> Set<String> {
            let result = try CommandRunner.scorekeeper(arguments, environment: ["LD_DEBUG": "libs"])
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(500))")
            #expect(result.stderr.contains("libc.so.6"), "the loader's account is there to read")
            return Set(["libncursesw.so", "libtinfo.so", "libchafa.so", "libglib-2.0.so", "libpcre2-8.so", "libxml2.so", "libwebp.so",
                        "libqrencode.so"].filter { result.stderr.contains($0) })
        }
        #expect(try opened(["--version"]).isEmpty)
        #expect(try opened(["game", "list", "--json", "--db", file]).isEmpty)
        #expect(try opened(["player", "add", "Hearts", "Ann", "--db", file]).isEmpty)
        #expect(try opened(["import", plays, "--dry-run", "--db", file]) == ["libxml2.so"])
    }

    /// A command's file is closed by SQLite as before (as its last connection, the log written
    /// back into the file and removed), but GRDB's queue is not deinitialized: that would take it
    /// out of Foundation's `NotificationCenter`, whose first use is 0.9 million instructions.
    /// Opening it makes no `URL` (for its folder) and no dictionary of the three variables that
    /// choose it, or of the files open in the process: each was the first of its type in the
    /// run, and a first type is a scan of every protocol conformance in the program.
    @Test func scoringOpensAndClosesWithoutFoundationsFirstUses() throws {
        let hearts = try Self.heartsWithAnn()
        let scoring = ["player", "score", "Hearts", "Ann", "--by", "5", "--db", hearts.file]
        #expect(try Self.instructions(hearts.counted, scoring, inside: "*18NotificationCenterC*removeObserver*") == 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: "*URL*15fileURLWithPath*") == 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: "*16DatabaseLocationV15readEnvironment*") == 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: "*17OpenDatabaseFilesO8register*") > 0)
        #expect(try Self.instructions(hearts.counted, scoring, inside: "*NativeDictionary*17OpenDatabaseFiles*") == 0)
        // The file was closed as its last connection closes it: the score is in the database
        // file itself, and no log is left beside it.
        // (Five runs of +5 above.)
        #expect(!FileManager.default.fileExists(atPath: hearts.file + "-wal"))
        #expect(try CommandRunner.run("/usr/bin/sqlite3", [hearts.file, #"SELECT "score" FROM "players""#]).stdout == "25\n")
        // A relative path still opens (through URL), and the same close leaves no log either.
        let relative = try CommandRunner.run(try ScorekeeperBinary.path(), ["player", "score", "Hearts", "Ann", "--by", "2", "--db", "games.sqlite"],
                                             directory: URL(fileURLWithPath: hearts.folder.path))
        #expect(relative.status == 0 && relative.stdout == "27\n", "\(relative.stderr)")
        #expect(!FileManager.default.fileExists(atPath: hearts.file + "-wal"))
        #expect(try CommandRunner.run("/usr/bin/sqlite3", [hearts.file, #"SELECT "score" FROM "players""#]).stdout == "27\n")
    }

    /// `round add` finds its game once: each NAME=POINTS is looked up among that game's players
    /// (`resolvePlayers(_:in:)`), where it used to look the game up again by its id for each, and
    /// the game is looked up by its title (which reads every game's title) only when the round
    /// ended it, to name it in "Finish with" (`RoundAddCommandTests` hold that line).
    @Test func roundAddFindsItsGameOnce() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/games.sqlite"
        #expect(try CommandRunner.scorekeeper(["game", "add", "Hearts", "--db", file]).status == 0)
        for name in ["Ann", "Bo", "Cy", "Di"] {
            #expect(try CommandRunner.scorekeeper(["player", "add", "Hearts", name, "--db", file]).status == 0)
        }
        let counted = try Self.copyValgrindCanRead(folder: folder)
        let round = ["round", "add", "Hearts", "Ann=1", "Bo=2", "Cy=3", "Di=4", "--db", file]
        // The static resolver, which the reference the command was given and every lookup by id go through.
        #expect(try Self.calls(counted, round, to: "$s16ScorekeeperStore11AppDatabaseV11resolveGamey0A6Domain0F0V4GRDB0D0C_SStKFZ") == 1)
    }

    /// How many times the function whose mangled name starts with `prefix` was called in a run of
    /// `program`, as callgrind records its calls (every caller's calls added up).
    static func calls(_ program: String, _ arguments: [String], to prefix: String) throws -> Int {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind"), "valgrind is needed (make deps installs it)")
        let folder = try TemporaryFolder()
        let out = folder.path + "/callgrind.out"
        let result = try CommandRunner.run("/usr/bin/valgrind", [
            "--tool=callgrind", "--callgrind-out-file=\(out)", "--compress-strings=no", "--compress-pos=no", program,
        ] + arguments, timeout: 120)
        try #require(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        var total = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("cfn=") && index + 1 < lines.count {
            let name = line.dropFirst("cfn=".count)
            guard name.hasPrefix(prefix), name.dropFirst(prefix.count).first.map({ $0 == " " || $0 == "T" }) ?? true,
                  lines[index + 1].hasPrefix("calls=") else { continue }
            total += Int(lines[index + 1].dropFirst("calls=".count).split(separator: " ").first ?? "") ?? 0
        }
        return total
    }

    /// A file with the game Hearts and its player Ann, beside a copy of the program valgrind can
    /// read, in a temporary folder that lasts as long as the value is read.
    struct HeartsWithAnn {
        let folder: TemporaryFolder
        var file: String { folder.path + "/games.sqlite" }
        let counted: String
    }

    static func heartsWithAnn() throws -> HeartsWithAnn {
        let folder = try TemporaryFolder()
        let file = folder.path + "/games.sqlite"
        #expect(try CommandRunner.scorekeeper(["game", "add", "Hearts", "--db", file]).status == 0)
        #expect(try CommandRunner.scorekeeper(["player", "add", "Hearts", "Ann", "--db", file]).status == 0)
        return HeartsWithAnn(folder: folder, counted: try copyValgrindCanRead(folder: folder))
    }

    /// valgrind 3.19 stops at the debug information Swift writes ("Possibly corrupted debuginfo
    /// file"): it runs a copy without it.
    static func copyValgrindCanRead(folder: TemporaryFolder) throws -> String {
        let copy = folder.path + "/scorekeeper"
        let result = try CommandRunner.run("/usr/bin/objcopy", ["--strip-debug", try ScorekeeperBinary.path(), copy])
        try #require(result.status == 0, "objcopy (binutils) could not copy the program: \(result.stderr)")
        return copy
    }

    /// Instructions run inside functions of the ArgumentParser module (and what they call).
    static func parserInstructions(_ program: String, _ arguments: [String]) throws -> Int {
        try instructions(program, arguments, inside: "*14ArgumentParser*")
    }

    /// Instructions run inside the functions whose (mangled) names match `pattern`, and what
    /// they call, counted by callgrind; the program must end with `status`.
    static func instructions(_ program: String, _ arguments: [String], inside pattern: String, status: Int32 = 0) throws -> Int {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind"), "valgrind is needed (make deps installs it)")
        let result = try CommandRunner.run("/usr/bin/valgrind", [
            "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
            "--toggle-collect=\(pattern)", program,
        ] + arguments, timeout: 120)
        try #require(result.status == status, "\(result.stderr)")
        let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("Collected :") }, "\(result.stderr)")
        return try #require(Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? ""))
    }
}
