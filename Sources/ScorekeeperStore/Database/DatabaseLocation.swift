import Foundation

/// Where the database lives: `--db PATH`, else `SCOREKEEPER_DB`, else
/// `$XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite` (falling back to `~/.local/share`).
public struct DatabaseLocation: Equatable, Sendable {
    public var path: String
    /// True for the default location, whose folder is created when missing.
    public var isDefault: Bool
    /// What chose the path, for `scorekeeper info`.
    public var source: Source

    /// Where a database path came from.
    public enum Source: String, Sendable {
        case option = "--db"
        case environment = "SCOREKEEPER_DB"
        case xdgDefault = "XDG default"
    }

    public init(path: String, isDefault: Bool, source: Source? = nil) {
        self.path = path
        self.isDefault = isDefault
        self.source = source ?? (isDefault ? .xdgDefault : .option)
    }

    /// Chooses the database path from the command line option and the environment.
    public static func resolve(option: String?, environment: [String: String] = readEnvironment()) -> DatabaseLocation {
        if let option, !option.isEmpty {
            return DatabaseLocation(path: expandTilde(option, environment: environment), isDefault: false)
        }
        if let fromEnvironment = environment["SCOREKEEPER_DB"], !fromEnvironment.isEmpty {
            return DatabaseLocation(path: expandTilde(fromEnvironment, environment: environment), isDefault: false,
                                    source: .environment)
        }
        return DatabaseLocation(path: defaultPath(environment: environment), isDefault: true)
    }

    /// The variables `resolve` reads, each read with getenv. Not `ProcessInfo.environment`: that
    /// copies every variable of the process into a dictionary (about 0.7 million instructions,
    /// a tenth of a millisecond or more, on every command) to look up three.
    public static func readEnvironment() -> [String: String] {
        var found: [String: String] = [:]
        for name in ["SCOREKEEPER_DB", "XDG_DATA_HOME", "HOME"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }

    /// `$XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite`, per the XDG base directory spec: a relative
    /// XDG_DATA_HOME is ignored.
    public static func defaultPath(environment: [String: String]) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return dataHome + "/scorekeeper/scorekeeper.sqlite"
    }

    static func expandTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }
}
