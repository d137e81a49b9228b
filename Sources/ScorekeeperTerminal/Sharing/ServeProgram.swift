import Foundation
import ScorekeeperStore

/// The web server's own program, `scorekeeper-serve`, and the arguments it takes.
///
/// The server (Hummingbird, NIO and what they bring) is a fifth of the program's protocol
/// conformances, and the Swift runtime scans them all on each new (type, protocol) question that
/// every command asks by the hundred: linked into `scorekeeper`, it slowed every command that
/// does not serve. So it is a program of its own, installed beside `scorekeeper`: `serve` turns
/// into it (`exec`, same process), the interface's share key starts it as a child.
public struct ServeProgram: Sendable, Equatable {
    /// The program's file name.
    public static let name = "scorekeeper-serve"

    /// What it serves: one game, one tournament, or an evening by its date (`YYYY-MM-DD`).
    public enum Scope: Sendable, Equatable {
        case game(Game.ID)
        case tournament(Tournament.ID)
        case evening(String)
    }

    /// The file served, as `scorekeeper` resolved it (`--db`, `SCOREKEEPER_DB`, the default):
    /// passed on explicitly, so both programs serve the same file whatever their environment.
    public var databasePath: String
    public var scope: Scope
    public var port: Int?
    public var lan = false
    public var photos = false
    public var maxConnections = 256
    /// `--slips FILE`, as the bytes typed.
    public var slips: RawPath?
    /// The interface's child: it tells its addresses on standard output (`address URL` lines,
    /// then `ready`, or one `error MESSAGE` line) and stops when its standard input ends.
    public var announcing = false

    public init(databasePath: String, scope: Scope) {
        self.databasePath = databasePath
        self.scope = scope
    }

    /// The arguments after the program's name, each as bytes (a path need not be UTF-8).
    public var arguments: [[UInt8]] {
        var words: [String] = ["--db", databasePath]
        switch scope {
        case .game(let id): words += ["--game", id.lowercasedString]
        case .tournament(let id): words += ["--tournament", id.lowercasedString]
        case .evening(let date): words += ["--evening", date]
        }
        if let port { words += ["--port", String(port)] }
        if lan { words.append("--lan") }
        if photos { words.append("--photos") }
        words += ["--max-connections", String(maxConnections)]
        if announcing { words.append("--announce") }
        var bytes = words.map { Array($0.utf8) }
        if let slips { bytes += [Array("--slips".utf8), slips.bytes] }
        return bytes
    }

    /// Where the program is: `../libexec/scorekeeper/scorekeeper-serve` from the running
    /// program's folder (the installed package), else the same folder (the build tree). Refused in
    /// one line when it is in neither.
    public static func location(running: String? = runningProgram()) throws -> String {
        guard let running else {
            throw ScorekeeperError.other("\(name) cannot be found: this program's own path (/proc/self/exe) cannot be read.")
        }
        let folder = URL(fileURLWithPath: running).deletingLastPathComponent()
        let candidates = [
            folder.deletingLastPathComponent().appendingPathComponent("libexec/scorekeeper/\(name)").standardized.path,
            folder.appendingPathComponent(name).path,
        ]
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        throw ScorekeeperError.other("\(name) is not installed next to \(Sanitized.text(running)) "
                                     + "(looked for \(candidates.map { Sanitized.text($0) }.joined(separator: " and "))).")
    }

    /// The running program's own file, as the kernel knows it (links resolved).
    public static func runningProgram() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Turns this process into the server (`execv`): the same process id, so Ctrl-C and SIGTERM
    /// reach the server itself, and its exit status is the command's. Returns only by throwing.
    public func exec() throws -> Never {
        let program = try Self.location()
        let failure = CStrings.withArgv([Array(program.utf8)] + arguments) { argv in
            execv(program, argv)
            return errno
        }
        throw ScorekeeperError.other("\(Self.name) could not be started (\(program)): \(String(cString: strerror(failure))).")
    }
}

/// C strings for `execv` and `posix_spawn`, alive for the call.
enum CStrings {
    static func withArgv<Result>(_ words: [[UInt8]], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        let strings = words.map { word -> UnsafeMutablePointer<CChar> in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: word.count + 1)
            for (index, byte) in word.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[word.count] = 0
            return pointer
        }
        defer { strings.forEach { $0.deallocate() } }
        var argv: [UnsafeMutablePointer<CChar>?] = strings + [nil]
        return argv.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
