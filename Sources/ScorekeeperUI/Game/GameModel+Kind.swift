import Foundation
import ScorekeeperStore

// `K`: the kind of game statistics count this one under. By default it is the title without a
// rematch suffix, so changing it is for the odd case ("Hearts (teams)" counted as Hearts).
extension GameModel {
    /// The prompt opens at once, so nothing typed is lost; the current kind is read off the main
    /// actor and joins the hint when it arrives, if the prompt is still open.
    func kindTapped() {
        let explanation = "Statistics count games of one kind together"
        destination = .editKind(Prompt(title: "Kind", label: "Kind", hint: explanation))
        let database = self.database, gameID = self.gameID
        effects.run({ try? database.fetchKind(gameID: gameID) }, then: { [weak self] current in
            guard let self, let current, case .editKind(var prompt)? = self.destination else { return }
            prompt.hint = "Now: \(Sanitized.text(current)). \(explanation)"
            self.destination = .editKind(prompt)
        })
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
            write(change: "the kind \(Sanitized.text(kind))", { database in try database.setKind(gameID: gameID, kind) },
                  success: { _ in StatusMessage("Statistics count this game as \(Sanitized.text(kind)).") })
        } catch {
            refusePrompt(error)
        }
    }
}
