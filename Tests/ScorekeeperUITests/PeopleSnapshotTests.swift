import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The People screen, a person's three views and their dialogs, rendered as text and compared
/// with golden files; and people's colours as roles and markers.
@MainActor
@Suite struct PeopleSnapshotTests {
    let database: AppDatabase
    let app: AppModel
    let people: PeopleModel

    static let regular = TerminalSize(columns: 72, rows: 16)

    init() async throws {
        database = try AppDatabase.empty()
        try seedPeople(database)
        app = AppModel(database: database, size: PeopleSnapshotTests.regular, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.handle(.key(.character("P")))
        people = try #require(app.people)
        people.timeZone = TimeZone(identifier: "UTC")!
        let people = self.people
        #expect(await waitUntil { people.hasLoaded }, "the statistics arrive")
    }

    func frame(_ size: TerminalSize = regular) -> Screen {
        app.handle(.resize(size))
        return render(app, size: size)
    }

    func select(_ name: String) throws {
        let row = try #require(people.list.rows.first { $0.person.name == name })
        people.list.select(row.id)
    }

    @Test func peopleList() {
        assertSnapshot(frame(), named: "people")
        // Narrow: the least telling columns go first.
        assertSnapshot(frame(TerminalSize(columns: 40, rows: 10)), named: "people-narrow")
    }

    @Test func peopleSortedByRating() {
        for _ in 0..<4 { app.handle(.key(.character("s"))) }
        #expect(people.order == .rating)
        assertSnapshot(frame(), named: "people-by-rating")
    }

    /// `p` on a person with a photo: "Person photo", its remove highlighted; and their header
    /// says they have one.
    @Test func personPhotoDialog() async throws {
        try select("Bo")
        let bo = try #require(people.list.selected).id
        try database.savePersonPhoto(personID: bo, imageData: Data([1, 2, 3]), thumbnailData: nil)
        let people = self.people
        #expect(await waitUntil { people.peopleWithPhotos.contains(bo) }, "the photo flag arrives")
        app.handle(.key(.character("p")))
        app.handle(.key(.down))
        assertSnapshot(frame(), named: "people-photo-dialog")
        app.handle(.key(.escape))
        app.handle(.key(.enter))
        #expect(await waitUntil { people.personFigures != nil }, "Bo's statistics arrive")
        #expect(frame(TerminalSize(columns: 100, rows: 16)).text.contains("rating 2.55 · photo"))
    }

    /// `d`: the question in the command line's words, Cancel highlighted.
    @Test func deleteConfirmation() async throws {
        try select("Dee")
        app.handle(.key(.character("d")))
        await people.settle()
        assertSnapshot(frame(), named: "people-confirm-delete")
    }

    @Test func peopleHelp() {
        app.handle(.key(.character("?")))
        assertSnapshot(frame(TerminalSize(columns: 80, rows: 24)), named: "people-help")
    }

    @Test func aPersonsViews() async throws {
        try select("Ann")
        app.handle(.key(.enter))
        let people = self.people
        #expect(await waitUntil { people.personFigures != nil }, "Ann's whole statistics arrive")
        assertSnapshot(frame(), named: "person-statistics")
        app.handle(.key(.tab))
        assertSnapshot(frame(), named: "person-rating")
        app.handle(.key(.tab))
        #expect(await waitUntil { people.person?.games.rows.count == 4 }, "Ann's games arrive")
        assertSnapshot(frame(), named: "person-games")
    }

    @Test func mergeConfirmationAndColourPicker() async throws {
        try select("Cy")
        app.handle(.key(.character("M")))
        app.type("Dee")
        app.handle(.key(.enter))
        let people = self.people
        #expect(await waitUntil { if case .confirmMerge? = people.destination { true } else { false } }, "the confirmation")
        assertSnapshot(frame(), named: "people-confirm-merge")
        app.handle(.key(.escape))
        app.handle(.key(.character("C")))
        assertSnapshot(frame(), named: "people-colour")
    }

    @Test func theSmallestWindowStillDrawsEveryView() throws {
        let tiny = Layout.minimumSize
        assertSnapshot(frame(tiny), named: "people-tiny")
        app.handle(.key(.enter))
        for section in PersonSection.allCases {
            // Each view keeps to its area: the tabs above name it, the key bar below is whole.
            let lines = frame(tiny).text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[1].contains("[\(section.title)"), "\(section)")
            #expect(lines[tiny.rows - 1].hasSuffix("? Help"), "\(section)")
            app.handle(.key(.tab))
        }
        app.handle(.key(.character("C")))
        assertSnapshot(frame(tiny), named: "people-colour-tiny")
    }

    @Test func namesAreDrawnInTheirColourWithTheirMarker() throws {
        let screen = frame()
        let layout = Layout(size: PeopleSnapshotTests.regular)
        for (line, row) in people.list.visible.enumerated() {
            let y = layout.list.y + line
            let selected = row.id == people.list.selectedID
            // The marker tells people apart without colours; the name is in their colour.
            #expect(screen[3, y].character == row.colour.marker)
            #expect(screen[5, y].role == (selected ? .selection : row.colour.role))
        }
        // Every colour of the palette has a marker of its own and a role of its own.
        #expect(Set(PersonColour.allCases.map(\.marker)).count == PersonColour.allCases.count)
        #expect(Set(PersonColour.allCases.map(\.role)).count == PersonColour.allCases.count)
    }

    @Test func controlCharactersInNamesAreShownNotSent() async throws {
        let bo = try database.resolvePerson("Bo")
        try await database.dbWriter.write { db in
            try db.execute(sql: #"UPDATE "people" SET "name" = ? WHERE "id" = ?"#, arguments: ["Evil\u{1B}[2J\u{07}Bo", bo.id])
        }
        let people = self.people
        #expect(await waitUntil { people.list.rows.contains { $0.person.name.hasPrefix("Evil") } })
        try select("Evil\u{1B}[2J\u{07}Bo")
        app.handle(.key(.enter))
        #expect(await waitUntil { people.personFigures != nil })
        for _ in 0..<3 {
            let text = frame().text
            #expect(text.contains("Evil\\e[2J\\u{7}Bo"))
            #expect(!text.contains("\u{1B}"))
            app.handle(.key(.tab))
        }
    }
}
