import Foundation
import ScorekeeperStore

/// What a sync has merged on each side so far, for the error of a step that fails after some
/// merges committed: each side merges in transactions of its own, so "nothing was changed" (the
/// usual end of a refused write) would then be untrue of the sync as a whole.
struct SyncProgress {
    /// The other copy, as the summary names it.
    var other: String
    /// What this copy merged (rows), and what the other copy merged.
    var here: SyncReport.Direction?
    var there: SyncReport.Direction?
    /// Photos that landed on each side.
    var photosHere = 0
    var photosThere = 0

    /// `error`, told with what each side kept; as it was when nothing had been merged yet.
    func stopped(by error: any Error) -> any Error {
        guard here != nil || there != nil || photosHere > 0 || photosThere > 0 else { return error }
        var reason = "\(error)"
        for ending in ["; nothing was changed.", ", nothing was changed.", " Nothing was changed.", "; nothing was written."] {
            if reason.hasSuffix(ending) { reason = String(reason.dropLast(ending.count)) + "." }
        }
        if !reason.hasSuffix(".") { reason += "." }
        let mergedHere = Self.describe(here, photos: photosHere)
        let mergedThere = Self.describe(there, photos: photosThere)
        return ScorekeeperError.other("\(reason) The sync stopped part-way: this copy merged \(mergedHere) from \(other), "
            + "and \(other) merged \(mergedThere) from this copy. Both files are valid; running the sync again completes it.")
    }

    private static func describe(_ rows: SyncReport.Direction?, photos: Int) -> String {
        var parts: [String] = []
        if let rows {
            for (count, word) in [(rows.games, "game"), (rows.players, "player"), (rows.changes, "score change"),
                                  (rows.tombstones, "deletion"), (rows.people, "person")] where count > 0 {
                parts.append("\(count) \(word == "person" && count != 1 ? "people" : word + (count == 1 ? "" : "s"))")
            }
        }
        if photos > 0 { parts.append("\(photos) photo\(photos == 1 ? "" : "s")") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
