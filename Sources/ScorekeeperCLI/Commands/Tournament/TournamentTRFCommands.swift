import ArgumentParser
import Foundation
import ScorekeeperCore

extension TournamentCommand {
    /// `tournament export T --trf [FILE]`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Write a tournament as FIDE's TRF-16 report.",
            discussion: """
                The format federations, pairing engines and checkers read; tables of two only. A \
                number too long for its columns (points past 99.5, a starting rank past 9999) is \
                refused rather than cut. Written to a terminal, control characters in names show \
                escaped; a file or a pipe gets the exact bytes.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: TournamentCommand.tournamentHelp, completion: NameCompletion.tournaments) var tournament: String
        @Flag(help: "TRF-16 (the one format there is, named so a later one can join it).") var trf = false
        @Argument(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"), completion: .file())
        var output: String?
        @Flag(name: [.short, .long], help: "Replace the file if it exists.") var force = false

        func run() throws {
            guard trf else { throw ValidationError("Say the format: --trf.") }
            let db = try database.openForReading()
            let target = try db.resolveTournament(tournament)
            let state = try db.fetchTournamentSnapshot(id: target.id).state
            guard state.settings.format.isTwoPerTable else {
                throw ScorekeeperError.other("TRF-16 reports games of two: \(Sanitized.text(target.name)) seats \(state.settings.tableSize) a table.")
            }
            let record = state.record
            if let refusal = record.reportColumnsRefusal {
                throw ScorekeeperError.other("\(Sanitized.text(target.name)) cannot be written as TRF-16: \(refusal) Nothing was written.")
            }
            let report = TRF.write(record)
            if let output, output != "-" {
                try AtomicFileWriter.write(Data(report.utf8), to: RawArguments.path(output), replacing: force)
            } else {
                // A file or a pipe gets the report's exact bytes; a terminal, its lines escaped.
                FileHandle.standardOutput.write(Data(StandardStreams.forOutput(report).utf8))
            }
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
            let state = TournamentState.imported(record: record, settings: settings, makeID: { UUID() })
            let chosen = name ?? (record.name.trimmingCharacters(in: .whitespaces).isEmpty
                                  ? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent : record.name)
            let db = try database.openForCommand()
            let tournament = try db.importTournament(name: chosen, state: state)
            print("Imported \(Sanitized.text(tournament.name)): \(state.entries.count) entrants, \(state.rounds.count) rounds played.")
        }
    }
}
