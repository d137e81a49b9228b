import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper sheet ...`: the score sheets games can follow, built in and the user's own.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "List the score sheets, show one's rules, or enter on a sheet game.",
        discussion: """
            A sheet says what is entered for a game and how points follow (Yahtzee's categories, \
            bowling's frames, darts' countdown...). Your own sheets are YAML files in \
            $XDG_CONFIG_HOME/scorekeeper/sheets/ (~/.config/scorekeeper/sheets/); one with a \
            built-in sheet's name takes its place. README.md describes the format.
            """,
        subcommands: [List.self, Show.self, Enter.self]
    )

    /// Says on stderr which of the user's sheet files do not read (the others still serve).
    static func warn(_ library: SheetLibrary) {
        for problem in library.problems {
            FileHandle.standardError.write(Data("Warning: \(Sanitized.text(problem.description))\n".utf8))
        }
    }

    /// `sheet list [--json]`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the score sheets.")
        @Flag(help: "Print a JSON array of {name, title, kind, winning, source, file}, by name.") var json = false

        func run() throws {
            let library = SheetLibrary.load()
            SheetCommand.warn(library)
            if json {
                try TableOutput.printJSON(library.entries.map(SheetJSON.init))
                return
            }
            TableOutput.print(header: ["NAME", "KIND", "WINS", "FROM", "TITLE"],
                              rows: library.entries.map { entry in
                                  [entry.sheet.name, entry.sheet.kind.name, entry.sheet.lowestWins ? "lowest" : "highest",
                                   entry.source == .builtIn ? "built in" : "yours", Sanitized.text(entry.sheet.title)]
                              })
        }
    }

    /// `sheet show NAME`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a score sheet's rules.")
        @Argument(help: ArgumentHelp("The sheet's name (see `sheet list`).", valueName: "name"),
                  completion: NameCompletion.sheets)
        var name: String

        func run() throws {
            let entry = try SheetLibrary.entry(named: name)
            let from: String
            switch entry.source {
            case .builtIn: from = "built in"
            case .user(let path): from = Sanitized.text(path)
            }
            print("\(Sanitized.text(entry.sheet.title)) (\(entry.sheet.name), \(entry.sheet.kind.name), \(from))")
            for line in entry.sheet.rulesLines { print(Sanitized.text(line)) }
        }
    }
}

/// The JSON shape of a sheet in `sheet list --json`.
struct SheetJSON: Encodable {
    var name: String
    var title: String
    var kind: String
    var winning: String
    var source: String
    /// The user's file; null for a built-in sheet.
    var file: String?

    init(_ entry: SheetLibrary.Entry) {
        name = entry.sheet.name
        title = entry.sheet.title
        kind = entry.sheet.kind.name
        winning = entry.sheet.lowestWins ? "lowest" : "highest"
        switch entry.source {
        case .builtIn: (source, file) = ("built-in", nil)
        case .user(let path): (source, file) = ("user", path)
        }
    }

    enum CodingKeys: String, CodingKey { case name, title, kind, winning, source, file }

    // `file` is null, not left out, for a built-in sheet: every sheet has the same keys.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(title, forKey: .title)
        try container.encode(kind, forKey: .kind)
        try container.encode(winning, forKey: .winning)
        try container.encode(source, forKey: .source)
        try container.encode(file, forKey: .file)
    }
}
