import Foundation

/// The sheets a game can follow: the built-in library (Resources/sheets, in the binary) and the
/// user's own in `$XDG_CONFIG_HOME/scorekeeper/sheets/` (`~/.config/...`), each checked when read.
/// A user's sheet with a built-in one's name takes its place. Files that do not read are reported,
/// and the others still serve.
public struct SheetLibrary: Sendable {
    /// Where a sheet came from.
    public enum Source: Equatable, Sendable {
        case builtIn
        /// A user's file, by path.
        case user(String)
    }

    /// A sheet as read, with its source and its file's text (kept with a game that starts on it).
    public struct Entry: Equatable, Sendable {
        public var sheet: Sheet
        public var source: Source
        public var text: String
    }

    /// Every sheet that reads, by name.
    public var entries: [Entry]
    /// Users' files that do not read, one line each.
    public var problems: [SheetFile.Problem]

    /// The built-in sheets, read from the text the binary carries.
    public static var builtIn: [Entry] {
        BuiltInSheets.files.sorted { $0.key < $1.key }.compactMap { file, text in
            // Tests read every built-in sheet (`BuiltInSheetTests`): none is refused here.
            (try? SheetFile.read(text, file: file)).map { Entry(sheet: $0, source: .builtIn, text: text) }
        }
    }

    /// The user's sheets folder for an environment (nil when there is no home to find it from).
    public static func userFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/scorekeeper/sheets" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/scorekeeper/sheets"
    }

    /// The built-in sheets and the user's, read now.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> SheetLibrary {
        load(environment: environment, reading: readUserSheet)
    }

    /// `load`, each user's file read by `reading` (tests count the files read).
    package static func load(environment: [String: String],
                             reading: (String) throws(SheetFile.Problem) -> (Sheet, String)) -> SheetLibrary {
        var byName = Dictionary(builtIn.map { ($0.sheet.name, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [SheetFile.Problem] = []
        var fromUser: [String: String] = [:]
        for path in userFiles(environment: environment) {
            do throws(SheetFile.Problem) {
                let (sheet, text) = try reading(path)
                if let other = fromUser[sheet.name] {
                    throw SheetFile.Problem(file: path, line: nil, field: "name",
                                            problem: "\"\(sheet.name)\" is also the name of \(other)")
                }
                fromUser[sheet.name] = path
                byName[sheet.name] = Entry(sheet: sheet, source: .user(path), text: text)
            } catch {
                problems.append(error)
            }
        }
        return SheetLibrary(entries: byName.values.sorted { $0.sheet.name < $1.sheet.name }, problems: problems)
    }

    /// The sheet called `name` (case ignored), as `load(environment:).entry(named:)` finds it,
    /// reading only the user's files that may hold it: the one named after it (`NAME.yaml`), and
    /// those whose bytes write the name (a sheet's name is lowercase letters, digits and dashes,
    /// which YAML writes as they are unless escaped, with a backslash). A command that needs one
    /// sheet does not parse every sheet of the folder. Anything but a sheet found (a name no
    /// file holds, a file that does not read) is answered by `load`, with its suggestions and
    /// problems.
    public static func entry(named name: String,
                             environment: [String: String] = ProcessInfo.processInfo.environment) throws(ScorekeeperError) -> Entry {
        try entry(named: name, environment: environment, reading: readUserSheet)
    }

    /// `entry(named:)`, each user's file read by `reading` (tests count the files read).
    package static func entry(named name: String, environment: [String: String],
                              reading: (String) throws(SheetFile.Problem) -> (Sheet, String)) throws(ScorekeeperError) -> Entry {
        let typed = name.trimmingCharacters(in: .whitespaces).lowercased()
        for path in userFiles(environment: environment) {
            let fileName = (path as NSString).lastPathComponent
            if !fileName.hasPrefix(typed + ".") {
                guard !typed.isEmpty, let data = try? UserFiles.read(RawPath(path), limit: SheetFile.largestBytes, purpose: .sheet),
                      holds(data, Array(typed.utf8)) || holds(data, [UInt8(ascii: "\\")]) else { continue }
            }
            // The first file that reads and holds the name is the one `load` keeps.
            if let (sheet, text) = try? reading(path), sheet.name == typed {
                return Entry(sheet: sheet, source: .user(path), text: text)
            }
        }
        if let entry = builtIn.first(where: { $0.sheet.name == typed }) { return entry }
        return try load(environment: environment, reading: reading).entry(named: name)
    }

    /// Whether `data` holds the bytes `wanted`, found with `memchr` and `memcmp`:
    /// `Data.range(of:)` took about 25 ms to search a sheet of 250 KB.
    static func holds(_ data: Data, _ wanted: [UInt8]) -> Bool {
        guard let first = wanted.first else { return true }
        return data.withUnsafeBytes { haystack in
            wanted.withUnsafeBytes { needle in
                guard let bytes = haystack.baseAddress, let pattern = needle.baseAddress else { return false }
                var offset = 0
                while offset + needle.count <= haystack.count {
                    guard let found = memchr(bytes + offset, Int32(first), haystack.count - offset - needle.count + 1) else { return false }
                    if memcmp(found, pattern, needle.count) == 0 { return true }
                    offset = bytes.distance(to: UnsafeRawPointer(found)) + 1
                }
                return false
            }
        }
    }

    /// The user's sheet files (`.yaml`, `.yml`) in the order they are read, by file name.
    static func userFiles(environment: [String: String]) -> [String] {
        guard let folder = userFolder(environment: environment),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { folder + "/" + $0 }
    }

    /// A user's sheet file read and checked, with its text.
    static func readUserSheet(_ path: String) throws(SheetFile.Problem) -> (Sheet, String) {
        let data: Data
        do {
            data = try UserFiles.read(RawPath(path), limit: SheetFile.largestBytes, purpose: .sheet)
        } catch {
            throw SheetFile.Problem(file: path, line: nil, field: nil, problem: String(describing: error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SheetFile.Problem(file: path, line: nil, field: nil, problem: "not UTF-8 text")
        }
        return (try SheetFile.read(text, file: path), text)
    }

    /// The sheet called `name` (case ignored), or a one-line refusal naming the nearest names or
    /// the problem of a file that did not read.
    public func entry(named name: String) throws(ScorekeeperError) -> Entry {
        let typed = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let entry = entries.first(where: { $0.sheet.name == typed }) { return entry }
        if let problem = problems.first(where: { ($0.file as NSString).lastPathComponent.hasPrefix(typed + ".") }) {
            throw ScorekeeperError.other("The sheet \(Sanitized.text(name)) does not read: \(Sanitized.text(problem.description))")
        }
        let suggestions = NearestNames.suggest(typed, among: entries.map(\.sheet.name))
        throw ScorekeeperError.other("No sheet called \(Sanitized.text(name))."
            + (suggestions.isEmpty ? " `scorekeeper sheet list` lists them." : " Did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"))
    }
}

extension UserFiles.Purpose {
    /// A score sheet to read.
    public static let sheet = UserFiles.Purpose(noun: "sheet") { .other($0) }
}
