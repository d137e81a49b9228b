import Foundation
import InterfaceTestSupport
import PhotoTestSupport
import ScorekeeperStore
import ScorekeeperPhotos
import TestSupport
import Testing

/// People across games in the real interface: `P` from the games list, a person and back, with
/// the figures the file's statistics give.
@Suite(.serialized, .tmuxInstalled)
struct PeopleEndToEndTests {
    @Test func peopleScreenAPersonAndBack() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("people.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        for (title, scores) in [("Hearts", [("Ann", 50), ("Bo", 30)]), ("Hearts · 2", [("Ann", 10), ("Bo", 40)]),
                                ("Poker", [("Ann", 100), ("Cy", 50)])] {
            let game = try seeded.createGame(title: title)
            for (name, score) in scores { try seeded.addPlayer(gameID: game.id, name: name, score: score) }
            _ = try seeded.finishGame(id: game.id)
        }
        let ann = try #require(try seeded.fetchPeopleStatistics().people.first { $0.person.name == "Ann" })

        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Poker")
        try tmux.press("P")
        try tmux.waitFor(text: "Scorekeeper · People")
        // The whole row, rating included: a capture can land while a frame is still being written.
        let rating = String(format: "%.2f", ann.rating.ordinal)
        try tmux.waitFor("Ann's row with her rating") { _ in
            tmux.line(containing: "Ann")?.contains("▸") == true && tmux.line(containing: "Ann")?.contains(rating) == true
        }
        let row = try #require(tmux.line(containing: "Ann"))
        // Name, games, wins, win rate and rating, as the statistics give them.
        let cells = row.split(separator: " ").map(String.init)
        #expect(cells.contains("3") && cells.contains("2") && cells.contains("67%"))
        #expect(cells.contains(rating))

        try tmux.press("Enter")
        try tmux.waitFor(text: "Scorekeeper · People · Ann")
        try tmux.waitFor(text: "Against")
        try tmux.waitFor("Ann against Bo: 2 games") { _ in tmux.line(containing: "Bo")?.contains("2") == true }
        try tmux.press("Tab", "Tab")
        try tmux.waitFor(text: "[Games (3)]")
        try tmux.press("Escape")
        try tmux.waitFor("the People screen again") { screen in
            screen.contains("Scorekeeper · People") && !screen.contains("People · Ann")
        }
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}

/// A person's own photo and deleting a person, in the real interface: the People screen's `p`
/// (remove, then `u` puts the same bytes back) and `d` (asks, naming the players it unlinks).
@Suite(.serialized, .tmuxInstalled)
struct PersonPhotoEndToEndTests {
    @Test func aPersonsPhotoIsRemovedAndPutBackAndAPersonIsDeleted() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("people.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        var eve: Player?
        for title in ["Hearts", "Uno"] {
            let game = try seeded.createGame(title: title)
            let ann = try seeded.addPlayer(gameID: game.id, name: "Ann", score: 5)
            eve = try seeded.addPlayer(gameID: game.id, name: "Eve", score: 7)
            if title == "Hearts" {
                let photo = try ImageEncoder.encode(pixels: SyntheticPicture(width: 60, height: 40, seed: 4).rgbPixels(),
                                                    width: 60, height: 40, format: .jpeg)
                let path = folder.file("ann.jpg")
                try photo.write(to: URL(fileURLWithPath: path))
                try seeded.attachPersonPhoto(personID: try #require(try seeded.personID(ofPlayer: ann.id)), fileAt: RawPath(path))
            }
        }
        let annPerson = try #require(try seeded.fetchPeople().first { $0.name == "Ann" })
        let photo = try #require(try seeded.fetchPersonPhotoData(personID: annPerson.id))

        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Uno")
        try tmux.press("P")
        try tmux.waitFor("Ann selected on People") { _ in tmux.line(containing: "Ann")?.contains("▸") == true }
        try tmux.press("p")
        try tmux.waitFor(text: "Person photo")
        try tmux.press("Down", "Enter")
        try tmux.waitFor(text: "Removed Ann's photo · u puts it back.")
        #expect(try seeded.fetchPersonPhotoData(personID: annPerson.id) == nil)
        try tmux.press("u")
        try tmux.waitFor(text: "Put Ann's photo back.")
        #expect(try seeded.fetchPersonPhotoData(personID: annPerson.id) == photo)

        try tmux.press("Down")
        try tmux.waitFor("Eve selected") { _ in tmux.line(containing: "Eve")?.contains("▸") == true }
        try tmux.press("d")
        try tmux.waitFor(text: "Delete \"Eve\"?")
        try tmux.waitFor(text: "2 players in 2 games will be unlinked")
        try tmux.press("y")
        try tmux.waitFor(text: "Deleted Eve; 2 players unlinked.")
        try tmux.waitFor("Eve gone from People") { screen in !screen.contains("▸ ● Eve") && tmux.line(containing: " Eve ") == nil }
        // Her games keep her name and score.
        #expect(try seeded.fetchPlayer(id: try #require(eve).id)?.score == 7)
        #expect(try seeded.personID(ofPlayer: try #require(eve).id) == nil)
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
