// What a report's lines must agree on once each reads: how many rounds there are, who met whom
// in each, with which colours and results, and that no one holds two seats. A contradiction is
// refused at the later of the two lines, naming the earlier, so neither is silently believed.
extension TRF {
    /// The rounds: at most `TournamentSettings.roundLimit` played, none past the planned (XXR),
    /// and every player line giving every round played (a line that stops short would read as
    /// blank rounds, that is a drop nobody wrote). Every entrant's rounds are then as many as the
    /// report spans: the played or the planned, whichever is more.
    static func checkRounds(_ record: inout TournamentRecord, lines: [Int], plannedLine: Int?) throws(TRFError) {
        let played = record.entrants.map(\.playedRoundCount)
        let most = played.max() ?? 0
        /// The first line, in file order, with a round from `round` (counted from 0) on.
        func firstPast(_ round: Int) -> (line: Int, round: Int)? {
            for (index, entrant) in record.entrants.enumerated() where played[index] > round {
                if let late = entrant.rounds.indices.first(where: { $0 >= round && entrant.rounds[$0] != .absent }) {
                    return (lines[index], late)
                }
            }
            return nil
        }
        let limit = TournamentSettings.roundLimit
        if most > limit, let past = firstPast(limit) {
            throw TRFError(line: past.line, column: firstRoundColumn + 10 * past.round,
                           problem: "round \(past.round + 1): a tournament has at most \(limit) rounds")
        }
        if let planned = record.plannedRounds, most > planned, let past = firstPast(planned) {
            throw TRFError(line: past.line, column: firstRoundColumn + 10 * past.round,
                           problem: "round \(past.round + 1) is played here, but XXR on line \(plannedLine ?? 0) plans \(planned) round\(planned == 1 ? "" : "s")")
        }
        if let longest = played.firstIndex(of: most) {
            for (index, entrant) in record.entrants.enumerated() where entrant.rounds.count < most {
                throw TRFError(line: lines[index], column: firstRoundColumn + 10 * entrant.rounds.count,
                               problem: "the line stops before round \(entrant.rounds.count + 1), but line \(lines[longest]) has \(most) rounds: every player line gives every round, blank for one not played")
            }
        }
        let span = max(most, record.plannedRounds ?? 0)
        for index in record.entrants.indices {
            let rounds = record.entrants[index].rounds
            record.entrants[index].rounds = Array(rounds.prefix(span)) + Array(repeating: .absent, count: max(0, span - rounds.count))
        }
    }

    /// Every pairing as both lines tell it: each names the other in that round, their colours
    /// differ, and their results go together (`TournamentResult.goesWith`).
    static func checkPairings(_ record: TournamentRecord, lines: [Int]) throws(TRFError) {
        let entrants = record.entrants
        let indexOfRank = Dictionary(entrants.indices.map { (entrants[$0].startingRank, $0) }, uniquingKeysWith: { first, _ in first })
        func who(_ entrant: TournamentEntrant) -> String { "\(entrant.name) (\(entrant.startingRank))" }
        func told(_ entry: TournamentRoundEntry) -> String {
            if let opponent = entry.opponent {
                return "names " + (indexOfRank[opponent].map { who(entrants[$0]) } ?? String(opponent))
            }
            return entry == .absent ? "is blank" : "is a bye (\(entry.result.rawValue))"
        }
        for (index, entrant) in entrants.enumerated() {
            for (round, entry) in entrant.rounds.enumerated() {
                guard let opponent = entry.opponent else { continue }
                let column = firstRoundColumn + 10 * round
                guard let other = indexOfRank[opponent] else {
                    throw TRFError(line: lines[index], column: column,
                                   problem: "round \(round + 1) names opponent \(opponent), who has no player line (001)")
                }
                let theirs = entrants[other].rounds[round]
                if theirs.opponent != entrant.startingRank {
                    if other > index {
                        throw TRFError(line: lines[other], column: column,
                                       problem: "round \(round + 1): line \(lines[index]) pairs \(who(entrant)) with \(who(entrants[other])), but here \(entrants[other].name)'s round \(round + 1) \(told(theirs))")
                    }
                    throw TRFError(line: lines[index], column: column,
                                   problem: "round \(round + 1): here \(who(entrant)) meets \(who(entrants[other])), but on line \(lines[other]) \(entrants[other].name)'s round \(round + 1) \(told(theirs))")
                }
                // Each pairing once, from its earlier line; the later one is named.
                guard other > index else { continue }
                if entry.colour != .neither && entry.colour == theirs.colour {
                    let colour = entry.colour == .white ? "white" : "black"
                    throw TRFError(line: lines[other], column: column + 5,
                                   problem: "round \(round + 1): \(who(entrants[other])) has \(colour) here, and so has \(who(entrant)) on line \(lines[index]): one of a game's two has white, the other black")
                }
                if entry.result.scoresAs == .win && theirs.result.scoresAs == .win {
                    throw TRFError(line: lines[other], column: column + 7,
                                   problem: "round \(round + 1): \(who(entrants[other])) claims the win here (\(theirs.result.rawValue)), and so does \(who(entrant)) on line \(lines[index]) (\(entry.result.rawValue)): a game has one winner")
                }
                if !entry.result.goesWith(theirs.result) {
                    throw TRFError(line: lines[other], column: column + 7,
                                   problem: "round \(round + 1): the result \"\(theirs.result.rawValue)\" here and \"\(entry.result.rawValue)\" for \(who(entrant)) on line \(lines[index]) do not go together: a win goes with a loss, a draw with a draw, a forfeit win (+) with a forfeit loss (-)")
                }
            }
        }
    }

    /// One person per seat (`TournamentEntry.mayBeOnePerson`): two lines of one name are refused
    /// unless both give FIDE IDs and they differ, and two lines with one FIDE ID are refused.
    static func checkOnePersonPerSeat(_ record: TournamentRecord, lines: [Int]) throws(TRFError) {
        var byName: [String: [Int]] = [:]
        var byFIDEID: [Int: Int] = [:]
        for (index, entrant) in record.entrants.enumerated() {
            let key = PersonName.key(entrant.name)
            for earlier in byName[key] ?? [] {
                let other = record.entrants[earlier]
                guard TournamentEntry.mayBeOnePerson(entrant.name, entrant.fideID, other.name, other.fideID) else { continue }
                let why = switch (entrant.fideID, other.fideID) {
                case let (mine?, _?): "with one FIDE ID (\(mine))"
                case (nil, nil): "as neither line gives a FIDE ID to tell them apart"
                default: "as only one of the two lines gives a FIDE ID"
                }
                throw TRFError(line: lines[index], column: 15,
                               problem: "\(entrant.name) here and \(other.name) on line \(lines[earlier]) are one person, \(why): one person holds one seat, and two people of one name are told apart by their FIDE IDs (columns 58-68)")
            }
            byName[key, default: []].append(index)
            if let fideID = entrant.fideID {
                if let earlier = byFIDEID[fideID] {
                    throw TRFError(line: lines[index], column: 58,
                                   problem: "FIDE ID \(fideID) is \(record.entrants[earlier].name)'s on line \(lines[earlier]) as well: a FIDE ID is one person's, and one person holds one seat")
                }
                byFIDEID[fideID] = index
            }
        }
    }
}

extension TournamentEntrant {
    /// The rounds up to the last one the entrant took part in (paired, or given a bye).
    var playedRoundCount: Int { (rounds.lastIndex { $0 != .absent } ?? -1) + 1 }
}
