/// What a key does, named for what the user means; the store performs it.
public enum Action: Equatable, Hashable, Sendable {
    // Moving around a list.
    case moveUp, moveDown, pageUp, pageDown, moveToTop, moveToBottom
    // Everywhere.
    case showHelp, redraw, quit, back
    // Games.
    case openGame, addGame, renameGame, deleteGame, cycleGameOrder, startFilter, clearFilter, addRules, chooseSheet, showEvening
    /// The games list's "my next game": the next table game of the selected one's tournament.
    case nextTableGame
    // A game's players.
    case addPlayer, renamePlayer, deletePlayer, incrementScore, decrementScore, enterScore
    case togglePlayerOrder, playerPhoto, viewPhoto
    // Rules, rounds, finishing and the views of a game.
    case editRules, editKind, nextRound, finishGame, rematch, toggleRoundGrid, showChart, enterRoundPoints
    // Esc in the middle of a round typed into the grid: the scores typed are thrown away.
    case discardTyped
    // The table: seats, the turn, the clock.
    case moveSeatUp, moveSeatDown, passTurn, toggleClock
    // A sheet game's sheet: the cursor across the players, an entry.
    case moveColumnLeft, moveColumnRight, enterOnSheet
    // The record of play.
    case undo, redo, openHistory, correctChange, deleteChange, goToPlayer
    // Text fields (prompts, filter, typed paths).
    case submit, cancel, cursorLeft, cursorRight, cursorToStart, cursorToEnd
    case deleteBackward, deleteForward, deleteToStart, finishFilter
    // Dialogs.
    case confirm, decline, nextChoice, previousChoice, activateChoice
    case selectNewPhoto, removePhoto, personPhotoChoice
    // The photo picker.
    case openEntry, parentDirectory, toggleHiddenFiles, typePath, completePath, leavePathField
    // Overlays that any key closes (help, photo viewer).
    case close
    // The watch-only display: a key that would write says it cannot.
    case refuseWatchOnly
    // A finished game: a key that would change it says so.
    case refuseFinished
    // People across games.
    case openPeople, openPerson, cyclePeopleOrder, changeColour, renamePerson, mergePerson, personPhoto, deletePerson
    case nextSection, previousSection, completeName
    // Tournaments: the list, one tournament's rounds, tables and standings.
    case openTournaments, openTournament, addTournament, deleteTournament
    case pairRound, joinTournament, earlierRound, laterRound, switchFocus
    // One tournament, as its organiser runs the evening: a result by hand, a drop, a swap, a re-pair.
    case enterTableResult, dropFromTournament, swapSeats, repairRound
    // A round paired more than one way and played at more than one: keep one of its pairings.
    case keepPairing
    /// Share the screen as a live page, or stop sharing it.
    case sharePage
    // Results reported from the tables: the organiser's queue on the tournament screen.
    case acceptReport, rejectReports, acceptAllReports
}
