extension TournamentState {
    /// Those who sit `byes` out, in the initial order (by pairing number): the one order every
    /// surface lists a round's byes in.
    public func byesInOrder(_ byes: [TournamentEntry.ID: TournamentResult]) -> [(entryID: TournamentEntry.ID, result: TournamentResult)] {
        byes.map { (entryID: $0.key, result: $0.value) }
            .sorted { (entry($0.entryID)?.pairingNumber ?? 0) < (entry($1.entryID)?.pairingNumber ?? 0) }
    }
}
