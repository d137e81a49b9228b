import Foundation
import ScorekeeperDomain

/// Reads a page of BoardGameGeek's play log as its XML API returns it: `<plays>` of
/// `<play id date quantity length incomplete nowinstats location>`, each with its `<item>` and
/// `<players>`.
enum BoardGameGeekReader {
    /// A play logged with a larger quantity than this is refused rather than multiplied: BGG's own
    /// logs stay far below it, and a file cannot make the import allocate millions of games.
    static let maximumQuantity = 999

    static func read(_ data: Data, path: String, options: ImportReadOptions) throws -> ImportedFile {
        let root = try XMLTree.root(of: data, path: path)
        guard root.name == "plays" else {
            throw ImportReadError(path: path, record: "line \(root.line)",
                                  problem: "the document is <\(root.name)>, not a BoardGameGeek play log (<plays>)")
        }
        var plays: [ImportedPlay] = []
        var skipped: [ImportSkippedPlay] = []
        var lines: [String: Int] = [:]
        for (offset, element) in root.children(named: "play").enumerated() {
            let attributes = element.attributes
            let id = attributes["id"] ?? ""
            let record = id.isEmpty ? "play \(offset + 1) (line \(element.line))" : "play \(id) (line \(element.line))"
            func failure(_ field: String, _ problem: String) -> ImportReadError {
                ImportReadError(path: path, record: record, field: field, problem: problem)
            }
            guard !id.isEmpty else { throw failure("id", "missing") }
            // The id is the play's identity: a page cannot hold one play twice.
            if let earlier = lines.updateValue(element.line, forKey: id) {
                throw failure("id", "the play on line \(earlier) has the same id")
            }
            guard !id.contains("#") else { throw failure("id", "\(quoted(id)) is not a play id") }
            let dateText = attributes["date"] ?? ""
            guard let playedAt = SourceValues.playTime(dateText), playedAt.secondsIntoDay == nil else {
                throw failure("date", dateText.isEmpty ? "missing" : "\(quoted(dateText)) is not a date (YYYY-MM-DD)")
            }
            let quantityText = attributes["quantity"] ?? "1"
            guard let quantity = Int(quantityText), quantity >= 1, quantity <= maximumQuantity else {
                throw failure("quantity", "\(quoted(quantityText)) is not a number of plays from 1 to \(maximumQuantity)")
            }
            let lengthText = attributes["length"] ?? ""
            let minutes = lengthText.isEmpty ? 0 : Int(lengthText) ?? -1
            guard minutes >= 0, let seconds = SourceValues.seconds(minutes: minutes) else {
                throw failure("length", "\(quoted(lengthText)) is not a number of minutes")
            }
            guard let item = element.child("item"), let kind = item.attributes["name"], !kind.isEmpty else {
                throw failure("item", "the play names no game (<item name>)")
            }
            let players = SourceValues.inSeatOrder(SourceValues.statedWinners(
                try (element.child("players")?.children(named: "player") ?? []).map { try player($0, failure: failure) }))

            let reason: ImportSkipReason? = if flag(attributes["incomplete"]) && !options.includeIncomplete { .incomplete }
                else if flag(attributes["nowinstats"]) && !options.includeNoWinStats { .noWinStats }
                else if players.isEmpty { .noPlayers }
                else { nil }
            let location = attributes["location"].flatMap { $0.isEmpty ? nil : $0 }
            // A quantity of N is N plays of the same table: ids ID, ID#2, ID#3...
            for copy in 1...quantity {
                let sourceID = copy == 1 ? id : "\(id)#\(copy)"
                let position = quantity == 1 ? "play \(id)" : "play \(id) (\(copy) of \(quantity))"
                if let reason {
                    skipped.append(ImportSkippedPlay(sourceID: sourceID, kind: kind, reason: reason, position: position))
                } else {
                    plays.append(ImportedPlay(sourceID: sourceID, kind: kind, playedAt: playedAt,
                                              lengthSeconds: seconds > 0 ? seconds : nil, location: location,
                                              players: players, position: position))
                }
            }
        }
        return ImportedFile(format: .bgg, path: path, plays: plays, skipped: skipped)
    }

    /// BGG writes 1 and 0.
    private static func flag(_ text: String?) -> Bool {
        text == "1" || text?.lowercased() == "true"
    }

    private static func player(_ element: XMLItem,
                               failure: (String, String) -> ImportReadError) throws -> ImportedPlayer {
        let attributes = element.attributes
        // `name` is what the logger typed, `username` the BGG account; neither for an anonymous player.
        let name = [attributes["name"], attributes["username"]].compactMap { $0 }
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let seat = attributes["startposition"].flatMap(SourceValues.wholeNumber).flatMap { $0 > 0 ? $0 : nil }
        let win = attributes["win"]
        guard win == nil || win == "" || win == "0" || win == "1" else {
            throw failure("win", "\(quoted(win!)) is neither 0 nor 1 (player on line \(element.line))")
        }
        // `score` is free text ("49-46ish"): a score only when the whole of it is a whole number.
        return ImportedPlayer(name: name, score: attributes["score"].flatMap(SourceValues.wholeNumber),
                              winner: win == "1", seat: seat)
    }
}
