import Foundation
import Observation
import ScorekeeperStore

/// Sharing the screen in front as a live page (`S` on a game or a tournament): the question
/// where to open it, the page being served, and the panel of its addresses and QR code. The
/// serving itself is `PageSharing`'s; this holds only what the screen shows of it.
@MainActor @Observable
public final class PageSharingModel {
    /// A page being served.
    public struct SharedPage: Equatable, Sendable {
        public var scope: SharedScope
        /// Whether it is open to the local network (else this computer only).
        public var lan: Bool
        /// The addresses it is served at, the first shown as a QR code.
        public var addresses: [String]
        /// The QR code of the first address (nil: none could be made).
        public var qrCode: QRMatrix?
    }

    /// What covers the screen.
    public enum Overlay: Equatable, Sendable {
        /// Where to open the page: the network (`.confirm`) or this computer only (`.cancel`, the default).
        case question(SharedScope, ConfirmationChoice)
        /// The page's addresses and QR code.
        case panel
    }

    @ObservationIgnored let service: PageSharing
    public private(set) var page: SharedPage?
    public private(set) var overlay: Overlay?
    /// Whether a start or stop is under way (a second `S` meanwhile does nothing).
    public private(set) var isBusy = false
    /// The start or stop under way, for tests to wait for.
    @ObservationIgnored public private(set) var pending: Task<Void, Never>?
    @ObservationIgnored var report: (StatusMessage) -> Void = Unwired.callback("PageSharingModel.report")

    init(service: PageSharing) {
        self.service = service
    }

    /// The keys while the question or the panel shows; nil lets the screen's own through.
    var keyTable: KeyTable? {
        switch overlay {
        case .question?: .sharingQuestion
        case .panel?: .sharingPanel
        case nil: nil
        }
    }

    /// `S` on a screen showing `scope`: asks where to open it, or stops the page being served.
    func sharePressed(_ scope: SharedScope) {
        guard !isBusy else { return }
        if page != nil { return stop() }
        overlay = .question(scope, .cancel)
    }

    /// A key while the question or the panel shows.
    func perform(_ action: Action) {
        switch overlay {
        case .question(let scope, let choice)?:
            if action == .cancel {
                overlay = nil
                return
            }
            switch choice.outcome(of: action) {
            case .confirmed: start(scope, lan: true)
            case .dismissed: start(scope, lan: false)
            case .highlight(let next): overlay = .question(scope, next)
            case .ignored: break
            }
        case .panel?:
            switch action {
            case .sharePage: stop()
            case .close: overlay = nil
            default: break
            }
        case nil: break
        }
    }

    private func start(_ scope: SharedScope, lan: Bool) {
        overlay = nil
        isBusy = true
        let service = self.service
        pending = Task { @MainActor [weak self] in
            do {
                let addresses = try await service.start(scope, lan)
                guard let self else { return }
                self.isBusy = false
                guard let first = addresses.first else {
                    await service.stop()
                    self.report(StatusMessage("The page could not be served at any address: nothing was started.", kind: .error))
                    return
                }
                self.page = SharedPage(scope: scope, lan: lan, addresses: addresses, qrCode: service.qrCode(first))
                self.overlay = .panel
                self.report(StatusMessage(lan ? "Shared on the local network at \(first); S stops it."
                                              : "Shared on this computer only at \(first); S stops it."))
            } catch {
                self?.isBusy = false
                self?.report(.error(error))
            }
        }
    }

    private func stop() {
        overlay = nil
        isBusy = true
        let service = self.service
        pending = Task { @MainActor [weak self] in
            await service.stop()
            self?.page = nil
            self?.isBusy = false
            self?.report(StatusMessage("Stopped sharing the page."))
        }
    }
}
