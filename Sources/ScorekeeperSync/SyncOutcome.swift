import Foundation
import ScorekeeperStore

/// What merging the other copy's rows did to one copy, beyond adding them: nothing a merge
/// decides is silent. The summary of `scorekeeper sync` and its `--json` report say all of it.
public struct SyncOutcome: Codable, Sendable, Equatable {
    /// Games whose winners (by `GameStandings`) the merge changed.
    public var winnersChanged: [WinnersChange] = []
    /// Games and players deleted on the other copy, with what this copy held in them.
    public var dropped: [Dropped] = []
    /// Games the merge could not take (their rows stay as they were here).
    public var skipped: [Skipped] = []
    /// People merged into each other on different copies (a cycle of merges), and whom the merge
    /// kept (`AppDatabase.breakMergeCycles`).
    public var mergeCycles: [MergeCycle] = []
    /// Photos the other copy sent that this one did not keep (not an image it can read, too
    /// large a picture, a thumbnail that is not small): it kept what it had.
    public var refusedPhotos: [RefusedPhoto] = []
    /// Tournament rounds whose pairings the merge brought together or settled anew.
    public var pairings: [RoundPairings] = []
    /// Games where both copies recorded the same round before they met: both kept, as rounds of
    /// their own (`settleRoundConflicts`).
    public var roundConflicts: [RoundConflict] = []
    /// Corrections one copy made that the other's play overruled: someone who left but was
    /// paired (kept, as dropped), a round taken back but played at (it stands).
    public var tournamentNotes: [TournamentNote] = []

    public init() {}

    /// A tournament correction the merge overruled, in words.
    public struct TournamentNote: Codable, Sendable, Equatable {
        public var tournamentID: Tournament.ID
        public var tournament: String
        public var text: String
    }

    public var isEmpty: Bool {
        winnersChanged.isEmpty && dropped.isEmpty && skipped.isEmpty && mergeCycles.isEmpty && refusedPhotos.isEmpty && pairings.isEmpty
            && roundConflicts.isEmpty
            && tournamentNotes.isEmpty
    }

    // A copy whose answer has no `mergeCycles` or `refusedPhotos` (made before they were
    // reported) decodes as none.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        winnersChanged = try container.decode([WinnersChange].self, forKey: .winnersChanged)
        dropped = try container.decode([Dropped].self, forKey: .dropped)
        skipped = try container.decode([Skipped].self, forKey: .skipped)
        mergeCycles = try container.decodeIfPresent([MergeCycle].self, forKey: .mergeCycles) ?? []
        refusedPhotos = try container.decodeIfPresent([RefusedPhoto].self, forKey: .refusedPhotos) ?? []
        pairings = try container.decodeIfPresent([RoundPairings].self, forKey: .pairings) ?? []
        roundConflicts = try container.decodeIfPresent([RoundConflict].self, forKey: .roundConflicts) ?? []
        tournamentNotes = try container.decodeIfPresent([TournamentNote].self, forKey: .tournamentNotes) ?? []
    }

    /// A game in which both copies recorded a round before they met: the round each recorded
    /// and the rounds they are now (the earlier write keeps the round, the later is the next
    /// one), each marked "from a sync conflict" until one is deleted or edited.
    public struct RoundConflict: Codable, Sendable, Equatable {
        public var gameID: Game.ID
        public var title: String
        public var recorded: [Recorded]

        /// One round recorded on both copies, and the rounds it became.
        public struct Recorded: Codable, Sendable, Equatable {
            /// The round both copies recorded.
            public var round: Int
            public var rounds: [Round]
        }

        /// A round as it is after the sync: each player's points in it (none for 0), its total,
        /// and what the rules' round total says of it (nil: it adds up, or the rules want none).
        public struct Round: Codable, Sendable, Equatable {
            public var round: Int
            public var points: [Points]
            public var total: Int
            public var mismatch: String?
        }

        /// A player's points in a round.
        public struct Points: Codable, Sendable, Equatable {
            public var name: String
            public var points: Int
        }
    }

    /// A round of a tournament with more than one pairing (paired on two copies, or paired again
    /// on one while the other entered results) whose pairings the merge changed: the one it
    /// counts, those that contend with it (the organiser keeps one: `tournament resolve`), and
    /// those set aside, each with what was played at it and the game that holds it. Nothing is
    /// deleted: a pairing that does not count keeps its tables and games.
    public struct RoundPairings: Codable, Sendable, Equatable {
        public var tournamentID: Tournament.ID
        public var tournament: String
        public var round: Int
        /// Whether more than one pairing contends: no later round is paired until one is kept.
        public var inConflict: Bool
        /// The pairing the round counts (provisionally while in conflict).
        public var counted: Pairing?
        /// The other pairings that contend.
        public var contending: [Pairing]
        /// The pairings that neither count nor contend.
        public var setAside: [Pairing]

        /// One pairing: its number among the round's (what `tournament resolve --keep` takes),
        /// its stamp, and its tables.
        public struct Pairing: Codable, Sendable, Equatable {
            public var number: Int
            /// Its id (what `tournament resolve --keep` also takes) and when it was made.
            public var id: String
            public var stamp: String
            /// Why it is where it is: "kept", "set aside", "withdrawn" (paired again), or nil.
            public var choice: String?
            public var tables: [Table]
        }

        /// A table of a pairing: who sat there, its result (nil: none yet), whether anything was
        /// played at it, and its game (nil: none, or out of the lists when nothing was played).
        public struct Table: Codable, Sendable, Equatable {
            public var number: Int
            public var seats: [String]
            public var result: String?
            public var scores: [Int?]
            public var played: Bool
            public var gameID: Game.ID?
            public var title: String?
        }
    }

    /// A player's (or a person's own) photo from the other copy that failed the checks
    /// attaching makes.
    public struct RefusedPhoto: Codable, Sendable, Equatable {
        public var playerID: Player.ID
        public var name: String
        /// The player's game; nil for a person's own photo (`playerID` then holds the person's id).
        public var gameID: Game.ID?
        public var title: String
        /// Why, as the end of a sentence: "it is not an image Scorekeeper can read (...)".
        public var reason: String
    }

    /// People whose merges, made on different copies, pointed at each other: the earliest merge
    /// was undone so one of them stays (the later merge wins, as the later stamp does everywhere).
    public struct MergeCycle: Codable, Sendable, Equatable {
        /// The people of the cycle (ids and names), the kept one first.
        public var personIDs: [Person.ID]
        public var names: [String]
        /// The person kept: every player of the others now counts for them.
        public var keptID: Person.ID
        public var kept: String
    }

    /// A game whose winners are not the same after the merge.
    public struct WinnersChange: Codable, Sendable, Equatable {
        public var gameID: Game.ID
        public var title: String
        /// Winners' names before and after (none while a game is played).
        public var before: [String]
        public var after: [String]
        public var finishedBefore: Bool
        public var finishedAfter: Bool
        /// The game is finished and its winners are no longer the ones its finish announced
        /// (`GameStandings.resultChangedSinceFinish`).
        public var resultChangedSinceFinish: Bool
    }

    /// A game or player deleted on the other copy, and what went with it here.
    public struct Dropped: Codable, Sendable, Equatable {
        /// `game` or `player`.
        public var kind: String
        /// A game's or a player's id (`kind` says which), as the tombstone keeps it: text.
        public var id: String
        /// The game's title, and for a player its name.
        public var title: String
        public var name: String?
        /// The score changes (any state) this copy held in it, which are gone now.
        public var changeIDs: [ScoreChange.ID]
        /// Players (of a deleted game) and photos that went with it.
        public var players: Int
        public var photos: Int
    }

    /// A game whose merge failed on its data (a total beyond a score's 64 bits): reported, and
    /// left as it was, while every other game merged.
    public struct Skipped: Codable, Sendable, Equatable {
        public var gameID: Game.ID
        public var title: String
        public var reason: String
    }
}
