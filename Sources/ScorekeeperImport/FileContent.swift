import Foundation
import ScorekeeperDomain

/// A file's bytes (expanded when gzipped) and the format they look like: gzip is KeepScore's
/// backup, XML with `<plays` BoardGameGeek's log (with `<GamesBackup` a KeepScore backup left
/// unzipped), JSON with `plays`, `games` and `players` BG Stats' export, JSON with
/// `games.entities` ScorePad's backup.
struct FileContent {
    /// The bytes to read: a gzipped file's expanded content.
    let data: Data
    let path: String
    /// The format the content looks like; nil when it is none of them.
    let format: ImportFormat?
    /// Why the content is none of the formats, in one line.
    let unrecognised: String
    /// Why the content, which looks like JSON, does not parse.
    let jsonError: ImportReadError?

    init(_ original: Data, path: String, options: ImportReadOptions) throws {
        self.path = path
        guard !original.isEmpty else { throw ImportReadError(path: path, problem: "the file is empty") }
        let gzipped = GzipExpansion.isGzip(original)
        let data = gzipped ? try GzipExpansion.expand(original, path: path, limit: options.maximumBytes) : original
        self.data = data
        let expected = "expected a BG Stats export or ScorePad backup (JSON), a BoardGameGeek play log (XML) "
            + "or a KeepScore backup (.xml.gz)"
        var jsonError: ImportReadError?
        switch Self.firstCharacter(of: data) {
        case UInt8(ascii: "<"):
            let plays = Self.position(of: "<plays", in: data)
            let backup = Self.position(of: "<GamesBackup", in: data)
            switch (plays, backup) {
            case let (plays?, backup?): format = plays < backup ? .bgg : .keepscore
            case (_?, nil): format = .bgg
            case (nil, _?): format = .keepscore
            case (nil, nil): format = nil
            }
            unrecognised = "an XML file that is neither a BoardGameGeek play log (<plays>) nor a KeepScore backup (<GamesBackup>)"
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            do {
                let top = try JSONDocument.decode(JSONTopLevel.self, from: data, path: path)
                if top.keys.isSuperset(of: ["plays", "games", "players"]) {
                    format = .bgstats
                } else if top.gamesHaveEntities {
                    format = .scorepad
                } else {
                    format = nil
                }
                unrecognised = "a JSON file that is neither a BG Stats export (plays, games, players) "
                    + "nor a ScorePad backup (games.entities)"
            } catch let error as ImportReadError {
                // A broken JSON file: which app wrote it cannot be told, and it reads as none.
                jsonError = error
                format = nil
                unrecognised = error.problem
            }
        default:
            format = gzipped ? .keepscore : nil
            unrecognised = gzipped ? "a gzip file that does not hold XML: " + expected : "not JSON or XML: " + expected
        }
        self.jsonError = jsonError
    }

    /// The parsed JSON, or why it does not parse.
    func json() throws -> JSONValue {
        if let jsonError { throw jsonError }
        return try JSONDocument.parse(data, path: path)
    }

    /// The first byte that is not white space or a byte order mark.
    private static func firstCharacter(of data: Data) -> UInt8? {
        var rest = data[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Where `word` first occurs in the first megabyte (the root element comes early in every format).
    private static func position(of word: String, in data: Data) -> Int? {
        data.prefix(1 << 20).range(of: Data(word.utf8))?.lowerBound
    }
}

extension ImportFormat {
    /// What a file of this format is called, for messages.
    var fileKind: String {
        switch self {
        case .bgstats: "export"
        case .bgg: "play log"
        case .keepscore, .scorepad: "backup"
        }
    }
}

/// What the format is told by: the top object's fields (none when the top is not an object), and
/// whether `games` is an object with `entities`. Nothing else is decoded.
private struct JSONTopLevel: Decodable {
    var keys: Set<String> = []
    var gamesHaveEntities = false

    init(from decoder: any Decoder) throws {
        guard let top = try? decoder.container(keyedBy: JSONKey.self) else { return }
        keys = Set(top.allKeys.map(\.stringValue))
        if let games = try? top.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(stringValue: "games")) {
            gamesHaveEntities = games.contains(JSONKey(stringValue: "entities"))
        }
    }
}
