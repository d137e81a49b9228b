/// Where merged people went: each merged person's id leads, through the chain of later merges,
/// to the person kept. The one walk of that chain, read by statistics and by the repair of
/// players' links after a merge.
public struct MergeChain<ID: Hashable & Sendable>: Sendable {
    /// Who each merged person was merged into (one step).
    private let mergedInto: [ID: ID]

    public init(mergedInto: [ID: ID]) {
        self.mergedInto = mergedInto
    }

    /// The person `id` counts for: the end of its chain of merges (itself when it was never
    /// merged), or nil when the chain runs in a circle (copies that merged each other's people
    /// before they synced), which has no end to point at.
    public func end(of id: ID) -> ID? {
        var current = id, steps = 0
        while let next = mergedInto[current] {
            guard steps < mergedInto.count else { return nil }
            current = next
            steps += 1
        }
        return current
    }
}
