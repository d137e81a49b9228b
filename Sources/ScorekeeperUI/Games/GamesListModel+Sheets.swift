import Foundation
import ScorekeeperStore

// A new game on a score sheet: Ctrl-T in the New game prompt lists the sheets (read off the main
// actor: the user's own are files), Enter chooses one and the prompt says so, and Enter there
// creates the game on it. Without a sheet the New game prompt works as it always has.
extension GamesListModel {
    /// Ctrl-T in the New game prompt: the list of sheets, on the one chosen before.
    func chooseSheetTapped() {
        let prompt: Prompt, current: SheetLibrary.Entry?
        switch destination {
        case .addGame(let typed)?: (prompt, current) = (typed, nil)
        case .addSheetGame(let entry, let typed)?: (prompt, current) = (typed, entry)
        default: return
        }
        var cleared = prompt
        cleared.error = nil
        destination = .chooseSheet(SheetChoice(prompt: cleared, current: current))
        let load = loadSheets
        effects.run({ load() }, then: { [weak self] library in
            // The person may have gone back to the title meanwhile: only a list still open takes it.
            guard let self, case .chooseSheet(var choice)? = self.destination, choice.isReading else { return }
            choice.loaded(library)
            self.destination = .chooseSheet(choice)
        })
    }

    /// Keys in the list of sheets.
    func performInSheetChoice(_ action: Action, choice: SheetChoice) {
        var choice = choice
        // About the list's height on a common terminal: the list itself scrolls with the selection.
        let page = 10
        switch action {
        case .moveUp: choice.move(by: -1)
        case .moveDown: choice.move(by: 1)
        case .pageUp: choice.move(by: -page)
        case .pageDown: choice.move(by: page)
        case .moveToTop: choice.move(by: -choice.choosable.count)
        case .moveToBottom: choice.move(by: choice.choosable.count)
        case .submit:
            sheetChosen(choice.selectedRow, prompt: choice.prompt)
            return
        case .cancel:
            // Back to the title as it was, with the sheet chosen before (if any).
            destination = choice.current.map { .addSheetGame($0, Self.sheetPrompt(choice.prompt, $0)) } ?? .addGame(Self.plainPrompt(choice.prompt))
            return
        default: return
        }
        destination = .chooseSheet(choice)
    }

    /// Enter on a line of the list: the prompt again, with that sheet (or none).
    private func sheetChosen(_ row: SheetChoice.Row?, prompt: Prompt) {
        switch row {
        case .sheet(let entry)?: destination = .addSheetGame(entry, Self.sheetPrompt(prompt, entry))
        case .noSheet?: destination = .addGame(Self.plainPrompt(prompt))
        case .problem?, nil: break
        }
    }

    /// The New game prompt with a sheet chosen: the title typed so far, the sheet named under it.
    static func sheetPrompt(_ prompt: Prompt, _ entry: SheetLibrary.Entry) -> Prompt {
        var prompt = prompt
        prompt.title = "New game"
        prompt.hint = "Sheet: \(Sanitized.text(entry.sheet.title)) · Enter creates it; Ctrl-T: another sheet"
        prompt.error = nil
        return prompt
    }

    /// The plain New game prompt, the title typed so far kept.
    static func plainPrompt(_ prompt: Prompt) -> Prompt {
        var plain = Prompt(title: "New game", label: "Title", hint: "Enter creates it; Tab sets its rules first; Ctrl-T: a sheet")
        plain.field = prompt.field
        return plain
    }

    /// Enter in the New game prompt with a sheet chosen: the title is checked at once (a refusal
    /// keeps the prompt open with the reason); the game is created on the sheet through the write
    /// queue, and selected once the list has it.
    func sheetGameSubmitted(_ entry: SheetLibrary.Entry) {
        guard let prompt = destination?.prompt else { return }
        let title: String
        do {
            title = try NameValidation.validated(prompt.field.text, what: "Title")
        } catch {
            refusePrompt(error)
            return
        }
        destination = nil
        // A filter that would hide the new game is cleared, so the person sees it.
        if !filterLetsThrough(title) { filterCleared() }
        let sheetTitle = Sanitized.text(entry.sheet.title)
        write(change: "the game \(Sanitized.text(title))", { database in try database.createGame(title: title, sheet: entry) },
              success: { [weak self] game in
            self?.list.selectWhenPresent(game.id)
            return StatusMessage("Created \(Sanitized.text(game.title)) on the \(sheetTitle) sheet.")
        })
    }
}
