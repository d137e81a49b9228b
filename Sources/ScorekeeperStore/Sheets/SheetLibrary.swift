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
        var byName = Dictionary(builtIn.map { ($0.sheet.name, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [SheetFile.Problem] = []
        var fromUser: [String: String] = [:]
        if let folder = userFolder(environment: environment),
           let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                let path = folder + "/" + name
                do {
                    let data = try UserFiles.read(RawPath(path), limit: SheetFile.largestBytes, purpose: .sheet)
                    guard let text = String(data: data, encoding: .utf8) else {
                        throw SheetFile.Problem(file: path, line: nil, field: nil, problem: "not UTF-8 text")
                    }
                    let sheet = try SheetFile.read(text, file: path)
                    if let other = fromUser[sheet.name] {
                        throw SheetFile.Problem(file: path, line: nil, field: "name",
                                                problem: "\"\(sheet.name)\" is also the name of \(other)")
                    }
                    fromUser[sheet.name] = path
                    byName[sheet.name] = Entry(sheet: sheet, source: .user(path), text: text)
                } catch let problem as SheetFile.Problem {
                    problems.append(problem)
                } catch {
                    problems.append(SheetFile.Problem(file: path, line: nil, field: nil, problem: String(describing: error)))
                }
            }
        }
        return SheetLibrary(entries: byName.values.sorted { $0.sheet.name < $1.sheet.name }, problems: problems)
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
