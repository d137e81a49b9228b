import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ScorekeeperStore
import ServiceLifecycle
import UnixSignals

/// A server that is running: the addresses it prints (each with its view key) and how to stop it.
public final class RunningWebServer: Sendable {
    /// Full URLs with the view key, loopback first.
    public let addresses: [String]
    /// Each address it listens on (without the key), for the sentence that says where it listens.
    public let listeningOn: [String]
    /// Whether it is open to the local network (`--lan`).
    public let isOnNetwork: Bool
    let group: ServiceGroup
    let task: Task<Void, any Error>

    init(addresses: [String], listeningOn: [String], isOnNetwork: Bool, group: ServiceGroup, task: Task<Void, any Error>) {
        self.addresses = addresses
        self.listeningOn = listeningOn
        self.isOnNetwork = isOnNetwork
        self.group = group
        self.task = task
    }

    /// Stops the server: live pages are ended, the socket is closed; returns once it is.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }

    /// Waits until the server has stopped (by `stop`, or a signal when it handles them).
    public func wait() async throws {
        try await task.value
    }
}

/// How a server is set up beyond its scope; the defaults are what `scorekeeper serve` uses.
public struct WebServerSettings: Sendable {
    public var lan = false
    public var photos = false
    /// Nil: a free port the system picks.
    public var port: Int?
    public var maxConnections = 256
    public var maximumBodyBytes = 64 * 1024
    /// A connection that sends nothing for this long (a slow or stalled client) is closed.
    public var idleTimeout: Duration = .seconds(30)
    public var keepAliveInterval: Duration = EventStream.keepAliveInterval
    /// How wrong PINs slow down the client that types them.
    var pinBackoff = PINBackoff.Policy()
    /// Signals that stop the server gracefully (the command line's SIGINT and SIGTERM; none when
    /// the interface runs it).
    public var stopsOnSignals = false

    public init(lan: Bool = false, photos: Bool = false, port: Int? = nil, maxConnections: Int = 256) {
        self.lan = lan
        self.photos = photos
        self.port = port
        self.maxConnections = maxConnections
    }
}

/// Starts and stops `scorekeeper serve`'s server: the interface's share key calls `start` for
/// what is on screen, the command line for its scope.
public enum WebServing {
    /// Starts serving `scope` of the file at `databasePath`; returns once it listens.
    public static func start(databasePath: String, scope: WebScope, lan: Bool, photos: Bool, port: Int?) async throws -> RunningWebServer {
        try await start(databasePath: databasePath, scope: scope, settings: WebServerSettings(lan: lan, photos: photos, port: port))
    }

    /// The same with every setting.
    public static func start(databasePath: String, scope: WebScope, settings: WebServerSettings) async throws -> RunningWebServer {
        let live = try LiveFile(database: try WatchDatabase(path: databasePath), scope: scope)
        try checkScope(await live.content, scope: scope)
        // Only a tournament's or an evening's scope writes (their seats' reports), through the
        // store as every write.
        var writer: AppDatabase?
        switch scope {
        case .tournament, .evening: writer = try AppDatabase.open(DatabaseLocation(path: databasePath, isDefault: false))
        case .game: break
        }
        let server = WebServer(live: live, token: ViewToken.random(), settings: settings, writer: writer)
        let (ports, portSink) = AsyncStream<Int>.makeStream()
        let application = server.application { port in
            portSink.yield(port)
            portSink.finish()
        }
        let group = ServiceGroup(configuration: .init(services: [application, LiveFollower(live: live)],
                                                      gracefulShutdownSignals: settings.stopsOnSignals ? [.sigterm, .sigint] : [], logger: WebServer.quietLogger))
        let task = Task { try await group.run() }
        // A server that cannot listen (the port taken) ends without a port: its error is thrown.
        Task {
            _ = await task.result
            portSink.finish()
        }
        var bound: Int?
        for await port in ports { bound = port }
        guard let port = bound else {
            try await task.value
            throw ScorekeeperError.other("The server stopped before it listened.")
        }
        let listening = settings.lan ? ["127.0.0.1"] + NetworkAddresses.local() : ["127.0.0.1"]
        server.guards.allowedHosts.set(WebGuards.hosts(addresses: listening, port: port))
        let urls = listening.map { address in
            "http://" + (address.contains(":") ? "[\(address)]" : address) + ":\(port)/?token=" + server.guards.token.value
        }
        return RunningWebServer(addresses: urls, listeningOn: listening.map { "\($0):\(port)" }, isOnNetwork: settings.lan,
                                group: group, task: task)
    }

    /// Refuses a scope that names nothing in the file, with a one-line message.
    static func checkScope(_ content: WebContent, scope: WebScope) throws {
        switch content {
        case .game(nil): throw ScorekeeperError.other("No such game to serve.")
        case .tournament(nil, _): throw ScorekeeperError.other("No such tournament to serve.")
        default: break
        }
    }
}
