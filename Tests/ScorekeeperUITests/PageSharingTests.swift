import Foundation
import Synchronization
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// `S` shares the game or the tournament on screen as a live page, through a fake server: it
/// asks first (this computer only by default, the network with `y`), then shows every address,
/// says in words when the page is open to the network, draws the first address's QR code when
/// it fits and says so when it does not; `S` again stops it.
@MainActor
@Suite struct PageSharingTests {
    /// A server that records what it was asked and serves at made-up addresses.
    final class FakeServer: Sendable {
        let calls = Mutex<[String]>([])
        let addresses: [String]
        let code: QRMatrix?

        init(addresses: [String] = ["http://127.0.0.1:8080/t/Zm9yIHRoZSBjbHViIG5pZ2h0"], codeSize: Int = 21) {
            self.addresses = addresses
            // A plain pattern stands for a code: the interface only draws what it is given.
            code = QRMatrix(size: codeSize, modules: (0..<codeSize * codeSize).map { ($0 / codeSize + $0 % codeSize) % 3 == 0 })
        }

        var services: PageSharing {
            PageSharing(start: { [self] scope, lan in
                calls.withLock { $0.append("start \(scope) lan: \(lan)") }
                return addresses
            }, stop: { [self] in
                calls.withLock { $0.append("stop") }
            }, qrCode: { [self] _ in code })
        }

        var recorded: [String] { calls.withLock { $0 } }
    }

    static let size = TerminalSize(columns: 80, rows: 24)

    func openedGame(_ server: FakeServer) throws -> (AppModel, Game) {
        let database = try pinnedDatabase()
        let game = try database.at(pinnedNow).createGame(title: "Hearts")
        try database.at(pinnedNow).addPlayer(gameID: game.id, name: "Ann", score: 0)
        let app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp", sharing: server.services)
        app.start()
        app.openGame(game.id)
        return (app, game)
    }

    @Test func theKeyAsksThenSharesOnThisComputerByDefault() async throws {
        let server = FakeServer()
        let (app, game) = try openedGame(server)
        #expect(KeyTable.game.bindings.contains { $0.action == .sharePage && $0.keys == [.character("S")] })
        app.press(.character("S"))
        #expect(app.sharing.overlay == .question(.game(game.id), .cancel))
        #expect(app.keyTable == .sharingQuestion)
        assertSnapshot(render(app, size: Self.size), named: "share-question")
        // Enter on the default: this computer only.
        app.press(.enter)
        await app.sharing.pending?.value
        #expect(server.recorded == ["start game(\(game.id)) lan: false"])
        #expect(app.sharing.page?.lan == false && app.sharing.overlay == .panel)
        let screen = render(app, size: Self.size)
        #expect(screen.text.contains("On this computer only"))
        #expect(screen.text.contains("http://127.0.0.1:8080/t/Zm9yIHRoZSBjbHViIG5pZ2h0"))
        #expect(!screen.text.contains("LOCAL NETWORK"))
        assertSnapshot(screen, named: "share-panel")
        // The code is drawn black on white whatever the palette.
        #expect(screen[4, 4].role == .picture && screen[4, 4].picture?.background == RGBColor(red: 255, green: 255, blue: 255))
        // Esc closes the panel and the page stays served; S on the screen stops it.
        app.press(.escape)
        #expect(app.sharing.overlay == nil && app.sharing.page != nil)
        app.press(.character("S"))
        await app.sharing.pending?.value
        #expect(server.recorded.last == "stop" && app.sharing.page == nil)
        #expect(app.status?.text == "Stopped sharing the page.")
    }

    @Test func yesOpensTheTournamentToTheNetworkAndSaysSo() async throws {
        let server = FakeServer(addresses: ["http://192.168.1.20:8080/t/abc", "http://10.0.0.5:8080/t/abc"])
        let database = try pinnedDatabase()
        let club = try database.at(pinnedNow).createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        let app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp", sharing: server.services)
        app.start()
        app.press(.character("T"))
        let tournaments = try #require(app.tournaments)
        #expect(await waitUntil { tournaments.hasLoaded })
        // On the list, no tournament is on screen: the key is not there.
        app.press(.character("S"))
        #expect(app.sharing.overlay == nil)
        tournaments.list.select(club.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.snapshot != nil })
        #expect(app.keyTable.bindings.contains { $0.action == .sharePage })
        app.press(.character("S"))
        app.press(.character("y"))
        await app.sharing.pending?.value
        #expect(server.recorded == ["start tournament(\(club.id)) lan: true"])
        let text = render(app, size: Self.size).text
        #expect(text.contains("OPEN TO THE LOCAL NETWORK"))
        #expect(text.contains("http://192.168.1.20:8080/t/abc") && text.contains("http://10.0.0.5:8080/t/abc"))
        #expect(app.status?.text.contains("local network") == true)
        // In the panel S stops it too.
        app.press(.character("S"))
        await app.sharing.pending?.value
        #expect(server.recorded.last == "stop" && app.sharing.page == nil && app.sharing.overlay == nil)
    }

    @Test func escapeSharesNothing() throws {
        let server = FakeServer()
        let (app, _) = try openedGame(server)
        app.press(.character("S"))
        app.press(.escape)
        #expect(app.sharing.overlay == nil && app.sharing.pending == nil && server.recorded.isEmpty)
    }

    @Test func aCodeTooBigForTheTerminalIsSaidAndTheAddressShown() async throws {
        let server = FakeServer(codeSize: 57)
        let (app, _) = try openedGame(server)
        app.press(.character("S"))
        app.press(.character("n"))
        await app.sharing.pending?.value
        let text = render(app, size: Self.size).text
        #expect(text.contains("The QR code does not fit"))
        #expect(text.contains("http://127.0.0.1:8080/t/Zm9yIHRoZSBjbHViIG5pZ2h0"))
    }

    @Test func withoutAServerTheKeySaysSharingIsNotAvailable() async throws {
        let database = try pinnedDatabase()
        let game = try database.at(pinnedNow).createGame(title: "Hearts")
        let app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(game.id)
        app.press(.character("S"))
        app.press(.character("n"))
        await app.sharing.pending?.value
        #expect(app.status?.kind == .error && app.status?.text.contains("not available") == true)
        #expect(app.sharing.page == nil && app.sharing.overlay == nil)
    }
}
