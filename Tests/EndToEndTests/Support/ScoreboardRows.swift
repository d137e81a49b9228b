import Foundation

/// The watch's scoreboard rows as text: "1. ● Ana", the rank, the person's colour marker (when
/// the player is linked to a person), then the name.
extension StringProtocol {
    /// Whether this line shows `name` at `rank`, with or without a colour marker between.
    func showsRanked(_ rank: Int, _ name: String) -> Bool {
        String(self).range(of: "\(rank)\\. (\\S )?\(NSRegularExpression.escapedPattern(for: name))",
                           options: .regularExpression) != nil
    }

    /// Whether any line of this screen shows `name` at `rank`.
    func screenShowsRanked(_ rank: Int, _ name: String) -> Bool {
        split(separator: "\n").contains { $0.showsRanked(rank, name) }
    }
}
