import Foundation
import GRDB

// Reads: what an import of other apps' plays would do. Everything is read, checked and matched
// here, in one read transaction, before the write lock is taken (`importPlays` then writes).
extension AppDatabase {
    /// The plan for importing `files` (read by `ScorekeeperImport`), their players' names taken
    /// through `people`. A play that cannot be written (a name or kind refused, a date that is
    /// none) stops the plan with one line naming the file, the play and the field.
    public func planImport(_ files: [ImportedFile], people: ImportPeopleMap = ImportPeopleMap(), update: Bool = false,
                           timeZone: TimeZone = .current) throws -> ImportPlan {
        var checked: [(file: ImportedFile, play: ImportedPlay, names: [String?], playedAt: Date, winners: [Int]?)] = []
        // One calendar for every play: making one is dearer than the date it reads.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var skipped: [PlannedSkip] = []
        for file in files {
            skipped += file.skipped.map { PlannedSkip(path: file.path, play: $0) }
            for play in file.plays {
                if play.players.isEmpty {
                    skipped.append(PlannedSkip(path: file.path, play: ImportSkippedPlay(sourceID: play.sourceID, kind: play.kind,
                                                                                        reason: .noPlayers, position: play.position)))
                    continue
                }
                let (names, playedAt) = try Self.checked(play, in: file, people: people, calendar: calendar)
                checked.append((file, play, names, playedAt, Self.statedWinners(play)))
            }
        }
        return try read { db in
            // Every person the map names must be here.
            let living = try String.fetchAll(db, sql: #"SELECT "name" FROM "people" WHERE "mergedInto" IS NULL AND "deletedAt" IS NULL"#)
            let livingKeys = Set(living.map(PersonName.key))
            for (key, person) in people.people.sorted(by: { people.lines[$0.key] ?? 0 < people.lines[$1.key] ?? 0 })
            where !livingKeys.contains(PersonName.key(person)) {
                throw ScorekeeperError.other("\(Sanitized.text(people.path)):\(people.lines[key] ?? 0): nobody here is named '\(Sanitized.text(person))'."
                                             + " Nothing was imported.")
            }
            var games: [PlannedGame] = []
            var seen: Set<Game.ID> = []
            var duplicates = 0
            for entry in checked {
                let source = ImportedGameIdentity.source(entry.file.format, entry.play)
                var id = ImportedGameIdentity.gameID(source: source)
                let digest = ImportedGameIdentity.digest(entry.play, names: entry.names)
                var status = PlannedGame.Status.new
                // A game made here and given to the other app keeps its id as the play's id.
                if let own = Game.ID(uuidString: entry.play.sourceID),
                   try Self.gameExists(db, own.lowercasedString) || Self.isTombstoned(db, own.lowercasedString) {
                    id = own
                    status = try Self.isTombstoned(db, own.lowercasedString) ? .deletedHere : .madeHere
                } else if let stored = try Self.storedImport(db, id.lowercasedString) {
                    status = (stored["importedDigest"] as String?) == digest ? .unchanged : .changed
                } else if try Self.isTombstoned(db, id.lowercasedString) {
                    status = .deletedHere
                }
                guard seen.insert(id).inserted else { duplicates += 1; continue }
                games.append(PlannedGame(id: id, format: entry.file.format, path: entry.file.path, play: entry.play, source: source,
                                         digest: digest, playedAt: entry.playedAt, names: entry.names, statedWinners: entry.winners,
                                         status: status))
            }
            var plan = ImportPlan(files: files.map { ImportPlanFile(path: $0.path, format: $0.format) }, games: games, skipped: skipped,
                                  people: [], update: update, duplicateCount: duplicates)
            var planned: [String: PlannedPerson] = [:]
            var order: [String] = []
            for game in plan.writtenGames {
                for name in game.names.compactMap({ $0 }) {
                    let key = PersonName.key(name)
                    guard planned[key] == nil else { continue }
                    planned[key] = PlannedPerson(name: name, existing: livingKeys.contains(key))
                    order.append(key)
                }
            }
            plan.people = order.compactMap { planned[$0] }.sorted { NaturalOrder.precedes($0.name, $1.name) }
            return plan
        }
    }

    /// The play's names as they will be here (nil: anonymous) and when it was played, or a line
    /// naming the file, the play and the field at fault.
    static func checked(_ play: ImportedPlay, in file: ImportedFile, people: ImportPeopleMap,
                        calendar: Calendar) throws -> (names: [String?], playedAt: Date) {
        func refusal(_ field: String, _ problem: String) -> ScorekeeperError {
            .other(ImportPlan.refusal("\(Sanitized.text(file.path)): \(Sanitized.text(play.position)), field \(field): \(problem)"))
        }
        do {
            _ = try NameValidation.validated(play.kind, what: "The game's name")
        } catch {
            throw refusal("game", error.localizedDescription)
        }
        guard !play.sourceID.isEmpty, play.sourceID.count <= 200, !play.sourceID.unicodeScalars.contains(where: NameValidation.isControl) else {
            throw refusal("id", "not an id the play can be known by.")
        }
        var names: [String?] = []
        for (index, player) in play.players.enumerated() {
            guard let name = player.name else { names.append(nil); continue }
            do {
                let validated = try NameValidation.validated(name, what: "A player's name")
                names.append(try NameValidation.validated(people.name(for: validated), what: "A player's name"))
            } catch {
                // The name as the file has it, escaped, so the user can find it there.
                throw refusal("players[\(index)].name ('\(Sanitized.text(name))')", error.localizedDescription)
            }
            var total = 0
            for change in player.changes {
                let (sum, overflow) = total.addingReportingOverflow(change)
                if overflow { throw refusal("players[\(index)].score", "the score does not fit in 64 bits.") }
                total = sum
            }
        }
        if let length = play.lengthSeconds, !(0...(366 * 86_400)).contains(length) {
            throw refusal("length", "\(length) s is not a length of a play.")
        }
        let time = play.playedAt
        let seconds = time.secondsIntoDay ?? 20 * 3600
        guard (1...9999).contains(time.year), (0..<86_400).contains(seconds),
              let midnight = calendar.date(from: DateComponents(year: time.year, month: time.month, day: time.day)),
              calendar.dateComponents([.year, .month, .day], from: midnight) == DateComponents(year: time.year, month: time.month, day: time.day)
        else {
            throw refusal("date", "\(time.year)-\(time.month)-\(time.day) is not a date.")
        }
        let playedAt = calendar.date(byAdding: .second, value: seconds, to: midnight) ?? midnight
        return (names, playedAt)
    }

    /// The winners a play states (indexes of its players): those its source marks as winners;
    /// where it marks none, those it ranks first; nil when it says neither (the scores decide).
    static func statedWinners(_ play: ImportedPlay) -> [Int]? {
        let flagged = play.players.indices.filter { play.players[$0].winner == true }
        if !flagged.isEmpty { return flagged }
        let ranked = play.players.indices.filter { play.players[$0].rank == 1 }
        return ranked.isEmpty ? nil : ranked
    }

    // Cached statements: the plan and the write ask these for every play of thousands.
    static func gameExists(_ db: Database, _ id: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: #"SELECT EXISTS (SELECT 1 FROM "games" WHERE "id" = ?)"#), arguments: [id]) ?? false
    }

    static func isTombstoned(_ db: Database, _ id: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: #"SELECT EXISTS (SELECT 1 FROM "syncTombstones" WHERE "id" = ? AND "kind" = 'game')"#),
                          arguments: [id]) ?? false
    }
}
