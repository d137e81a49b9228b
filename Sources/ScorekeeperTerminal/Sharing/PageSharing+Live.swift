import Foundation
import ScorekeeperQR
import ScorekeeperStore
import ScorekeeperUI

extension PageSharing {
    /// The interface's sharing: `scorekeeper-serve` started as a child on the interface's own
    /// file (`ServeChild`), and QR codes from libqrencode. An in-memory database has no file to
    /// serve, so it says so.
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
    private var running: ServeChild?

    func start(path: String, scope: SharedScope, lan: Bool) async throws -> [String] {
        await stop()
        let served: ServeProgram.Scope = switch scope {
        case .game(let id): .game(id)
        case .tournament(let id): .tournament(id)
        }
        var chosen = ServeProgram(databasePath: path, scope: served)
        chosen.lan = lan
        let program = chosen
        // Starting waits for the child's first lines: off the actor's executor's threads.
        let child = try await Self.offThread { try ServeChild.start(program) }
        running = child
        return child.addresses
    }

    func stop() async {
        guard let child = running else { return }
        running = nil
        await Self.offThread { child.stop() }
    }

    /// Blocking work (reading a pipe, waiting for a child) on a thread of Dispatch's, not one of
    /// the few the async tasks share.
    private static func offThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    private static func offThread(_ work: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                work()
                continuation.resume()
            }
        }
    }
}
