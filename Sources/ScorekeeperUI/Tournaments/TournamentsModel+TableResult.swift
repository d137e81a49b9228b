import Foundation
import ScorekeeperStore

// A table's result entered by hand on the tournament screen (a forfeit, a game played on
// paper, a correction), written as `tournament result` takes it; it stands over the game's.
extension TournamentsModel {
    /// `r`: asks the result of the selected table of the round shown, the forms it takes at the
    /// table's size under the field.
    func enterResultTapped() {
        guard let open, let state = open.snapshot?.state else { return }
        guard open.focus == .tables else {
            report(StatusMessage("A result is entered on a table: Tab moves to the tables."))
            return
        }
        guard let table = open.tables.selected else {
            report(StatusMessage("No table to enter a result for: p pairs a round."))
            return
        }
        let seats = TournamentView.seatsText(table, state: state)
        destination = .enterResult(open.id, table: table.id,
                                   Prompt(title: "Result of table \(table.number), round \(table.round): \(seats)",
                                          label: "Result", hint: Self.resultHint(seats: table.seats.count,
                                                                                gameScore: state.settings.points.isGameScore)))
    }

    /// "1-0, 0-1, ½-½ (1/2, =, draw), +-, -+ or -- · clear takes it back": the forms the model reads.
    static func resultHint(seats: Int, gameScore: Bool = false) -> String {
        TableOutcome.forms(seats: seats, gameScore: gameScore) + " · clear takes it back"
    }

    /// Enter in the result prompt: a result the table's size and the format accept is written;
    /// anything else is refused in the prompt, nothing written.
    func resultSubmitted(id: Tournament.ID, tableID: TournamentTable.ID, text: String) {
        guard let state = open?.snapshot?.state,
              let table = state.rounds.lazy.flatMap(\.tables).first(where: { $0.id == tableID }) else {
            destination = nil
            report(StatusMessage("That table is gone: its round was paired again."))
            return
        }
        let typed = text.trimmingCharacters(in: .whitespaces)
        let seats = TournamentView.seatsText(table, state: state)
        let place = "Table \(table.number), round \(table.round)"
        if typed.lowercased() == "clear" {
            destination = nil
            write(change: "clear the result of table \(table.number)",
                  { database in try database.setTableResult(id: id, round: table.round, table: table.number, outcome: nil) },
                  success: { _ in StatusMessage("\(place): the entered result is cleared.") })
            return
        }
        let forms = TableOutcome.forms(seats: table.seats.count, gameScore: state.settings.points.isGameScore)
        guard !typed.isEmpty else {
            refusePrompt(ScorekeeperError.other("Type the result: \(forms)."))
            return
        }
        // Scores are placed by the tournament's table rules here; the store places them again
        // by the table game's own rules as it writes them.
        let rules = (try? open?.snapshot?.tournament.tableGameRules()) ?? GameRules()
        let outcome: TableOutcome
        do {
            outcome = try TableOutcome.read(typed, seats: table.seats.count, rules: rules,
                                            gameScore: state.settings.points.isGameScore)
        } catch {
            refusePrompt(ScorekeeperError.other(error.message(table: table.number)))
            return
        }
        if let refusal = state.refusal(of: outcome, at: table) {
            refusePrompt(ScorekeeperError.other(refusal))
            return
        }
        destination = nil
        write(change: "the result of table \(table.number)",
              { database in try database.setTableResult(id: id, round: table.round, table: table.number, outcome: outcome) },
              success: { _ in StatusMessage("\(place): \(seats) \(outcome.text).") })
    }
}
