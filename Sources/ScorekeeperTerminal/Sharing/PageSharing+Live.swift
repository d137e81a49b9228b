import ScorekeeperQR
import ScorekeeperStore
import ScorekeeperUI
import ScorekeeperWeb

extension PageSharing {
    /// The interface's sharing: the web server of `scorekeeper serve` on the interface's own file,
    /// and QR codes from libqrencode. An in-memory database has no file to serve, so it says so.
    static func live(database: AppDatabase) -> PageSharing {
        let server = SharedServer()
        return PageSharing(
            start: { scope, lan in
                guard let path = database.path else {
                    throw ScorekeeperError.other("An in-memory database has no file to serve.")
                }
                return try await server.start(path: path, scope: scope, lan: lan)
            },
            stop: { await server.stop() },
            qrCode: { QRCodeEncoder.matrix(for: $0) })
    }
}

/// The one server the interface runs at a time: starting another stops the first.
private actor SharedServer {
    private var running: RunningWebServer?

    func start(path: String, scope: SharedScope, lan: Bool) async throws -> [String] {
        await stop()
        let webScope: WebScope = switch scope {
        case .game(let id): .game(id)
        case .tournament(let id): .tournament(id)
        }
        // The interface keeps its own signal handling: the server stops with the interface.
        let server = try await WebServing.start(databasePath: path, scope: webScope, settings: WebServerSettings(lan: lan))
        running = server
        return server.addresses
    }

    func stop() async {
        guard let server = running else { return }
        running = nil
        await server.stop()
    }
}
