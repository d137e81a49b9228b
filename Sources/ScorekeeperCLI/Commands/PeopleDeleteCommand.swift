import ArgumentParser
import Foundation
import ScorekeeperStore

extension PeopleCommand {
    /// `people delete PERSON [--yes]`: asks first on a terminal, naming how many players it unlinks.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete a person: their players are unlinked, and their games keep names and scores.",
            discussion: """
                The person's photo goes too. Their players stay in their games under the names they \
                had, linked to no one, so they no longer count in the person's statistics.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: PersonArgument.help, completion: NameCompletion.people) var person: String
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolvePerson(person)
            let name = Sanitized.text(target.name)
            let (players, games) = try db.unlinkCount(personID: target.id)
            guard try Confirmation.confirm("Delete \"\(name)\"? \(PersonDeletion.unlinks(players: players, games: games))", yes: yes) else {
                throw ScorekeeperError.other("Nothing deleted.")
            }
            let unlinked = try db.deletePerson(id: target.id)
            print("Deleted \(name); \(unlinked == 1 ? "1 player was" : "\(unlinked) players were") unlinked.")
        }
    }
}
