/// The standard order of seeds down an elimination bracket's first round, so that the better
/// seeds meet as late as possible when the better seed always wins: seed 1 meets the last seed in
/// round 1, seeds 1 and 2 only in the final, the top 4 only from the semifinals on, and so on
/// (for 8 slots: 1v8, 4v5, 2v7, 3v6). With fewer entrants than slots the missing seeds are byes,
/// which fall to the top seeds because seed s is paired with seed `size + 1 - s`.
public enum BracketSeeding {
    /// The bracket's size for `entrants`: the smallest power of two holding them all.
    public static func bracketSize(entrants: Int) -> Int {
        precondition(entrants >= 1, "a bracket needs at least 1 entrant")
        var size = 1
        while size < entrants { size *= 2 }
        return size
    }

    /// Seeds (1...size) slot by slot down the first round: slots 2i and 2i + 1 meet in round 1.
    /// Each doubling replaces every seed s by the pair s, `2 * previous size + 1 - s`, so every
    /// first-round pair adds up to size + 1 and each half of the bracket holds the seeds of the
    /// smaller bracket, which keeps the top seeds apart level by level.
    public static func slotOrder(size: Int) -> [Int] {
        precondition(size >= 1 && size & (size - 1) == 0, "a bracket's size is a power of two, not \(size)")
        var order = [1]
        while order.count < size {
            let sum = 2 * order.count + 1
            order = order.flatMap { [$0, sum - $0] }
        }
        return order
    }

    /// The seeds given a bye in round 1 with `entrants` in the bracket: the top ones, one per
    /// missing entrant.
    public static func byes(entrants: Int) -> ClosedRange<Int>? {
        let missing = bracketSize(entrants: entrants) - entrants
        return missing == 0 ? nil : 1...missing
    }
}
