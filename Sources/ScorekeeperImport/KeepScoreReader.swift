import Foundation
import ScorekeeperDomain

/// Reads KeepScore's backups (`games-*.xml.gz`, expanded by the caller's `FileContent`):
/// `GamesBackup` of `Games` of `Game{dateGameStarted, gameName, PlayerScores}` of
/// `PlayerScore{playerName, score, playerNumber, history}`. Every value is an element's text;
/// `isNull="true"` marks a null value (its text then reads "null"), `isEmpty="true"` an empty one.
enum KeepScoreReader {
    /// What a game is called when KeepScore's user never named it.
    static let unnamedKind = "KeepScore"

    static func read(_ data: Data, path: String, options: ImportReadOptions) throws -> ImportedFile {
        let root = try XMLTree.root(of: data, path: path)
        guard root.name == "GamesBackup" else {
            throw ImportReadError(path: path, record: "line \(root.line)",
                                  problem: "the document is <\(root.name)>, not a KeepScore backup (<GamesBackup>)")
        }
        // Version 1 kept the games directly under the root; later versions in <Games>.
        let games = (root.child("Games") ?? root).children(named: "Game")
        var plays: [ImportedPlay] = []
        var skipped: [ImportSkippedPlay] = []
        var seenIDs: [String: Int] = [:]
        for (offset, game) in games.enumerated() {
            let record = "Game[\(offset)] (line \(game.line))"
            func failure(_ field: String, _ problem: String) -> ImportReadError {
                ImportReadError(path: path, record: record, field: field, problem: problem)
            }
            guard let startedText = value(game, "dateGameStarted") else { throw failure("dateGameStarted", "missing") }
            guard let started = Int64(startedText),
                  let playedAt = SourceValues.playTime(epochMilliseconds: Double(started), in: options.timeZone) else {
                throw failure("dateGameStarted", "\(quoted(startedText)) is not a moment (milliseconds since 1970)")
            }
            let kind = value(game, "gameName").flatMap { $0.isEmpty ? nil : $0 } ?? unnamedKind
            // KeepScore has no id for a game: the moment it started stands for one (a second game
            // started in the same millisecond gets #2).
            let count = (seenIDs[startedText] ?? 0) + 1
            seenIDs[startedText] = count
            let sourceID = count == 1 ? startedText : "\(startedText)#\(count)"
            let scores = (game.child("PlayerScores") ?? game).children(named: "PlayerScore")
            var players: [ImportedPlayer] = []
            for (index, score) in scores.enumerated() {
                func playerFailure(_ field: String, _ problem: String) -> ImportReadError {
                    ImportReadError(path: path, record: "\(record), PlayerScore[\(index)]", field: field, problem: problem)
                }
                let name = value(score, "playerName")
                let history: [Int] = try value(score, "history").map { text in
                    try text.split(separator: ",", omittingEmptySubsequences: true).map { change in
                        guard let number = SourceValues.wholeNumber(String(change)) else {
                            throw playerFailure("history", "\(quoted(change)) is not a whole number")
                        }
                        return number
                    }
                } ?? []
                guard let changesTotal = SourceValues.total(history) else {
                    throw playerFailure("history", "the changes add up past the largest score")
                }
                let scoreText = value(score, "score")
                let total: Int
                if let scoreText {
                    guard let number = SourceValues.wholeNumber(scoreText) else {
                        throw playerFailure("score", "\(quoted(scoreText)) is not a whole number")
                    }
                    total = number
                } else {
                    total = changesTotal
                }
                // A game may start from a score other than 0 (KeepScore's starting score): that
                // start is the first change, so the changes add up to the score.
                let (start, overflow) = total.subtractingReportingOverflow(changesTotal)
                guard !overflow else { throw playerFailure("score", "too far from what its history adds up to") }
                let changes = history.isEmpty || start == 0 ? history : [start] + history
                let number = value(score, "playerNumber").flatMap(SourceValues.wholeNumber)
                players.append(ImportedPlayer(name: name.flatMap { $0.isEmpty ? nil : $0 }, score: total,
                                              changes: changes, seat: number.flatMap { $0 >= 0 ? $0 + 1 : nil }))
            }
            let position = "Game[\(offset)]"
            if players.isEmpty {
                skipped.append(ImportSkippedPlay(sourceID: sourceID, kind: kind, reason: .noPlayers, position: position))
                continue
            }
            plays.append(ImportedPlay(sourceID: sourceID, kind: kind, playedAt: playedAt,
                                      players: SourceValues.inSeatOrder(players), position: position))
        }
        return ImportedFile(format: .keepscore, path: path, plays: plays, skipped: skipped)
    }

    /// The text of `element`'s child `name`: nil when absent or marked null, "" when marked empty.
    private static func value(_ element: XMLItem, _ name: String) -> String? {
        guard let child = element.child(name) else { return nil }
        if child.attributes["isNull"] == "true" { return nil }
        if child.attributes["isEmpty"] == "true" { return "" }
        return child.trimmedText
    }
}
