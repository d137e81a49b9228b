/// What deleting a person does, in the words the command line and the People screen both ask with.
public enum PersonDeletion {
    /// "2 players in 2 games will be unlinked; the games keep their names and scores." (or "No player
    /// is linked to them.").
    public static func unlinks(players: Int, games: Int) -> String {
        guard players > 0 else { return "No player is linked to them." }
        let who = players == 1 ? "1 player" : "\(players) players"
        let whereIn = games == 1 ? "1 game" : "\(games) games"
        return "\(who) in \(whereIn) will be unlinked; the games keep their names and scores."
    }
}
