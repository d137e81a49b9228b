import Foundation
import ScorekeeperDomain
import Testing

/// The TRF-16 fixtures imported into a play state and written back: every player's opponent,
/// colour and result in every round come out as they went in.
@Suite struct TournamentRecordRoundTripTests {
    /// A result as the play state keeps it: unrated games read as rated ones.
    static func kept(_ result: TournamentResult) -> TournamentResult {
        switch result {
        case .unratedWin: .win
        case .unratedDraw: .draw
        case .unratedLoss: .loss
        default: result
        }
    }

    /// One player's round as compared: opponent, colour (none for a bye), result.
    static func rounds(_ entrant: TournamentEntrant, count: Int) -> [String] {
        (0..<count).map { index in
            let entry = index < entrant.rounds.count ? entrant.rounds[index] : .absent
            let colour = entry.opponent == nil ? "-" : String(entry.colour.rawValue)
            return "\(entry.opponent ?? 0) \(colour) \(kept(entry.result).rawValue)"
        }
    }

    @Test func theFixturesComeBackTheSame() throws {
        let folder = TournamentFixtures.folder.appendingPathComponent("trf")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".trf") }.sorted()
        #expect(files.count == 220)
        var counter = 0
        var compared = 0
        for file in files {
            let original = try TRF.read(try TournamentFixtures.text(of: file))
            let state = TournamentState.imported(record: original, settings: TournamentSettings(format: .swiss)) {
                counter += 1
                return EngineSupport.uuid(counter)
            }
            #expect(state.entries.count == original.entrants.count, "\(file)")
            let written = try TRF.read(TRF.write(state.record))
            let count = max(original.roundCount, written.roundCount)
            for entrant in original.entrants {
                let back = try #require(written.entrant(entrant.startingRank), "\(file): \(entrant.startingRank)")
                #expect(back.name == entrant.name)
                #expect(Self.rounds(back, count: count) == Self.rounds(entrant, count: count), "\(file) player \(entrant.startingRank)")
                compared += 1
            }
        }
        #expect(compared > 5_000)
    }

    /// The record of a played state: opponents by pairing number, white on the first seat,
    /// forfeits as +/-, byes with their letter, a late entry's rounds before joining as the bye
    /// its half points stand for, and a dropped entry's rounds after leaving blank.
    @Test func theRecordOfAStateReadsItsTablesAndByes() throws {
        var entries = EngineSupport.entries(["Ann", "Bo", "Cy", "Di"])
        entries[3].firstRound = 2
        entries[3].lateHalfPoints = 1
        entries[2].droppedAfterRound = 1
        let ids = entries.map(\.id)
        let rounds = [
            TournamentRound(number: 1, tables: [
                TournamentTable(id: .init(EngineSupport.uuid(101)), round: 1, number: 1, seats: [ids[1], ids[0]], outcome: .places([1, 1])),
            ], byes: [ids[2]: .pairingAllocatedBye]),
            TournamentRound(number: 2, tables: [
                TournamentTable(id: .init(EngineSupport.uuid(102)), round: 2, number: 1, seats: [ids[0], ids[3]], outcome: .forfeit(winners: [true, false])),
                TournamentTable(id: .init(EngineSupport.uuid(103)), round: 2, number: 2, seats: [ids[1], ids[2]]),
            ]),
        ]
        let state = TournamentState(name: "Club", settings: TournamentSettings(format: .swiss, plannedRounds: 3),
                                    entries: entries, rounds: rounds)
        let record = state.record
        #expect(record.plannedRounds == 3)
        #expect(record.entrant(1)?.rounds == [TournamentRoundEntry(opponent: 2, colour: .black, result: .draw),
                                              TournamentRoundEntry(opponent: 4, colour: .white, result: .forfeitWin)])
        #expect(record.entrant(2)?.rounds == [TournamentRoundEntry(opponent: 1, colour: .white, result: .draw),
                                              TournamentRoundEntry(opponent: 3, colour: .white, result: .notPlayed)])
        #expect(record.entrant(3)?.rounds.first == .bye(.pairingAllocatedBye))
        #expect(record.entrant(4)?.rounds == [.bye(.halfPointBye), TournamentRoundEntry(opponent: 1, colour: .black, result: .forfeitLoss)])
        #expect(record.entrant(1)?.statedHalfPoints == 3)
        #expect(TRF.write(record).contains("0000 - U"))
    }
}
