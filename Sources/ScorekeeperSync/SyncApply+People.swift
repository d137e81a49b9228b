import Foundation
import ScorekeeperStore
import GRDB

// Merging people: added when missing, the name and colour registers, the earliest creation, and
// a merge (a tombstone pointing to the person kept) winning over none; after the games merged,
// players of merged people follow the merge (`repointMergedPeople`). Merges made on different
// copies that point at each other are a cycle, broken the same way on every copy
// (`breakMergeCycles`).
extension AppDatabase {
    /// Merges the incoming people; returns the cycles of merges it broke. The registers are
    /// merged and the cycles broken on the rows in memory, and only rows that end up different
    /// are written: a merge that a cycle undoes again leaves its row (and its sync version) as it was.
    static func mergePeople(_ db: Database, _ incoming: [SyncPerson]) throws -> [SyncOutcome.MergeCycle] {
        guard !incoming.isEmpty else { return [] }
        let before = Dictionary(try SyncPerson.fetchAll(db).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var rows = before
        for person in incoming { rows[person.id] = rows[person.id].map { $0.merged(with: person) } ?? person }
        let cycles = breakMergeCycles(&rows)
        for (id, row) in rows.sorted(by: { $0.key.lowercasedString < $1.key.lowercasedString }) where before[id] != row {
            if before[id] == nil { try row.insert(db) } else { try row.update(db) }
        }
        // A copy sends the person kept with every merge it sends: one that is missing comes from a
        // broken copy, and the whole sync is refused rather than leave people merged into no one.
        if try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM "people" AS "merged" WHERE "mergedInto" IS NOT NULL
                           AND NOT EXISTS (SELECT 1 FROM "people" WHERE "id" = "merged"."mergedInto"))
            """) == true {
            throw ScorekeeperError.other("The other copy merged a person into one it did not send; nothing was applied.")
        }
        return cycles
    }

    /// Breaks every cycle of merges (Ann merged into Annie on one copy, Annie into Ann on another):
    /// the member whose merge is the earliest (smallest `mergedAt`, then smallest id) is merged no
    /// more (`mergedInto` and `mergedAt` both cleared), so the later merge wins, as the later stamp
    /// does everywhere. The rule reads only the people's registers, so every copy that holds the
    /// same merges breaks them alike, and a copy that still has the undone merge brings it back
    /// with its next sync only for it to be undone there again: copies converge. A merge made here
    /// is always into a live person, so cycles only come from syncs.
    static func breakMergeCycles(_ people: inout [Person.ID: SyncPerson]) -> [SyncOutcome.MergeCycle] {
        var cycles: [SyncOutcome.MergeCycle] = []
        var done = Set<Person.ID>()
        // Walked, and ties broken, in the order of the ids' stored text, as every copy does.
        for start in people.keys.sorted(by: { $0.lowercasedString < $1.lowercasedString }) where !done.contains(start) {
            // Each person has one merge at most: follow it until the chain ends, reaches a person
            // already walked, or comes back to itself.
            var path: [Person.ID] = [], index: [Person.ID: Int] = [:]
            var cycle: [Person.ID]?
            var current = start
            while !done.contains(current), let next = people[current]?.mergedInto {
                if let at = index[current] {
                    cycle = Array(path[at...])
                    break
                }
                index[current] = path.count
                path.append(current)
                current = next
            }
            done.formUnion(path)
            func order(_ id: Person.ID) -> (String, String) { (people[id]?.mergedAt ?? "", id.lowercasedString) }
            guard let cycle, let undone = cycle.min(by: { order($0) < order($1) }) else { continue }
            people[undone]?.mergedInto = nil
            people[undone]?.mergedAt = nil
            let first = cycle.firstIndex(of: undone)!
            let members = Array(cycle[first...] + cycle[..<first])
            let names = members.map { people[$0]?.name ?? $0.lowercasedString }
            cycles.append(.init(personIDs: members, names: names, keptID: undone, kept: names[0]))
        }
        return cycles
    }
}
