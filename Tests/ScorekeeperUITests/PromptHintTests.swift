import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The line under a prompt's field is whole on a 120-column terminal: the rules prompts' example
/// ("…, 6 rounds") and the round entry's keys ("Esc stops") used to be cut with an ellipsis.
@MainActor
@Suite struct PromptHintTests {
    static let wide = TerminalSize(columns: 120, rows: 30)

    /// The screen's row that holds `text` whole, or a failure showing the screen.
    func expectWhole(_ text: String, in screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(screen.text.contains(text), "not whole:\n\(screen.text)", sourceLocation: sourceLocation)
    }

    @Test func theGamesListsRulesPromptShowsItsExample() throws {
        let database = try AppDatabase.empty()
        let app = AppModel(database: database, size: Self.wide, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("a"))
        app.type("Hearts")
        app.press(.tab)
        let screen = render(app, size: Self.wide)
        expectWhole("Empty: highest wins. Or e.g. lowest wins, target 100, 6 rounds", in: screen)
        #expect(!screen.text.contains("…"), "\(screen.text)")
    }

    @Test func aGamesRulesAndRoundPromptsShowTheirHintsWhole() throws {
        let (_, app, _, _) = try openedGame(rules: GameRules(winning: .lowest, target: 100, rounds: 6), players: ["Ana", "Bo"],
                                            size: Self.wide)
        app.press(.character("R"))
        var screen = render(app, size: Self.wide)
        expectWhole("Now: lowest wins · target 100 · 6 rounds. Type e.g. lowest wins, target 100, 6 rounds; Enter on empty keeps them",
                    in: screen)
        app.press(.escape)
        app.press(.character("t"))
        app.press(.enter)
        screen = render(app, size: Self.wide)
        expectWhole("Enter: next seat · Esc: stop (asks before saving)", in: screen)
        #expect(!screen.text.contains("…"), "\(screen.text)")
    }

    @Test func theBoxWidensOnlyAsFarAsTheTerminalAllows() {
        let long = String(repeating: "word ", count: 40)
        #expect(PromptView.width(message: "short", layout: Layout(size: Self.wide)) == 64)
        #expect(PromptView.width(message: long, layout: Layout(size: Self.wide)) == 118)
        #expect(PromptView.width(message: long, layout: Layout(size: TerminalSize(columns: 50, rows: 20))) == 48)
    }
}
