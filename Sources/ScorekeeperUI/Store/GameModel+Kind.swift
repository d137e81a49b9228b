import Foundation
import ScorekeeperCore

// `K`: the kind of game statistics count this one under. By default it is the title without a
// rematch suffix, so changing it is for the odd case ("Hearts (teams)" counted as Hearts).
extension GameModel {
    func kindTapped() {
        let current = (try? database.fetchKind(gameID: gameID)) ?? ""
        destination = .editKind(Prompt(title: "Kind", label: "Kind",
                                       hint: "Now: \(Sanitized.text(current)). Statistics count games of one kind together"))
    }

    func kindSubmitted() {
        guard let text = destination?.prompt?.field.text else { return }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            destination = nil
            report(StatusMessage("Kind unchanged."))
            return
        }
        do {
            let kind = try NameValidation.validated(text, what: "Kind")
            let gameID = self.gameID
            destination = nil
            write({ database in try database.setKind(gameID: gameID, kind) },
                  success: { _ in StatusMessage("Statistics count this game as \(Sanitized.text(kind)).") })
        } catch {
            refusePrompt(error)
        }
    }
}
