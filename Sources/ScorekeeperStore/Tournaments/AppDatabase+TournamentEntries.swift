import Foundation
import GRDB

// Writes: who is in a tournament. People join by name (a new name makes a person, as a new
// player does), late once play has begun; a drop keeps their past games for the tie-breaks.
extension AppDatabase {
    /// Enters people by name. Before round 1 is paired they are in from the start; after, they
    /// join from the next round; with `fromRound`, from that later round instead (someone known
    /// to arrive late). Each round missed scores `lateHalfPoints` (0, 1 or 2 halves). A knockout
    /// or a round robin takes no one once its first round is paired, nor anyone late. Without a
    /// `rating`, a person who has played is rated by their OpenSkill ordinal (×100, rounded).
    @discardableResult
    public func joinTournament(id: Tournament.ID, names: [String], rating: Int? = nil,
                               lateHalfPoints: Int = 0, fromRound: Int? = nil) throws -> [TournamentEntry] {
        let names = try names.map { try NameValidation.validated($0, what: "Name") }
        guard !names.isEmpty else { throw ScorekeeperError.other("Name someone to enter.") }
        // One person sits at one table a round: a name given twice, however spelled, is a mistake.
        var firstSpelling: [String: String] = [:]
        for name in names {
            let key = PersonName.key(name)
            if let earlier = firstSpelling[key] {
                throw ScorekeeperError.other("'\(Sanitized.text(earlier))' and '\(Sanitized.text(name))' name one person: name each person once.")
            }
            firstSpelling[key] = name
        }
        if let rating, !(0...9999).contains(rating) { throw ScorekeeperError.other("A rating is 0 to 9999, not \(rating).") }
        guard (0...2).contains(lateHalfPoints) else {
            throw ScorekeeperError.other("A round missed by a late entry scores 0, 0.5 or 1.")
        }
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let state = snapshot.state
            let current = state.currentRound
            if current > 0, state.settings.format != .swiss, state.settings.format != .tables {
                throw ScorekeeperError.other("\(Sanitized.text(snapshot.tournament.name)) is a \(state.settings.format.displayName) under way: its draw is made, so no one can join.")
            }
            // A late entry starts with the next round to be paired, or a later one named.
            let firstRound = fromRound ?? current + 1
            if firstRound <= current {
                throw ScorekeeperError.other("Round \(firstRound) of \(Sanitized.text(snapshot.tournament.name)) is paired already: the next to pair is round \(current + 1).")
            }
            if firstRound > 1, state.settings.format != .swiss, state.settings.format != .tables {
                throw ScorekeeperError.other("A \(state.settings.format.displayName) takes no late entries: everyone plays from round 1.")
            }
            if state.settings.points.isGameScore, firstRound > 1, lateHalfPoints != 0 {
                // Under game score a round not played scores the round's worst (`unplayedGameScore`).
                throw ScorekeeperError.other("\(Sanitized.text(snapshot.tournament.name)) counts the game's score: a round missed scores that round's worst score, so bye points do not apply.")
            }
            if firstRound > TournamentSettings.roundLimit {
                throw ScorekeeperError.other("A tournament has at most \(TournamentSettings.roundLimit) rounds: no one can join from round \(firstRound).")
            }
            if let planned = state.settings.plannedRounds, firstRound > planned {
                throw ScorekeeperError.other("\(Sanitized.text(snapshot.tournament.name)) has \(planned) rounds: no one can join from round \(firstRound).")
            }
            var statistics: PeopleStatistics?
            var joined: [TournamentEntry] = []
            var joinedPeople: Set<Person.ID> = []
            for name in names {
                let personID = try Self.personID(db, forName: name, now: now, ids: ids)
                let person = try Self.livePerson(db, id: personID)
                guard joinedPeople.insert(personID).inserted else {
                    throw ScorekeeperError.other("\(Sanitized.text(person.name)) is named twice: name each person once.")
                }
                if let present = state.entries.first(where: { $0.personID == personID }) {
                    guard present.droppedAfterRound != nil else {
                        throw ScorekeeperError.other("\(Sanitized.text(person.name)) is in \(Sanitized.text(snapshot.tournament.name)) already.")
                    }
                    // Someone who left before their first round had their late rounds settled
                    // up to the drop; coming back would count the rounds missed since as late ones.
                    if let dropped = present.droppedAfterRound, dropped < present.firstRound - 1, current > dropped {
                        throw ScorekeeperError.other("\(Sanitized.text(person.name)) left \(Sanitized.text(snapshot.tournament.name)) before their first round (\(present.firstRound)) and cannot come back to it.")
                    }
                    guard firstRound == current + 1 else {
                        throw ScorekeeperError.other("\(Sanitized.text(person.name)) dropped from \(Sanitized.text(snapshot.tournament.name)): back, they play from round \(current + 1), the next to pair.")
                    }
                    // Back after a drop: paired again from the next round, the rounds between absent.
                    try db.execute(sql: #"UPDATE "tournamentEntries" SET "droppedAfterRound" = NULL, "droppedChangedAt" = ? WHERE "id" = ?"#,
                                   arguments: [try Self.nextStamp(db, now: now), present.id])
                    var back = present
                    back.droppedAfterRound = nil
                    joined.append(back)
                    continue
                }
                var entryRating = rating
                if entryRating == nil {
                    if statistics == nil { statistics = try Self.peopleStatistics(db) }
                    if let figures = statistics?.figures(of: personID), figures.games > 0 {
                        entryRating = max(0, Int((figures.rating.ordinal * 100).rounded()))
                    }
                }
                let entry = TournamentEntry(id: ids(), personID: personID, name: person.name, rating: entryRating,
                                            pairingNumber: 0, firstRound: firstRound,
                                            lateHalfPoints: firstRound > 1 ? lateHalfPoints : 0)
                try db.execute(sql: """
                    INSERT INTO "tournamentEntries" ("id", "tournamentID", "personID", "name", "rating", "firstRound", "lateHalfPoints", "createdAt")
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [entry.id, id, personID, entry.name, entry.rating, entry.firstRound, entry.lateHalfPoints,
                                     try Self.nextStamp(db, now: now)])
                joined.append(entry)
            }
            return joined
        }
    }

    /// Takes someone out of the pairings: after the round being played (they play or forfeit
    /// the table they sit at), or, before round 1 is paired, out of the tournament altogether
    /// (as `leaveTournament`).
    @discardableResult
    public func dropFromTournament(id: Tournament.ID, entryID: TournamentEntry.ID) throws -> TournamentEntry {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id),
                  var entry = snapshot.state.entry(entryID) else { throw ScorekeeperError.other("That entry was removed.") }
            if let dropped = entry.droppedAfterRound {
                throw ScorekeeperError.other("\(Sanitized.text(entry.name)) dropped after round \(dropped) already.")
            }
            let current = snapshot.state.currentRound
            if current == 0 {
                // Out as `leaveTournament` takes someone out, not deleted: a copy that paired them
                // meanwhile keeps what was played with them when the two meet.
                try db.execute(sql: #"UPDATE "tournamentEntries" SET "left" = 1, "leftChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [try Self.nextStamp(db, now: now), entryID])
                entry.droppedAfterRound = 0
                return entry
            }
            try db.execute(sql: #"UPDATE "tournamentEntries" SET "droppedAfterRound" = ?, "droppedChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [current, try Self.nextStamp(db, now: now), entryID])
            entry.droppedAfterRound = current
            return entry
        }
    }

    /// The entry `reference` names in a tournament: a pairing number, a FIDE ID, a name (case
    /// ignored) or the name as shown ("Ann (FIDE 1503014)"). A name two entrants share chooses
    /// neither: the refusal lists them by pairing number and FIDE ID, which choose one.
    public static func resolveEntry(_ state: TournamentState, _ reference: String) throws -> TournamentEntry {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        if let number = Int(typed) {
            if let entry = state.entries.first(where: { $0.pairingNumber == number }) { return entry }
            if let entry = state.entries.first(where: { $0.fideID == number }) { return entry }
        }
        let key = PersonName.key(typed)
        let named = state.entries.filter { PersonName.key($0.name) == key }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            let listed = named.map { "number \($0.pairingNumber)" + ($0.fideID.map { " (FIDE \($0))" } ?? "") }
            throw ScorekeeperError.ambiguousName("\(named.count) entrants of \(Sanitized.text(state.name)) are named '\(Sanitized.text(named[0].name))': "
                + listed.joined(separator: ", ") + ". Name one by its pairing number or FIDE ID.")
        }
        if let entry = state.entries.first(where: { PersonName.key(state.displayName(of: $0)) == key }) { return entry }
        if let entry = state.entries.first(where: { isShown($0.name, as: key) }) { return entry }
        let suggestions = NearestNames.suggest(typed, among: state.entries.map(\.name))
        throw ScorekeeperError.notInTournament("No one named '\(Sanitized.text(typed))' is in \(Sanitized.text(state.name)).\(ScorekeeperError.didYouMean(suggestions))",
                                               tournament: state.name)
    }
}
