import Foundation
import Hummingbird
import Logging
import NIOCore
import ScorekeeperStore
import ServiceLifecycle

/// One server's parts: the live file, the guards and the application that answers through them.
struct WebServer: Sendable {
    let live: LiveFile
    let guards: WebGuards
    let settings: WebServerSettings
    let connections: ConnectionCount
    let reports: ReportDesk?

    /// `writer`: the file opened for writing, for the report codes' pages of a tournament's or an
    /// evening's scope (the only thing the pages write, through the store's own report methods).
    init(live: LiveFile, token: ViewToken, settings: WebServerSettings, allowedHosts: Set<String> = [], writer: AppDatabase? = nil) {
        self.live = live
        self.settings = settings
        switch (writer, live.scope) {
        case (let writer?, .tournament), (let writer?, .evening):
            reports = ReportDesk(writer: writer, backoff: PINBackoff(policy: settings.pinBackoff))
        default:
            reports = nil
        }
        guards = WebGuards(allowedHosts: AllowedHosts(allowedHosts), token: token, maximumBodyBytes: settings.maximumBodyBytes)
        connections = ConnectionCount(maximum: settings.maxConnections)
    }

    /// The server logs nothing: the command prints what it has to say.
    static var quietLogger: Logger {
        var logger = Logger(label: "scorekeeper-serve")
        logger.logLevel = .critical
        return logger
    }

    var responder: WebResponder {
        WebResponder(live: live, guards: guards, options: WebPages.Options(photos: settings.photos),
                     keepAliveInterval: settings.keepAliveInterval, reports: reports)
    }

    /// The application: HTTP/1.1 with the connection cap before every request and an idle
    /// timeout for clients that stall; `listening` is told the port once bound.
    func application(listening: @escaping @Sendable (Int) -> Void = { _ in }) -> some ApplicationProtocol {
        let connections = self.connections
        let refusal = WebPages.refusal("Too many pages open", "This server has as many pages open as it allows. Try again in a moment.")
        let idle = settings.idleTimeout.components
        let idleTimeout = TimeAmount.nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000)
        return Application(
            responder: responder,
            server: .http1(configuration: .init(additionalChannelHandlers: [ConnectionCapHandler(count: connections, page: refusal)],
                                                idleTimeout: idleTimeout)),
            configuration: .init(address: .hostname(settings.lan ? "0.0.0.0" : "127.0.0.1", port: settings.port ?? 0)),
            onServerRunning: { channel in listening(channel.localAddress?.port ?? 0) },
            logger: Self.quietLogger)
    }
}

/// Follows the file for the live pages while the server runs; on a graceful stop it ends every
/// live page first, so the server's own stop does not wait on streams that never end.
struct LiveFollower: Service {
    let live: LiveFile

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            await live.follow()
        }
        await live.finishAll()
    }
}
