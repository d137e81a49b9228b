import Foundation
import Glibc
import GRDB
import ScorekeeperStore
import TestSupport

/// `scorekeeper-bench web`: `scorekeeper serve --game G` (the release binary) with 200 live pages
/// open on plain sockets: a score changed from the command line to its event on every page, the
/// server's memory, a page's first byte beside reading the same rows with `sqlite3` and in
/// process, and what the server adds to the binary and to `--version`'s start.
enum WebBench {
    static let pages = 200
    static let changes = 20
    static let firstBytes = 50
    static let startups = 101

    static func report(executable: URL, directory: URL) throws {
        let file = directory.appendingPathComponent("live.sqlite")
        let (game, player) = try makeGame(at: file)
        let server = try ServeProcess(executable: executable, arguments: ["serve", "--game", game, "--db", file.path])
        defer { server.stop() }
        let cookie = try server.viewCookie()
        print("Web: `scorekeeper serve --game G` on 127.0.0.1:\(server.port), a game of 8 players; \(pages) event streams "
              + "on plain sockets, each with the cookie the link's key is swapped for")
        let idle = server.memory()

        // (3) A page's first byte with no page open, beside the same rows read two other ways.
        let pageIdle = try (0..<firstBytes).map { _ in try server.firstByteSeconds(path: "/", cookie: cookie) }

        // (1) 200 pages, each waiting for its first event (the page as it is now).
        var streams: [EventStreamSocket] = []
        for _ in 0..<pages {
            streams.append(try EventStreamSocket(port: server.port, cookie: cookie))
        }
        try EventStreamSocket.waitForEvents(streams, newerThan: streams.map { _ in -1 }, timeout: 30)
        let open = server.memory()

        var allPages: [Double] = [], allPagesAfterExit: [Double] = [], eachPage: [Double] = []
        for _ in 0..<changes {
            let before = streams.map(\.lastEvent)
            let start = ContinuousClock.now
            let commandSeconds = try ProcessTiming.secondsToExit(executable, ["player", "score", player, "--by", "1", "--db", file.path])
            let arrivals = try EventStreamSocket.waitForEvents(streams, newerThan: before, timeout: 30)
            let last = arrivals.max() ?? start
            allPages.append((last - start).seconds)
            allPagesAfterExit.append((last - start).seconds - commandSeconds)
            eachPage += arrivals.map { ($0 - start).seconds }
        }
        let held = server.memory()
        let pageBusy = try (0..<firstBytes).map { _ in try server.firstByteSeconds(path: "/", cookie: cookie) }
        for stream in streams { stream.close() }

        print("(1) a score changed by `player score --by 1` (a process) to its event on all \(pages) pages, \(changes) changes: "
              + "median \(ScaleBench.milliseconds(ScaleBench.percentile(allPages, 0.5))), "
              + "p95 \(ScaleBench.milliseconds(ScaleBench.percentile(allPages, 0.95))) (goal < 500 ms); "
              + "from the command's exit: median \(ScaleBench.milliseconds(ScaleBench.percentile(allPagesAfterExit, 0.5))), "
              + "p95 \(ScaleBench.milliseconds(ScaleBench.percentile(allPagesAfterExit, 0.95))); "
              + "each page (\(eachPage.count) arrivals): median \(ScaleBench.milliseconds(ScaleBench.percentile(eachPage, 0.5))); "
              + "the server reads the file every 250 ms")
        print("(2) the server's memory: idle \(idle); with \(pages) pages open \(open); after the \(changes) changes "
              + "\(held) (goal < 60 MB)")

        let rowsSQL = #"SELECT * FROM "games" WHERE "id" = '\#(game)'; SELECT * FROM "players" WHERE "gameID" = '\#(game)';"#
        let shell = try (0..<firstBytes).map { _ in
            try ProcessTiming.secondsToExit(URL(fileURLWithPath: "/usr/bin/sqlite3"), ["-batch", file.path, rowsSQL])
        }
        let queue = try DatabaseQueue(path: file.path)
        let inProcess = try (0..<firstBytes).map { _ in
            let start = ContinuousClock.now
            _ = try queue.read { db in
                (try Row.fetchAll(db, sql: #"SELECT * FROM "games" WHERE "id" = ?"#, arguments: [game]),
                 try Row.fetchAll(db, sql: #"SELECT * FROM "players" WHERE "gameID" = ?"#, arguments: [game]))
            }
            return (ContinuousClock.now - start).seconds
        }
        print("(3) a page's first byte (GET / with the cookie, a new connection each, connect to first byte), medians of \(firstBytes): "
              + "no page open \(ScaleBench.milliseconds(ScaleBench.percentile(pageIdle, 0.5))), "
              + "with \(pages) pages open \(ScaleBench.milliseconds(ScaleBench.percentile(pageBusy, 0.5))); "
              + "the sqlite3 shell reading the game's row and its players' as a process \(ScaleBench.milliseconds(ScaleBench.percentile(shell, 0.5))); "
              + "the same rows read in process on an open connection \(String(format: "%.3f ms", ScaleBench.percentile(inProcess, 0.5) * 1000))")

        // (4) What the server adds: the binary's size, what of it the web's modules are, and the start.
        let size = fileSize(executable)
        // As the package ships it (Packaging/make-deb.sh strips it so).
        let stripped = executable.deletingLastPathComponent().appendingPathComponent("scorekeeper-stripped-\(getpid())")
        defer { try? FileManager.default.removeItem(at: stripped) }
        let strip = try CommandRunner.run("/usr/bin/strip", ["--strip-unneeded", "--remove-section=.comment", "--remove-section=.note",
                                                             "-o", stripped.path, executable.path], timeout: 120)
        let strippedSize = strip.status == 0 ? fileSize(stripped) : 0
        let modules = try moduleSizes(executable)
        let web = modules.filter { isWebModule($0.key) }.values.reduce(0, +)
        let all = modules.values.reduce(0, +)
        print("(4) the release binary: \(megabytes(size)) (\(size) bytes), stripped as the package ships it \(megabytes(strippedSize)); "
              + "its symbols by module (nm -S): "
              + "the live pages' modules (ScorekeeperWeb, Hummingbird, SwiftNIO and what only they use) \(megabytes(web)) "
              + "of \(megabytes(all)) of sized symbols (\(String(format: "%.1f", Double(web) / Double(max(all, 1)) * 100))%)")
        let top = modules.sorted { $0.value > $1.value }.prefix(12)
        print("    largest: " + top.map { "\($0.key) \(megabytes($0.value))\(isWebModule($0.key) ? " (web)" : "")" }.joined(separator: ", "))
        var version: [Double] = [], truth: [Double] = [], sqlite: [Double] = []
        for _ in 0..<startups {
            version.append(try ProcessTiming.secondsToExit(executable, ["--version"]))
            truth.append(try ProcessTiming.secondsToExit(URL(fileURLWithPath: "/bin/true"), []))
            sqlite.append(try ProcessTiming.secondsToExit(URL(fileURLWithPath: "/usr/bin/sqlite3"), ["-version"]))
        }
        print("(5) start-up, in turns, medians of \(startups): `scorekeeper --version` \(ScaleBench.milliseconds(ScaleBench.percentile(version, 0.5))) "
              + "(p90 \(ScaleBench.milliseconds(ScaleBench.percentile(version, 0.9)))), /bin/true \(ScaleBench.milliseconds(ScaleBench.percentile(truth, 0.5))), "
              + "`sqlite3 -version` \(ScaleBench.milliseconds(ScaleBench.percentile(sqlite, 0.5)))")
    }

    /// A game of 8 players with a few scores; its id and a player's id, as text.
    static func makeGame(at url: URL) throws -> (game: String, player: String) {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        let game = try database.createGame(title: "Live bench")
        let players = try ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"].enumerated().map {
            try database.addPlayer(gameID: game.id, name: $0.element, score: $0.offset * 3)
        }
        return (game.id.lowercasedString, players[0].id.lowercasedString)
    }

    /// Modules that only the live pages bring in: ScorekeeperWeb and its dependencies' closure
    /// (Hummingbird, SwiftNIO, service lifecycle, HTTP types, logging, metrics, tracing, atomics,
    /// collections' deque) and NIO's C parts.
    static func isWebModule(_ module: String) -> Bool {
        let prefixes = ["ScorekeeperWeb", "Hummingbird", "NIO", "_NIO", "CNIO", "c_nio", "ServiceLifecycle", "UnixSignals", "HTTPTypes",
                        "Logging", "Metrics", "CoreMetrics", "Tracing", "Instrumentation", "ServiceContext", "Atomics", "_AtomicsShims",
                        "DequeModule", "InternalCollectionsUtilities", "AsyncAlgorithms", "HTTPStructuredHeaders", "Configuration", "NIOHTTPTypes"]
        return prefixes.contains { module.hasPrefix($0) }
    }

    /// Bytes of sized symbols (`nm -S`) by the module their Swift mangling names (`$s14ScorekeeperWeb...`);
    /// C symbols by a prefix (`c_nio_`), else "C".
    static func moduleSizes(_ binary: URL) throws -> [String: Int] {
        let result = try CommandRunner.run("/usr/bin/nm", ["-S", "--defined-only", binary.path], timeout: 120)
        guard result.status == 0 else { throw BenchError("nm failed: \(result.stderr.prefix(200))") }
        var sizes: [String: Int] = [:]
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 3)
            guard fields.count == 4, let size = Int(fields[1], radix: 16) else { continue }
            sizes[module(of: fields[3]), default: 0] += size
        }
        return sizes
    }

    static func module(of symbol: Substring) -> String {
        guard symbol.hasPrefix("$s") else { return symbol.hasPrefix("c_nio_") ? "c_nio" : "C" }
        let rest = symbol.dropFirst(2)
        if rest.hasPrefix("s") { return "Swift" }
        if rest.hasPrefix("So") || rest.hasPrefix("SC") { return "C (imported)" }
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return "Swift" }
        let name = rest.dropFirst(digits.count).prefix(length)
        return String(name)
    }

    /// `scorekeeper serve` as a child process: the port and key of the link it prints.
    final class ServeProcess {
        let process = Process()
        private(set) var port = 0
        private(set) var token = ""

        init(executable: URL, arguments: [String]) throws {
            process.executableURL = executable
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var text = ""
            let deadline = ContinuousClock.now + .seconds(30)
            while !text.contains("Ctrl-C"), ContinuousClock.now < deadline {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Serving at http://127.0.0.1:") }),
                  let url = URLComponents(string: String(line.dropFirst("Serving at ".count))),
                  let port = url.port, let token = url.queryItems?.first(where: { $0.name == "token" })?.value else {
                throw BenchError("serve printed no link: \(text)")
            }
            self.port = port
            self.token = token
        }

        /// The cookie the link's key is swapped for (`name=value`).
        func viewCookie() throws -> String {
            let socket = try ClientSocket(port: port)
            defer { socket.close() }
            try socket.send("GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let response = try socket.readAll()
            guard let line = response.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("set-cookie:") }),
                  let pair = line.dropFirst("set-cookie:".count).split(separator: ";").first else {
                throw BenchError("no cookie for the link's key: \(response.prefix(300))")
            }
            return pair.trimmingCharacters(in: .whitespaces)
        }

        /// Seconds from connecting to the first byte of `path`'s answer (a 200 is checked).
        func firstByteSeconds(path: String, cookie: String) throws -> Double {
            let start = ContinuousClock.now
            let socket = try ClientSocket(port: port)
            defer { socket.close() }
            try socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\nConnection: close\r\n\r\n")
            let first = try socket.readSome()
            let seconds = (ContinuousClock.now - start).seconds
            var response = first
            response += try socket.readAll()
            guard response.hasPrefix("HTTP/1.1 200") else { throw BenchError("GET \(path): \(response.prefix(200))") }
            return seconds
        }

        /// VmRSS and VmHWM from /proc.
        func memory() -> String {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            func field(_ name: String) -> String {
                guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
                      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return "n/a" }
                return String(format: "%.1f MB", kilobytes / 1024)
            }
            return "VmRSS \(field("VmRSS")), VmHWM \(field("VmHWM"))"
        }

        func stop() {
            guard process.isRunning else { return }
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// A blocking TCP connection to 127.0.0.1.
    class ClientSocket {
        let descriptor: Int32

        init(port: Int) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw BenchError("socket: \(errno)") }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { Glibc.close(descriptor); throw BenchError("connect: \(errno)") }
        }

        func send(_ text: String) throws {
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent > 0 else { throw BenchError("send: \(errno)") }
                bytes = bytes.dropFirst(sent)
            }
        }

        /// What one read returns ("" at the end).
        func readSome() throws -> String {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count >= 0 else { throw BenchError("recv: \(errno)") }
            return String(decoding: buffer[..<count], as: UTF8.self)
        }

        /// Everything until the server closes.
        func readAll() throws -> String {
            var text = ""
            while true {
                let part = try readSome()
                if part.isEmpty { return text }
                text += part
            }
        }

        func close() { Glibc.close(descriptor) }
    }

    /// A live page's event stream: the id of the last event it received.
    final class EventStreamSocket: ClientSocket {
        private(set) var lastEvent = -1
        private var pending = ""

        init(port: Int, cookie: String) throws {
            try super.init(port: port)
            try send("GET /events?view=main HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\nAccept: text/event-stream\r\n\r\n")
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }

        /// Reads what has arrived; whether a newer event came.
        func drain() -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var newer = false
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count <= 0 { break }
                pending += String(decoding: buffer[..<count], as: UTF8.self)
            }
            // Every complete "id: N" line; what follows the last is kept for the next read.
            while let range = pending.range(of: "\nid: ") {
                guard let end = pending[range.upperBound...].firstIndex(of: "\n") else { break }
                if let id = Int(pending[range.upperBound..<end]), id > lastEvent { lastEvent = id; newer = true }
                pending = String(pending[end...])
            }
            if pending.count > 8_192 { pending = String(pending.suffix(64)) }
            return newer
        }

        /// Polls the streams until each has an event newer than `before`; when each arrived.
        @discardableResult
        static func waitForEvents(_ streams: [EventStreamSocket], newerThan before: [Int], timeout: Double) throws -> [ContinuousClock.Instant] {
            var arrived: [ContinuousClock.Instant?] = streams.map { _ in nil }
            let deadline = ContinuousClock.now + .seconds(timeout)
            var descriptors = streams.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            while arrived.contains(where: { $0 == nil }) {
                guard ContinuousClock.now < deadline else {
                    throw BenchError("\(arrived.count { $0 == nil }) of \(streams.count) pages got no event in \(Int(timeout)) s")
                }
                _ = poll(&descriptors, nfds_t(descriptors.count), 100)
                let now = ContinuousClock.now
                for (index, stream) in streams.enumerated() where descriptors[index].revents != 0 {
                    descriptors[index].revents = 0
                    _ = stream.drain()
                    if arrived[index] == nil, stream.lastEvent > before[index] { arrived[index] = now }
                }
            }
            return arrived.map { $0! }
        }
    }
}
