import ScorekeeperQR
import ScorekeeperUI

extension PageSharing {
    /// The interface's sharing: QR codes from libqrencode. Serving comes from the web server's
    /// target once it is linked here; until then starting says it is not available.
    static let live = PageSharing(start: PageSharing.unavailable.start, stop: PageSharing.unavailable.stop,
                                  qrCode: { QRCodeEncoder.matrix(for: $0) })
}
