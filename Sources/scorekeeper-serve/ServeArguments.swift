import Foundation
import ScorekeeperStore
import ScorekeeperWeb

/// The arguments `scorekeeper serve` hands this program (`ServeProgram.arguments`): the file,
/// the scope already resolved to an id or a date, and `serve`'s options. People run
/// `scorekeeper serve`, which checks what they typed; these are read strictly.
struct ServeArguments {
    var databasePath = ""
    var scope: WebScope?
    var settings = WebServerSettings()
    /// `--slips FILE`, its bytes as given.
    var slips: RawPath?
    /// The interface's child: addresses on standard output, and a stop when standard input ends.
    var announcing = false

    /// Reads `argv` after the program's name; an argument it does not know is refused.
    init(_ words: [[UInt8]]) throws {
        var rest = words[...]
        func value(_ option: String) throws -> [UInt8] {
            guard let next = rest.popFirst() else { throw ServeUsage("\(option) needs a value") }
            return next
        }
        func text(_ option: String) throws -> String { String(decoding: try value(option), as: UTF8.self) }
        func number(_ option: String) throws -> Int {
            let given = try text(option)
            guard let number = Int(given) else { throw ServeUsage("\(option) takes a number (got '\(Sanitized.text(given))')") }
            return number
        }
        while let word = rest.popFirst() {
            let option = String(decoding: word, as: UTF8.self)
            switch option {
            case "--db": databasePath = try text(option)
            case "--game":
                let given = try text(option)
                guard let id = Game.ID(uuidString: given) else { throw ServeUsage("--game takes a game's id") }
                scope = .game(id)
            case "--tournament":
                let given = try text(option)
                guard let id = Tournament.ID(uuidString: given) else { throw ServeUsage("--tournament takes a tournament's id") }
                scope = .tournament(id)
            case "--evening": scope = .evening(try text(option))
            case "--port": settings.port = try number(option)
            case "--lan": settings.lan = true
            case "--photos": settings.photos = true
            case "--max-connections": settings.maxConnections = try number(option)
            case "--slips": slips = RawPath(bytes: try value(option))
            case "--announce": announcing = true
            default: throw ServeUsage("unknown argument '\(Sanitized.text(option))'")
            }
        }
        guard !databasePath.isEmpty else { throw ServeUsage("--db PATH is needed") }
        guard scope != nil else { throw ServeUsage("one of --game ID, --tournament ID or --evening DATE is needed") }
    }

    /// The arguments this process was started with, as bytes.
    static func commandLine() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) } }
        }
    }
}

/// Arguments this program does not take: it is meant to be run by `scorekeeper serve`.
struct ServeUsage: Error, CustomStringConvertible {
    let problem: String
    init(_ problem: String) { self.problem = problem }
    var description: String {
        "scorekeeper-serve: \(problem). It is started by `scorekeeper serve` (see `scorekeeper serve --help`)."
    }
}
