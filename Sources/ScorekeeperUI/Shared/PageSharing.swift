import Foundation
import ScorekeeperStore

/// What a shared live page shows: the game or the tournament on screen, and nothing else of the
/// file.
public enum SharedScope: Sendable, Hashable {
    case game(Game.ID)
    case tournament(Tournament.ID)
}

/// Serving the screen's game or tournament as a live page, and drawing an address as a QR code:
/// work the pure interface cannot do itself, handed in as closures as photo work is
/// (`PhotoServices`). The terminal layer fills them in; tests fake them.
public struct PageSharing: Sendable {
    /// Starts serving `scope`, on this computer only or (`lan`) the local network too, and
    /// returns the addresses it is served at, the first the one to show as a QR code.
    public var start: @Sendable (_ scope: SharedScope, _ lan: Bool) async throws -> [String]
    /// Stops serving (nothing when nothing is served).
    public var stop: @Sendable () async -> Void
    /// The QR code of an address; nil when it cannot be made.
    public var qrCode: @Sendable (String) -> QRMatrix?

    public init(start: @escaping @Sendable (SharedScope, Bool) async throws -> [String],
                stop: @escaping @Sendable () async -> Void,
                qrCode: @escaping @Sendable (String) -> QRMatrix?) {
        self.start = start
        self.stop = stop
        self.qrCode = qrCode
    }

    /// Why a page cannot be shared: this build serves none.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String { "Sharing a live page is not available in this build: nothing was started." }
    }

    /// No server: starting says so, in words; no QR code is drawn.
    public static let unavailable = PageSharing(start: { _, _ in throw Unavailable() }, stop: {}, qrCode: { _ in nil })
}
