import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// The evening in the real interface: the games list heads tonight's games, `e` opens the
/// selected game's evening summary with its winners and rating changes, and a key closes it.
@Suite(.serialized, .tmuxInstalled)
struct EveningEndToEndTests {
    @Test func eOpensTheEveningSummaryAndAKeyClosesIt() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("evening.sqlite")
        // Played just now, so tonight's.
        let seeded = try SeededGame(database, title: "Poker", players: [("Ana", 300), ("Bo", 100)])
        _ = try seeded.database.finishGame(id: seeded.game.id)
        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor("tonight's heading over Poker") { screen in
            let lines = screen.split(separator: "\n")
            guard let heading = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Tonight" }) else { return false }
            return lines.indices.contains(heading + 1) && lines[heading + 1].contains("Poker")
        }
        // The figures are the command line's: read first, then waited for with the rest of the
        // summary, in one frame.
        let json = try ScorekeeperBinary.output(["evening", "--json", "--db", database])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let people = try #require(object["people"] as? [[String: Any]])
        let before = try #require(people.first?["ratingBefore"] as? Double), after = try #require(people.first?["ratingAfter"] as? Double)
        let rating = "\(EveningSummary.ratingText(before)) → \(EveningSummary.ratingText(after))"
        try tmux.press("e")
        try tmux.waitFor("the evening summary, with the command line's ratings") { screen in
            screen.contains("Evening · Tonight") && screen.contains("♛ Ana") && screen.contains("Ana         1     1  1st")
                && screen.contains("Bo          1     0  2nd") && screen.contains(rating)
        }
        try tmux.press("Escape")
        try tmux.waitFor("the summary closes") { !$0.contains("Evening · Tonight") && $0.contains("Poker") }
    }
}
