/// Why a Dutch-system round could not be paired.
public enum DutchPairingError: Error, Hashable, Sendable {
    /// No pairing of the whole round satisfies the absolute criteria (C.04.3 art. 1.9.3 leaves
    /// the round to the Chief Arbiter): these players would stay unpaired.
    case noLegalPairing(unpaired: [Int])
}
