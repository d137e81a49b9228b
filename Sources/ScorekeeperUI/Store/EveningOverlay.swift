import ScorekeeperCore

/// The evening summary over the games list (`e`): the evening of the game that was selected, and
/// its summary once read off the main actor (nil until then).
public struct EveningOverlay: Equatable, Sendable {
    public var evening: Evening
    public var summary: EveningSummary?

    public init(evening: Evening, summary: EveningSummary? = nil) {
        self.evening = evening
        self.summary = summary
    }
}
