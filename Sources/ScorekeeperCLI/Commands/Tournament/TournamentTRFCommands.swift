import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperTerminal

extension TournamentCommand {
    /// `tournament export T --trf|--csv [FILE]`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Write a tournament as FIDE's TRF-16 report, or its results as CSV.",
            discussion: """
                --trf: the format federations, pairing engines and checkers read; tables of two \
                only. Each player line carries the rank `tournament standings` gives; XXR the \
                planned rounds, else those paired; 042 and 052 the days the first and last rounds \
                were paired, and 132 each round's (rounds imported from a report have no date here). A number too long for its columns (points past \
                99.5, a starting rank past 9999) is refused rather than cut. \
                --csv (every format): a header line, then one line per round, table and seat, and \
                one per bye: round, table (empty for a bye), seat (1 first; at two, 1 is white), \
                person, score (the game's score for the seat, if any), points (the tournament \
                points it gave; empty while the table plays), place (1 first; empty while \
                playing), result (the table's result as `tournament show` writes it, "playing", \
                or the bye). RFC 4180: CRLF line ends, fields with a comma, quote or line break \
                quoted. Written to a terminal, control characters in names show escaped; a file or \
                a pipe gets the exact bytes (CSV fields are always escaped).
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Flag(help: "FIDE's TRF-16 report.") var trf = false
        @Flag(help: "Every seat's result, a line per round, table and seat, as CSV.") var csv = false
        @Argument(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"), completion: .file())
        var output: String?
        @Flag(name: [.short, .long], help: "Replace the file if it exists.") var force = false

        func validate() throws {
            if trf && csv { throw ValidationError("Say one format: --trf or --csv.") }
            if !trf && !csv { throw ValidationError("Say the format: --trf or --csv.") }
        }

        func run() throws {
            let db = try database.openForReading()
            let target = try db.resolveTournament(tournament)
            let snapshot = try db.fetchTournamentSnapshot(id: target.id)
            let text = csv ? TournamentOutput.resultsCSV(snapshot) : try Self.report(snapshot, name: target.name)
            if let output, output != "-" {
                try AtomicFileWriter.write(Data(text.utf8), to: RawArguments.path(output), replacing: force)
            } else {
                // A file or a pipe gets the exact bytes; a terminal, a report's lines escaped (a
                // CSV's fields are escaped already, and its CR line ends are no control to show).
                FileHandle.standardOutput.write(Data((csv ? text : StandardStreams.forOutput(text)).utf8))
            }
        }

        /// The TRF-16 text, or why the tournament cannot be written so.
        static func report(_ snapshot: TournamentSnapshot, name: String) throws -> String {
            let state = snapshot.state
            guard state.settings.format.isTwoPerTable else {
                throw ScorekeeperError.other("TRF-16 reports games of two: \(Sanitized.text(name)) seats \(state.settings.tableSize) a table. Its results as CSV: scorekeeper tournament export \(ShellWords.argument(Sanitized.text(name))) --csv")
            }
            let record = state.report(roundsPairedAt: snapshot.roundsPairedAt)
            if let refusal = record.reportColumnsRefusal {
                throw ScorekeeperError.other("\(Sanitized.text(name)) cannot be written as TRF-16: \(refusal) Nothing was written.")
            }
            return TRF.write(record)
        }
    }

    /// `tournament import FILE.trf [--name NAME] [--format F]`.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import", abstract: "Read a TRF-16 report as a new tournament.",
            discussion: """
                Its rounds keep their results (without games: they were played elsewhere); the next \
                round is paired here. The name is the report's (012) unless --name gives one. Lines \
                may end in CR, CRLF or LF; the text is UTF-8 (older reports: Latin-1). A round \
                without an opponent (0000) is a bye: U, H, F or Z, or the older + (pairing bye), = \
                (half-point bye) and - (absent). A report whose lines disagree (who met whom, \
                colours, results, rounds) or that seats one person twice (one name without two FIDE \
                IDs to tell them apart) is refused at its line and column, and nothing is imported. \
                FIDE IDs are kept, shown beside a name two entrants share, and written back by export.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: ArgumentHelp("The TRF-16 file.", valueName: "file"), completion: .file(extensions: ["trf", "txt"]))
        var file: String
        @Option(help: ArgumentHelp("A name for the tournament.", valueName: "name")) var name: String?
        @Option(help: ArgumentHelp("swiss, round-robin, knockout or double-knockout.", valueName: "format"),
                completion: .list(["swiss", "round-robin", "knockout", "double-knockout"]))
        var format: String = "swiss"

        /// A report is text of a few hundred kilobytes; far larger is not one.
        static let limit = 16 << 20

        func run() throws {
            guard let format = TournamentFormat(rawValue: format.lowercased()), format.isTwoPerTable else {
                throw ValidationError("--format is swiss, round-robin, knockout or double-knockout for a TRF-16 report.")
            }
            let purpose = UserFiles.Purpose(noun: "TRF-16 report") { .other($0) }
            let data = try UserFiles.read(RawArguments.path(file), limit: Self.limit, purpose: purpose)
            let record: TournamentRecord
            do {
                record = try TRF.readTournament(try TRF.text(of: data))
            } catch {
                // As a compiler names a place in a file: FILE:LINE:COLUMN: what is wrong there.
                throw ScorekeeperError.other(Sanitized.text(error.located(in: file)))
            }
            let settings = TournamentSettings(format: format, plannedRounds: record.plannedRounds)
            let chosen = name ?? (record.name.trimmingCharacters(in: .whitespaces).isEmpty
                                  ? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent : record.name)
            let db = try database.openForCommand()
            let (tournament, state) = try db.importTournament(name: chosen, record: record, settings: settings)
            let entrants = state.entries.count, rounds = state.rounds.count
            print("Imported \(Sanitized.text(tournament.name)): \(entrants) entrant\(entrants == 1 ? "" : "s"), "
                  + "\(rounds) round\(rounds == 1 ? "" : "s") played.")
        }
    }
}
