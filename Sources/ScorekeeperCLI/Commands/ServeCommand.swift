import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperWeb

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

    func run() throws {
        let db = try database.openForReading()
        let scope: WebScope
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
        // is refused in one line, and nothing is served.
        var codes: [ReportCode] = []
        if slips != nil, case .tournament(let id) = scope { codes = try database.openForCommand().reportCodes(tournament: id) }
        var chosen = WebServerSettings(lan: lan, photos: photos, port: port, maxConnections: maxConnections)
        chosen.stopsOnSignals = true
        let settings = chosen
        let path = database.location.path
        let slipsFile = slips, lan = lan, issued = codes
        try BlockingTask.run {
            let server = try await WebServing.start(databasePath: path, scope: scope, settings: settings)
            var announcement = Self.announcement(server)
            if let slipsFile {
                // Phones reach the server on the network address; without --lan only this machine can.
                let host = server.listeningOn[lan && server.listeningOn.count > 1 ? 1 : 0]
                do {
                    // Through the door for users' files, whole or not at all; a round's slips are
                    // written anew for each round, so an older file of them is replaced.
                    try AtomicFileWriter.write(Data(SlipsPage.html(issued, base: "http://" + host).utf8),
                                               to: RawArguments.path(slipsFile), replacing: true)
                } catch {
                    await server.stop()
                    throw error
                }
                announcement += "\nReport slips for \(issued.count) seat\(issued.count == 1 ? "" : "s") written to \(Sanitized.text(slipsFile)): "
                    + "open it in a browser and print it" + (lan ? "." : " (their links work on this machine only without --lan).")
            }
            // At once, whatever stdout is: a script waits for this line.
            FileHandle.standardOutput.write(Data((announcement + "\n").utf8))
            try await server.wait()
        }
    }

    /// What the command says once it listens: the link, and with --lan every address and the risk.
    static func announcement(_ server: RunningWebServer) -> String {
        var lines = ["Serving at \(server.addresses[0])"]
        if server.isOnNetwork {
            lines.append("Open to the local network; listening on " + server.listeningOn.joined(separator: ", ") + ".")
            for address in server.addresses.dropFirst() { lines.append("  \(address)") }
            lines.append("These pages are plain HTTP: anyone on this network can read them, and the link's key lasts until the server stops.")
        } else {
            lines.append("Only this machine can open it (127.0.0.1); --lan opens it to the local network.")
        }
        lines.append("Ctrl-C stops it.")
        return lines.joined(separator: "\n")
    }
}

/// Runs async work to its end from a synchronous command, its error rethrown.
enum BlockingTask {
    static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
        let outcome = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await work() } catch { outcome.set(error) }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// The error the work ended with, handed across threads.
    private final class OutcomeBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        func set(_ error: any Error) { lock.withLock { stored = error } }
        var error: (any Error)? { lock.withLock { stored } }
    }
}
