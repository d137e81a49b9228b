/// Draws the whole interface for a state and a size. Pure: it reads the models and returns the
/// cells; it never does I/O or changes state, so every screen can be tested as text.
@MainActor
public func render(_ app: AppModel, size: TerminalSize) -> Screen {
    var screen = Screen(size: size)
    let layout = Layout(size: size)
    if layout.isTooSmall {
        TooSmallView.draw(into: &screen)
        return screen
    }
    let front = app.front
    switch front {
    case .game(let game): GameView.draw(game, into: &screen, layout: layout)
    case .people(let people): PeopleView.draw(people, into: &screen, layout: layout)
    case .tournaments(let tournaments): TournamentsView.draw(tournaments, into: &screen, layout: layout)
    case .games(let games): GamesListView.draw(games, into: &screen, layout: layout)
    }
    StatusLineView.draw(app, into: &screen, layout: layout)
    KeyBarView.draw(app.keyTable, into: &screen, row: layout.keyBarRow)
    // Overlays go last so they sit on top of everything, with the cursor they place.
    switch front {
    case .game(let game): GameView.drawOverlays(game, into: &screen, layout: layout)
    case .people(let people): PeopleView.drawOverlays(people, into: &screen, layout: layout)
    case .tournaments(let tournaments): TournamentsView.drawOverlays(tournaments, into: &screen, layout: layout)
    case .games(let games): GamesListView.drawOverlays(games, into: &screen, layout: layout)
    }
    SharingView.draw(app.sharing, into: &screen, layout: layout)
    // Help covers whatever it explains, dialogs included; the cursor of a prompt below it hides.
    if let help = app.help {
        HelpView.draw(help, into: &screen, layout: layout)
        screen.cursor = nil
    }
    return screen
}
