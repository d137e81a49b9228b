import ScorekeeperStore

/// Where the command line sends someone after a name it could not find: the command that lists
/// what there is. The error itself says only what was not found, so the interface can show the
/// same error without naming commands.
extension ScorekeeperError {
    /// "See `scorekeeper game list`." and the like, or nil for errors that need no pointer.
    var commandLinePointer: String? {
        switch self {
        case .gameNotNamed: return "See `scorekeeper game list`."
        case .playerNotNamed(_, let game, _):
            return game.map { "See `scorekeeper player list \(ShellWords.argument(Sanitized.text($0)))`." }
                ?? "Give --game GAME, or see `scorekeeper player list GAME`."
        case .personNotNamed: return "See `scorekeeper people list`."
        case .tournamentNotNamed: return "See `scorekeeper tournament list`."
        case .notInTournament(_, let tournament):
            return "See `scorekeeper tournament show \(ShellWords.argument(Sanitized.text(tournament)))`."
        default: return nil
        }
    }
}
