import ArgumentParser
import Foundation
import ScorekeeperImport
import ScorekeeperStore

/// `scorekeeper import FILE... [--from bgstats|bgg|keepscore|scorepad] [--people MAP] [--dry-run]
/// [--update] [--include-incomplete] [--include-nowinstats] [--json]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring in plays from BG Stats, BoardGameGeek, KeepScore or ScorePad.",
        discussion: """
            Each play becomes a finished game: played when the source says (a date without a time \
            counts as 20:00), its kind the source's game name, its players linked to people by name \
            (names matched to nobody become new people; an anonymous player stays anonymous), its \
            winners as the source states them. The format is recognised from the content unless \
            --from says it. Every file is read, checked and matched before anything is written, \
            then the import is one transaction: a file that does not read imports nothing and says \
            where it stopped. Importing the same plays again adds nothing; plays changed at the \
            source since are named, and written again only with --update. Teams, cooperative plays \
            and plays without players are counted and skipped.
            """)

    /// The largest file read: an export of tens of thousands of plays is a few megabytes.
    static let limit = 200 << 20

    @OptionGroup var database: DatabaseOptions
    @Argument(help: ArgumentHelp("The files to read.", valueName: "file"), completion: .file(extensions: ["json", "xml", "gz"]))
    var files: [String] = []
    @Option(help: ArgumentHelp("The files' format: bgstats, bgg, keepscore or scorepad (default: recognised).", valueName: "format"),
            completion: .list(ImportFormat.allCases.map(\.rawValue)))
    var from: String?
    @Option(help: ArgumentHelp("A file of 'Name in the file = Person here' lines.", valueName: "map"), completion: .file())
    var people: String?
    @Flag(help: "Say what would be imported, and write nothing.") var dryRun = false
    @Flag(help: "Write again the plays that changed at the source since they were imported.") var update = false
    @Flag(help: "Import BoardGameGeek plays marked incomplete.") var includeIncomplete = false
    @Flag(name: .customLong("include-nowinstats"), help: "Import BoardGameGeek plays marked nowinstats.") var includeNoWinStats = false
    @Flag(help: "Print JSON: {dryRun, files [{path, format}], plays, created, updated, unchanged, duplicates, deletedHere, kinds, people [{name, existing}], skipped [{file, id, kind, reason, position}], changed [{file, id, kind, date, gameID}], datesWithoutTime}.")
    var json = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give a file to import.") }
        if let from, ImportFormat(rawValue: from.lowercased()) == nil {
            throw ValidationError("--from is bgstats, bgg, keepscore or scorepad.")
        }
    }

    func run() throws {
        let format = from.flatMap { ImportFormat(rawValue: $0.lowercased()) }
        let options = ImportReadOptions(includeIncomplete: includeIncomplete, includeNoWinStats: includeNoWinStats)
        // Everything is read and checked before the file is opened for writing.
        var read: [ImportedFile] = []
        for file in files {
            let purpose = UserFiles.Purpose(noun: "file to import") { .other($0) }
            let data = try UserFiles.read(RawArguments.path(file), limit: Self.limit, purpose: purpose)
            do {
                read.append(try ImportReading.read(data, path: file, format: format, options: options))
            } catch let error as ImportReadError {
                throw ScorekeeperError.other(ImportPlan.refusal(Sanitized.text(error.description)))
            }
        }
        var map = ImportPeopleMap()
        if let people {
            let purpose = UserFiles.Purpose(noun: "people map") { .other($0) }
            let data = try UserFiles.read(RawArguments.path(people), limit: 16 << 20, purpose: purpose)
            guard let text = String(data: data, encoding: .utf8) else {
                throw ScorekeeperError.other("\(Sanitized.text(people)): not UTF-8 text. Nothing was imported.")
            }
            map = try ImportPeopleMap(text: text, path: people)
        }
        let db = dryRun ? try database.openForReading() : try database.openForCommand()
        let plan = try db.planImport(read, people: map, update: update)
        var outcome = AppDatabase.ImportOutcome()
        if dryRun {
            outcome.created = plan.newGames.count
            outcome.updated = update ? plan.changedGames.count : 0
        } else if !plan.writtenGames.isEmpty {
            let progress = ImportProgress(total: plan.writtenGames.count)
            // Drawn before the write lock is asked for: while another program holds it, the
            // bar at nought says the import is waiting, not hung.
            progress?.show(0, plan.writtenGames.count)
            var report: (@Sendable (Int, Int) -> Void)?
            if let progress { report = { done, total in progress.show(done, total) } }
            outcome = try db.importPlays(plan, progress: report)
            progress?.finish()
        }
        if json {
            try TableOutput.printJSON(ImportJSON(plan: plan, outcome: outcome, dryRun: dryRun))
        } else {
            for line in plan.summary(dryRun: dryRun) { print(line) }
            if !dryRun && outcome.alreadyHere > 0 {
                print("\(outcome.alreadyHere) of them were here by the time the import wrote: left as they are.")
            }
            if dryRun { print("Dry run: nothing was written.") }
        }
    }
}

/// A progress line on standard error while a long import waits for the write lock and writes,
/// only when it is a terminal; cleared before the summary.
final class ImportProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var shown = -1

    /// A bar for `total` games, or nil when standard error is no terminal or the import is short.
    init?(total: Int) {
        guard total >= 200, isatty(STDERR_FILENO) == 1 else { return nil }
    }

    func show(_ done: Int, _ total: Int) {
        let percent = done * 100 / max(total, 1)
        lock.lock()
        defer { lock.unlock() }
        guard percent != shown else { return }
        shown = percent
        let width = 30, filled = width * done / max(total, 1)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\rImporting [\(bar)] \(done)/\(total)".utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// The JSON `import --json` prints (its schema: docs/json/import.schema.json).
struct ImportJSON: Encodable {
    struct File: Encodable { var path: String; var format: String }
    struct Person: Encodable { var name: String; var existing: Bool }
    struct Skipped: Encodable { var file: String; var id: String; var kind: String; var reason: String; var position: String }
    struct Changed: Encodable { var file: String; var id: String; var kind: String; var date: String; var gameID: String }

    var dryRun: Bool
    var files: [File]
    var plays: Int
    var created: Int
    var updated: Int
    var unchanged: Int
    var duplicates: Int
    var deletedHere: Int
    var kinds: Int
    var people: [Person]
    var skipped: [Skipped]
    var changed: [Changed]
    var datesWithoutTime: Int

    init(plan: ImportPlan, outcome: AppDatabase.ImportOutcome, dryRun: Bool) {
        self.dryRun = dryRun
        files = plan.files.map { File(path: $0.path, format: $0.format.rawValue) }
        plays = plan.playCount
        created = outcome.created
        updated = outcome.updated
        unchanged = plan.unchangedCount + outcome.alreadyHere
        duplicates = plan.duplicateCount
        deletedHere = plan.deletedHereCount
        kinds = plan.kindCount
        people = plan.people.map { Person(name: $0.name, existing: $0.existing) }
        changed = plan.changedGames.map { Changed(file: $0.path, id: $0.play.sourceID, kind: $0.play.kind, date: $0.dayText,
                                                  gameID: $0.id.lowercasedString) }
        datesWithoutTime = plan.datesWithoutTime
        skipped = plan.skipped.map { Skipped(file: $0.path, id: $0.play.sourceID, kind: $0.play.kind, reason: $0.play.reason.rawValue,
                                             position: $0.play.position) }
    }
}
