extension DutchPairing {
    /// The pairing of the round `record` is to be paired in next (`DutchRoundState.nextRound(of:)`),
    /// as a TRF-16 file is paired: every entrant's state read from the record, the initial colour
    /// as the record states or shows it (`DutchInitialColour.of`), White if it does neither.
    public init(nextRoundOf record: TournamentRecord) throws(DutchPairingError) {
        try self.init(state: DutchRoundState(record: record, round: DutchRoundState.nextRound(of: record)),
                      initialColour: DutchInitialColour.of(record) ?? .white)
    }
}
