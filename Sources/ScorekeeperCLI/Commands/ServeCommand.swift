import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperTerminal

/// `scorekeeper serve (--game G | --tournament T | --evening [DATE])`: one game, tournament or
/// evening as live read-only pages for phones and a projector, on 127.0.0.1 unless `--lan`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve one game, tournament or evening as live read-only pages for phones and a projector.",
        discussion: """
            Prints the link to open (it carries a key; the first visit swaps it for a cookie). \
            Listens on 127.0.0.1 only, unless --lan opens it to the local network: then every \
            address is printed, and the pages are plain HTTP that anyone on that network could \
            read. Nothing outside the scope is reachable. Ctrl-C stops it. With --tournament (or \
            --evening, for each of the evening's tournaments), each seat of the round being played \
            can report its table's result at /report (its slip's link or PIN), and at a tables \
            tournament each round of its table's game; --slips FILE writes those slips as a page to print.
            """)

    @OptionGroup var database: DatabaseOptions
    @Option(help: ArgumentHelp("The game to serve: a title or an id prefix.", valueName: "game"), completion: NameCompletion.games)
    var game: String?
    @Option(help: ArgumentHelp("The tournament to serve: its name or an id prefix.", valueName: "tournament"),
            completion: NameCompletion.tournaments)
    var tournament: String?
    @Flag(help: "Serve an evening (the latest with a game, or the DATE given after it).") var evening = false
    @Argument(help: ArgumentHelp("With --evening: YYYY-MM-DD, today (or tonight) or yesterday.", valueName: "date"))
    var date: String?
    @Option(help: ArgumentHelp("The port to listen on (default: a free one).", valueName: "n")) var port: Int?
    @Flag(help: "Open it to the local network (plain HTTP): listen on every address, not only 127.0.0.1.") var lan = false
    @Flag(help: "Show players' photo thumbnails on the game pages.") var photos = false
    @Option(help: ArgumentHelp("The most connections open at once; more are refused with a short page.", valueName: "n"))
    var maxConnections = 256
    @Option(help: ArgumentHelp("With --tournament: write the round's report slips (name, table, PIN, link, QR code) to this HTML file to print.",
                               valueName: "file"), completion: .file(extensions: ["html"]))
    var slips: String?

    func validate() throws {
        let scopes = [game != nil, tournament != nil, evening].filter { $0 }.count
        guard scopes == 1 else { throw ValidationError("Say what to serve: one of --game G, --tournament T or --evening [DATE].") }
        if date != nil && !evening { throw ValidationError("A date goes with --evening.") }
        if let port, !(1...65535).contains(port) { throw ValidationError("--port is a number from 1 to 65535 (got \(port)).") }
        if slips != nil && tournament == nil { throw ValidationError("--slips goes with --tournament T.") }
        if maxConnections < 1 { throw ValidationError("--max-connections is at least 1 (got \(maxConnections)).") }
    }

    /// Resolves what to serve here, with the command line's messages for a name not found or a
    /// round that takes no reports, then becomes `scorekeeper-serve` (`ServeProgram.exec`),
    /// which serves it: the web server is not linked into this program.
    func run() throws {
        let program = try program()
        // The exec never returns to `ScorekeeperCommand.main`, which closes a command's file when
        // it is done: closed here, so the server opens a file whose log SQLite wrote back and
        // removed, with no read-only leftovers of this process beside it.
        DatabaseOptions.closeOpened()
        try program.exec()
    }

    /// The server's program with its arguments: the scope resolved to an id or a date, the file
    /// as this command resolved it. `run` closes the file before the exec.
    func program() throws -> ServeProgram {
        let db = try database.openForReading()
        let scope: ServeProgram.Scope
        if let game {
            scope = .game(try db.resolveGame(game).id)
        } else if let tournament {
            scope = .tournament(try db.resolveTournament(tournament).id)
        } else {
            var chosen: Evening?
            if let date {
                guard let parsed = Evening.parse(date, now: db.now) else {
                    throw ScorekeeperError.other("An evening is YYYY-MM-DD, today, tonight or yesterday (got '\(Sanitized.text(date))').")
                }
                chosen = parsed
            }
            let latest = try db.read { try AppDatabase.latestEvening($0) }
            scope = .evening((chosen ?? latest ?? Evening(containing: db.now)).dateText)
        }
        // The slips' codes are issued before anything listens: a round that takes no reports
        // is refused in one line, and nothing is served. The server reads the same codes back.
        if slips != nil, case .tournament(let id) = scope { try database.openForCommand().reportCodes(tournament: id) }
        var program = ServeProgram(databasePath: database.location.path, scope: scope)
        program.port = port
        program.lan = lan
        program.photos = photos
        program.maxConnections = maxConnections
        program.slips = slips.map(RawArguments.path)
        return program
    }
}
