import Foundation
import GRDB
import ScorekeeperStore
import TestSupport
@testable import ScorekeeperWeb

/// A file with the game the pages serve (Hearts: Ann and Bo) and one they must not (Secret: Cy),
/// written through the store as the program writes it.
struct WebFixture {
    let folder: TemporaryFolder
    let path: String
    let database: AppDatabase
    let game: Game
    let ann: Player
    let bo: Player
    let secret: Game
    let cy: Player

    /// The names the terminal refuses to print raw: markup, a bidi override, CR/LF that would
    /// start a field of their own in an event stream.
    static let hostileName = "<script>alert(1)</script>\u{202E}evil\r\nevent: forged\ndata: x"

    init() throws {
        folder = try TemporaryFolder("web")
        path = folder.file("club.sqlite")
        database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        game = try database.createGame(title: "Hearts")
        ann = try database.addPlayer(gameID: game.id, name: "Ann")
        bo = try database.addPlayer(gameID: game.id, name: "Bo")
        _ = try database.changeScore(playerID: ann.id, by: 10)
        secret = try database.createGame(title: "Secret")
        cy = try database.addPlayer(gameID: secret.id, name: "Cy")
    }

    /// Gives a player a name the store's own checks would refuse, as a damaged or hostile copy
    /// could carry it: written straight into the file.
    func renameRaw(_ player: Player, to name: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: #"UPDATE "players" SET "name" = ? WHERE "id" = ?"#,
                                                arguments: [name, player.id.lowercasedString]) }
    }

    /// Adds "Club", a round robin of Ann, Bo, Cy and Di with round 1 paired (and `settings`
    /// set before), through the real binary as an organiser would type it; returns its id.
    func pairRoundRobinClub(settings: [String] = []) throws -> Tournament.ID {
        let set = settings.isEmpty ? [] : [["tournament", "set", "Club"] + settings]
        for arguments in [["tournament", "add", "Club", "--format", "round-robin"], ["tournament", "join", "Club", "Ann", "Bo", "Cy", "Di"]]
            + set + [["tournament", "pair", "Club"]] {
            try ScorekeeperBinary.output(["--db", path] + arguments)
        }
        return try database.read { db in try AppDatabase.resolveTournament(db, "Club").id }
    }

    /// The server's parts on this file, answering as `localhost` (what HummingbirdTesting's
    /// in-process client names).
    func server(scope: WebScope? = nil, settings: WebServerSettings = WebServerSettings(),
                hosts: Set<String> = ["localhost"]) throws -> WebServer {
        let live = try LiveFile(database: try WatchDatabase(path: path), scope: scope ?? .game(game.id))
        return WebServer(live: live, token: ViewToken.random(), settings: settings, allowedHosts: hosts, writer: database)
    }
}

extension LiveFile {
    /// Waits until `count` pages listen (a minute at most); returns whether they do.
    func waitForListeners(_ count: Int) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while clock.now < deadline {
            if listenerCount >= count { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return listenerCount >= count
    }
}
