/// An elimination bracket drawn at full size (a power of two), then with its byes taken out: a
/// match with an empty place is not played and its one entrant, if any, goes straight on to where
/// its winner would have gone; a match that cannot happen has no loser to send anywhere. So a bye
/// in the first round sends the seed on, and in the losers' bracket whoever would have met the
/// missing loser goes on without playing.
struct BracketLayout {
    /// Where a full-size match's place is fed from, by the index of the earlier full-size match.
    enum Feed {
        case seed(Int)
        case winner(Int)
        case loser(Int)
    }

    /// A match of the full-size bracket.
    struct Draft {
        var stage: BracketStage
        var first: Feed
        var second: Feed
    }

    /// What became of a full-size match once the byes are out.
    private enum Outcome {
        case played(BracketMatchID)
        /// Only one entrant could reach it: they go on in its winner's place.
        case passedOn(BracketSlotSource)
        case empty
    }

    private(set) var drafts: [Draft] = []

    /// Adds a full-size match after those it is fed from, and returns its index.
    mutating func add(_ stage: BracketStage, _ first: Feed, _ second: Feed) -> Int {
        drafts.append(Draft(stage: stage, first: first, second: second))
        return drafts.count - 1
    }

    /// The matches actually played with `entrants` seeds: seeds above it are byes.
    func matches(entrants: Int) -> [BracketMatch] {
        var outcomes: [Outcome] = []
        var matches: [BracketMatch] = []
        func source(_ feed: Feed) -> BracketSlotSource? {
            switch feed {
            case .seed(let seed):
                return seed <= entrants ? .seed(seed) : nil
            case .winner(let index):
                switch outcomes[index] {
                case .played(let id): return .winner(of: id)
                case .passedOn(let source): return source
                case .empty: return nil
                }
            case .loser(let index):
                if case .played(let id) = outcomes[index] { return .loser(of: id) }
                return nil
            }
        }
        for draft in drafts {
            switch (source(draft.first), source(draft.second)) {
            case let (first?, second?):
                let id = BracketMatchID(matches.count + 1)
                matches.append(BracketMatch(id: id, stage: draft.stage, first: first, second: second))
                outcomes.append(.played(id))
            case let (only?, nil), let (nil, only?):
                outcomes.append(.passedOn(only))
            case (nil, nil):
                outcomes.append(.empty)
            }
        }
        return matches
    }
}
