import ArgumentParser
import Foundation
import ScorekeeperStore

extension SheetCommand {
    /// `sheet enter GAME PLAYER ENTRY...`: one entry on a player's sheet, in the sheet's notation.
    struct Enter: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "enter",
            abstract: "Enter something on a player's sheet, in the sheet's own notation.",
            discussion: """
                X, 9/ or 8 1 (a bowling frame); sixes 18 or full-house 25 (Yahtzee); T20 T20 D16 or 100 \
                (a darts turn); 7 or miss (a Mölkky throw); bid 4 took 5 (Spades). An entry the sheet does \
                not allow is refused with the reason and nothing changes; `undo` takes an entry back.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: GameArgument.help, completion: NameCompletion.games) var game: String
        @Argument(help: "The player: a name in that game, an id, or a unique id prefix.", completion: NameCompletion.players) var player: String
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The entry (several words are one entry; negative numbers too: military 1 3 -1).", valueName: "entry"))
        var entry: [String]

        func validate() throws {
            guard !entry.isEmpty else { throw ValidationError("Give the entry, in the sheet's notation (`scorekeeper sheet show NAME` says it).") }
        }

        func run() throws {
            let db = try database.openForCommand()
            let gameID = try db.resolveGame(game).id
            let target = try db.resolvePlayer(player, game: gameID.lowercasedString)
            let outcome = try db.enterSheet(gameID: gameID, playerID: target.id, entry.joined(separator: " "))
            let tally = try db.fetchSheetTally(gameID: gameID)
            let sheet = tally?.sheet(of: target.id.lowercasedString)
            var line = "Entered \(Sanitized.text(outcome.stored[0].text)) for \(Sanitized.text(target.name)): \(outcome.total)"
            if let remaining = sheet?.remaining {
                line += " (\(remaining) left"
                if let checkout = DartsTurn.checkout(remaining) { line += "; checkout \(checkout.joined(separator: " "))" }
                line += ")"
            }
            if let status = sheet?.status { line += ", \(status)" }
            print(line + ".")
            if outcome.stored.count > 1 {
                print("Everyone else scores \(Sanitized.text(outcome.stored[1].text)) this round.")
            }
            if let mismatch = outcome.roundMismatch {
                FileHandle.standardError.write(Data("Warning: \(mismatch).\n".utf8))
            }
        }
    }
}
