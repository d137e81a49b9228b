import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Finished games among a few people: two evenings of Hearts (Ann, Bo, Cy), a poker night (Ann
/// and Dee), and an unfinished game of mini golf (Ann and Bo). Highest score wins.
func seedPeople(_ database: AppDatabase) throws {
    let evenings: [(String, [(String, Int)], finished: Bool)] = [
        ("Hearts", [("Ann", 50), ("Bo", 30), ("Cy", 20)], true),
        ("Hearts · 2", [("Ann", 10), ("Bo", 40), ("Cy", 40)], true),
        ("Poker", [("Ann", 100), ("Dee", 50)], true),
        ("Mini Golf", [("Ann", 3), ("Bo", 4)], false),
    ]
    for (offset, (title, players, finished)) in evenings.enumerated() {
        let time = pinnedNow.addingTimeInterval(Double(offset - evenings.count) * 86_400)
        let game = try database.at(time).createGame(title: title)
        for (name, score) in players { try database.at(time).addPlayer(gameID: game.id, name: name, score: score) }
        if finished { _ = try database.at(time.addingTimeInterval(3_600)).finishGame(id: game.id) }
    }
}

/// The People screen's store: opening it, sorting, a person's views and games, and the keys that
/// rename, merge and recolour a person, each checked against the file.
@MainActor
@Suite struct PeopleStoreTests {
    let database: AppDatabase
    let app: AppModel

    init() throws {
        database = try AppDatabase.empty()
        try seedPeople(database)
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
    }

    /// `P` and the first statistics.
    func openPeople() async throws -> PeopleModel {
        app.handle(.key(.character("P")))
        let people = try #require(app.people)
        #expect(await waitUntil { people.hasLoaded }, "the statistics arrive")
        return people
    }

    func names(_ people: PeopleModel) -> [String] { people.list.rows.map(\.person.name) }

    func select(_ name: String, in people: PeopleModel) throws {
        let row = try #require(people.list.rows.first { $0.person.name == name })
        people.list.select(row.id)
    }

    @Test func peopleOpensFromTheGamesListAndGoesBack() async throws {
        #expect(KeyTable.games.resolve(.character("P")) == .perform(.openPeople))
        let people = try await openPeople()
        #expect(app.keyTable == .people)
        #expect(names(people) == ["Ann", "Bo", "Cy", "Dee"])
        let ann = try #require(people.list.rows.first)
        // The figures are the file's statistics, unfinished games not counted; the list reads
        // only what a list shows (kinds, head-to-head and rating history wait for a person).
        let expected = try #require(try database.fetchPeopleStatistics(scope: .list).people.first { $0.person.name == "Ann" })
        #expect(ann.figures.kinds.isEmpty && ann.figures.ratingHistory.isEmpty)
        #expect(ann.figures == expected)
        #expect(ann.figures.games == 3 && ann.figures.wins == 2)

        app.handle(.key(.escape))
        #expect(app.people == nil)
        #expect(app.keyTable == .games)
        #expect(app.gamesList.visibleGames.count == 4)
    }

    @Test func sortCyclesThroughTheColumns() async throws {
        let people = try await openPeople()
        try select("Cy", in: people)
        var seen: [PeopleOrder] = [people.order]
        for _ in PeopleOrder.allCases.dropFirst() {
            app.handle(.key(.character("s")))
            seen.append(people.order)
            #expect(app.status?.text == "Sorted by \(people.order.label).")
            // The selection stays on its person wherever they land.
            #expect(people.list.selected?.person.name == "Cy")
            let rows = Array(people.list.rows)
            for (a, b) in zip(rows, rows.dropFirst()) {
                switch people.order {
                case .games: #expect(a.figures.games >= b.figures.games)
                case .wins: #expect(a.figures.wins >= b.figures.wins)
                case .winRate: #expect(a.figures.winRate >= b.figures.winRate)
                case .rating: #expect(a.figures.rating.ordinal >= b.figures.rating.ordinal)
                case .lastPlayed: #expect((a.figures.lastPlayed ?? .distantPast) >= (b.figures.lastPlayed ?? .distantPast))
                case .name: break
                }
            }
        }
        #expect(seen == PeopleOrder.allCases)
        app.handle(.key(.character("s")))
        #expect(people.order == .name)
        #expect(names(people) == ["Ann", "Bo", "Cy", "Dee"])
    }

    @Test func enterOpensAPersonWhoseGamesOpen() async throws {
        let people = try await openPeople()
        try select("Bo", in: people)
        app.handle(.key(.enter))
        let person = try #require(people.person)
        // A person's page needs everything (kinds, head-to-head): read once the page opens.
        #expect(await waitUntil { people.personFigures != nil }, "Bo's whole statistics arrive")
        #expect(people.personFigures?.person.name == "Bo")
        let full = try #require(try database.fetchPeopleStatistics().people.first { $0.person.name == "Bo" })
        #expect(people.personFigures == full)
        #expect(person.section == .statistics)
        #expect(app.keyTable == .person)
        #expect(people.statisticsLines.contains(.kindHeader))
        #expect(people.statisticsLines.contains { if case .headToHead(let record) = $0 { record.opponent == "Ann" } else { false } })

        app.handle(.key(.tab))
        #expect(people.person?.section == .rating)
        app.handle(.key(.tab))
        #expect(people.person?.section == .games)
        // Bo's three games, the unfinished one included, most recent first.
        #expect(await waitUntil { people.person?.games.rows.count == 3 }, "Bo's games arrive")
        #expect(people.person?.games.rows.map(\.game.title) == ["Mini Golf", "Hearts · 2", "Hearts"])
        app.handle(.key(.down))
        app.handle(.key(.enter))
        let game = try #require(app.game)
        #expect(game.game?.game.title == "Hearts · 2")

        // Back from the game: the person, as they were.
        app.handle(.key(.escape))
        #expect(app.game == nil)
        #expect(people.person?.section == .games)
        #expect(people.person?.games.selected?.game.title == "Hearts · 2")
        app.handle(.key(.escape))
        #expect(people.person == nil)
        #expect(people.list.selected?.person.name == "Bo")
    }

    @Test func renameWritesTheNameAndRefusesAnEmptyOne() async throws {
        let people = try await openPeople()
        try select("Dee", in: people)
        app.handle(.key(.character("r")))
        #expect(people.destination?.prompt?.field.text == "Dee")
        #expect(app.keyTable == .prompt)
        app.handle(.key(.control("u")))
        app.handle(.key(.enter))
        #expect(people.destination?.prompt?.error != nil, "an empty name is refused, the prompt stays")
        app.type("Deirdre")
        app.handle(.key(.enter))
        #expect(people.destination == nil)
        #expect(await waitUntil { names(people).contains("Deirdre") }, "the new name arrives")
        #expect(try database.fetchPeople().map(\.name).sorted() == ["Ann", "Bo", "Cy", "Deirdre"])
        #expect(people.list.selected?.person.name == "Deirdre")
    }

    @Test func mergeAsksNamingTheGamesThatMove() async throws {
        let people = try await openPeople()
        try select("Cy", in: people)
        app.handle(.key(.character("M")))
        #expect(app.keyTable == .mergePrompt)
        // Tab goes through the others, most recently played first (Ann and Dee at poker, then Bo).
        var completed: [String] = []
        for _ in 0..<4 {
            app.handle(.key(.tab))
            completed.append(people.destination?.prompt?.field.text ?? "")
        }
        #expect(completed == ["Ann", "Dee", "Bo", "Ann"])
        #expect(render(app, size: app.size).text.contains("Into"))
        app.handle(.key(.control("u")))
        app.type("Cy")
        app.handle(.key(.enter))
        // The person is looked up off the main actor; the answer shows when it arrives.
        #expect(await waitUntil { people.destination?.prompt?.error == "A person cannot be merged into themselves." })
        // Someone unknown: the prompt says who is near, and names no command of the command line.
        app.handle(.key(.control("u")))
        app.type("Dea")
        app.handle(.key(.enter))
        #expect(await waitUntil { people.destination?.prompt?.error == "No person named 'Dea'. Did you mean 'Dee'?" },
                "\(people.destination?.prompt?.error ?? "no error")")
        app.handle(.key(.control("u")))
        app.type("dee")
        app.handle(.key(.enter))
        #expect(await waitUntil { if case .confirmMerge? = people.destination { true } else { false } }, "the confirmation")
        guard case .confirmMerge(_, _, let intoName, let games, .cancel)? = people.destination else {
            Issue.record("no confirmation: \(String(describing: people.destination))")
            return
        }
        // Cy played both evenings of Hearts.
        #expect(intoName == "Dee" && games == 2)
        #expect(render(app, size: app.size).text.contains("2 games move to Dee"))
        // The safe answer first: Enter keeps everything.
        app.handle(.key(.enter))
        #expect(people.destination == nil)
        #expect(try database.fetchPeople().count == 4)

        app.handle(.key(.character("M")))
        app.type("Dee")
        app.handle(.key(.enter))
        #expect(await waitUntil { if case .confirmMerge? = people.destination { true } else { false } }, "the confirmation")
        app.handle(.key(.character("y")))
        #expect(await waitUntil { !names(people).contains("Cy") }, "the merge arrives")
        #expect(try database.fetchPeople().map(\.name) == ["Ann", "Bo", "Dee"])
        #expect(people.list.rows.first { $0.person.name == "Dee" }?.figures.games == 3)
        #expect(people.list.selected?.person.name == "Dee")
        #expect(await waitUntil { app.status?.text == "Merged Cy into Dee: 2 games moved." })
    }

    @Test func colourPickerWritesTheHighlightedColour() async throws {
        let people = try await openPeople()
        try select("Bo", in: people)
        let before = try #require(people.list.selected?.colour)
        app.handle(.key(.character("C")))
        #expect(app.keyTable == .colourPicker)
        #expect(people.destination == .colour(people.list.selectedID!, before))
        app.handle(.key(.down))
        let all = PersonColour.allCases
        let chosen = all[(all.firstIndex(of: before)! + 1) % all.count]
        #expect(people.destination == .colour(people.list.selectedID!, chosen))
        app.handle(.key(.enter))
        #expect(people.destination == nil)
        #expect(await waitUntil { people.list.selected?.colour == chosen }, "the new colour arrives")
        #expect(try database.resolvePerson("Bo").colour == chosen)

        // Esc changes nothing.
        app.handle(.key(.character("C")))
        app.handle(.key(.down))
        app.handle(.key(.escape))
        #expect(people.destination == nil)
        #expect(try database.resolvePerson("Bo").colour == chosen)
    }

    @Test func aPersonMergedElsewhereClosesTheirScreen() async throws {
        let people = try await openPeople()
        try select("Dee", in: people)
        app.handle(.key(.enter))
        #expect(people.person != nil)
        let dee = try database.resolvePerson("Dee"), ann = try database.resolvePerson("Ann")
        try database.mergePeople(from: dee.id, into: ann.id)
        #expect(await waitUntil { people.person == nil }, "the merge arrives and the screen closes")
        #expect(!names(people).contains("Dee"))
    }
}
