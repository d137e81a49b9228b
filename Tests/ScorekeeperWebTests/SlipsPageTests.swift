import Foundation
import ScorekeeperQR
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// The report slips: a slip a seat, a page each in print, the QR code as inline SVG whose
/// modules are the link's code, hostile names escaped; and `serve --slips` writes them.
@Suite struct SlipsPageTests {
    let fixture: WebFixture
    let tournament: Tournament.ID

    init() throws {
        fixture = try WebFixture()
        tournament = try fixture.pairRoundRobinClub()
    }

    /// The dark modules an SVG of `SlipsPage.svg` draws, as (row, column) inside the quiet zone.
    static func modules(ofSVG svg: Substring) -> Set<[Int]> {
        guard let start = svg.range(of: " d=\""), let end = svg[start.upperBound...].firstIndex(of: "\"") else { return [] }
        var dark: Set<[Int]> = []
        for square in svg[start.upperBound..<end].split(separator: "M") {
            let numbers = square.split(separator: "h").first?.split(separator: " ").compactMap { Int($0) } ?? []
            guard numbers.count == 2 else { continue }
            dark.insert([numbers[1] - QRHalfBlocks.quietZone, numbers[0] - QRHalfBlocks.quietZone])
        }
        return dark
    }

    @Test func aSlipASeatEachWithItsNamePINLinkAndCode() throws {
        let codes = try fixture.database.reportCodes(tournament: tournament)
        let html = SlipsPage.html(codes, base: "http://192.0.2.7:8080")
        #expect(html.components(separatedBy: "<section class=\"slip\">").count - 1 == codes.count)
        #expect(html.contains("@media print"))
        #expect(html.contains("break-after: page"))
        #expect(!html.contains("<img"))
        let svgs = html.components(separatedBy: "<svg").dropFirst()
        #expect(svgs.count == codes.count)
        for (code, svg) in zip(codes, svgs) {
            let link = "http://192.0.2.7:8080" + code.path
            #expect(html.contains("<span class=\"pin\">\(code.pin)</span>"))
            #expect(html.contains("<p class=\"link\">\(link)</p>"))
            let matrix = try #require(QRCodeEncoder.matrix(for: link))
            var expected: Set<[Int]> = []
            for row in 0..<matrix.size { for column in 0..<matrix.size where matrix.isDark(row: row, column: column) { expected.insert([row, column]) } }
            #expect(Self.modules(ofSVG: Substring(svg)) == expected)
            #expect(svg.contains("viewBox=\"0 0 \(matrix.size + 8) \(matrix.size + 8)\""))
        }
    }

    @Test func hostileNamesOnTheSlipsStayText() throws {
        var codes = try fixture.database.reportCodes(tournament: tournament)
        codes[0].seat.name = WebFixture.hostileName
        codes[0].seat.tournamentName = WebFixture.hostileName
        let html = SlipsPage.html(codes, base: "http://127.0.0.1:1")
        #expect(!html.contains("<script>alert"))
        #expect(!html.unicodeScalars.contains("\u{202E}"))
        #expect(!html.contains("\r\nevent: forged"))
        #expect(html.contains("&lt;script&gt;"))
    }

    @Test func serveWritesTheSlipsOfTheRoundBeingPlayed() async throws {
        let fixture = self.fixture, tournament = self.tournament
        try await offThePool { try Self.serveWritesTheSlips(fixture, tournament) }
    }

    static func serveWritesTheSlips(_ fixture: WebFixture, _ tournament: Tournament.ID) throws {
        let file = fixture.folder.file("slips.html")
        let serve = try ServeProcess(database: fixture.path, arguments: ["--tournament", "Club", "--slips", file], folder: fixture.folder)
        defer { _ = serve.stop() }
        #expect(serve.output.contains("Report slips for 4 seats written to"))
        let html = try String(contentsOfFile: file, encoding: .utf8)
        let codes = try fixture.database.reportCodes(tournament: tournament)
        for code in codes { #expect(html.contains("http://127.0.0.1:\(serve.port)" + code.path)) }
        #expect(html.contains("<svg class=\"qr\""))
    }
}

extension SlipsPageTests {
    @Test func slipsWithoutATournamentOrARoundAreRefusedInOneLineAndNothingIsServed() throws {
        let file = fixture.folder.file("refused.html")
        let binary = try ScorekeeperBinary.path()
        let noTournament = try CommandRunner.run(binary, ["--db", fixture.path, "serve", "--game", "Hearts", "--slips", file])
        #expect(noTournament.status != 0)
        #expect(noTournament.stdout.isEmpty)
        #expect(noTournament.stderr.contains("--slips goes with --tournament T."))
        try ScorekeeperBinary.output(["--db", fixture.path, "tournament", "add", "Later", "--format", "round-robin"])
        let unpaired = try CommandRunner.run(binary, ["--db", fixture.path, "serve", "--tournament", "Later", "--slips", file])
        #expect(unpaired.status != 0)
        #expect(!unpaired.stdout.contains("Serving at"))
        #expect(unpaired.stderr.split(separator: "\n").count == 1, "\(unpaired.stderr)")
        #expect(unpaired.stderr.contains("has no round paired"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}

/// Wrong PINs through the real binary on a real socket: the client that guesses is slowed (429,
/// `Retry-After`), while another client (another address) still opens its seat with its PIN.
@Suite struct ReportBackoffSocketTests {
    @Test func aHundredWrongPINsSlowOneClientAndNotAnother() async throws {
        try await offThePool { try Self.aHundredWrongPINs() }
    }

    static func aHundredWrongPINs() throws {
        let fixture = try WebFixture()
        let id = try fixture.pairRoundRobinClub()
        let codes = try fixture.database.reportCodes(tournament: id)
        let serve = try ServeProcess(database: fixture.path, arguments: ["--tournament", "Club"], folder: fixture.folder)
        defer { _ = serve.stop() }
        let headers = ["Origin": "http://127.0.0.1:\(serve.port)", "Content-Type": "application/x-www-form-urlencoded",
                       // Claimed addresses are never read.
                       "X-Forwarded-For": "192.0.2.\(Int.random(in: 1...254))"]
        let taken = Set(codes.map(\.pin))
        var statuses: [Int] = []
        for pin in (0..<1_000_000).lazy.map({ String(format: "%06d", $0) }).filter({ !taken.contains($0) }).prefix(100) {
            let answer = try RawHTTP.fetch(port: serve.port, path: "/report/pin", headers: headers, method: "POST", body: "pin=\(pin)")
            statuses.append(answer.status ?? 0)
            if answer.status == 429 { #expect(Int(answer.header("Retry-After") ?? "") ?? 0 >= 1) }
        }
        #expect(statuses.filter { $0 == 429 }.count >= 90)
        #expect(!statuses.contains(303))
        // Another phone (another address on this machine) opens its seat with its PIN.
        let right = try RawHTTP.fetch(port: serve.port, path: "/report/pin", headers: headers, method: "POST",
                                      body: "pin=\(codes[0].pin)", source: "127.0.0.2")
        #expect(right.status == 303)
        #expect(right.header("Set-Cookie")?.hasPrefix("\(ReportDesk.cookieName)=\(codes[0].token);") == true)
        #expect(try fixture.database.reportQueue(tournament: id).failedPINs >= 5)
    }
}
