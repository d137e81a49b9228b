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
    public static func resolve(option: String?, environment: [String: String]) -> DatabaseLocation {
        resolve(option: option, variable: { environment[$0] })
    }

    /// The same, from the process's environment: each of the variables read with getenv, when
    /// needed. Not `ProcessInfo.environment`, which copies every variable of the process into a
    /// dictionary (about 0.7 million instructions on every command) to look up three, nor a
    /// dictionary of the three: a command's first dictionary of a new type costs it a scan of
    /// every protocol conformance in the program (half a million instructions).
    public static func resolve(option: String?) -> DatabaseLocation {
        resolve(option: option, variable: { name in getenv(name).map { String(cString: $0) } })
    }

    private static func resolve(option: String?, variable: (String) -> String?) -> DatabaseLocation {
        if let option, !option.isEmpty {
            return DatabaseLocation(path: expandTilde(option, home: variable("HOME")), isDefault: false)
        }
        if let fromEnvironment = variable("SCOREKEEPER_DB"), !fromEnvironment.isEmpty {
            return DatabaseLocation(path: expandTilde(fromEnvironment, home: variable("HOME")), isDefault: false,
                                    source: .environment)
        }
        return DatabaseLocation(path: defaultPath(variable: variable), isDefault: true)
    }

    /// The variables `resolve` reads, each read with getenv.
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
        defaultPath(variable: { environment[$0] })
    }

    private static func defaultPath(variable: (String) -> String?) -> String {
        let dataHome: String
        if let xdg = variable("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return dataHome + "/scorekeeper/scorekeeper.sqlite"
    }

    static func expandTilde(_ path: String, home: String?) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home else { return path }
        return home + path.dropFirst()
    }
}
