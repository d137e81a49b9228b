import Foundation
import ScorekeeperDomain
import Testing

/// Standings worked out by hand on a small Swiss event.
///
/// Round 1: Ann–Cy 1-0, Di–Bo ½-½. Round 2: Bo–Ann 1-0, Cy–Di ½-½.
/// Points: Bo 1.5, Ann 1, Di 1, Cy 0.5. Buchholz: everyone's opponents scored 2.
/// Match-win: Ann 3/6 = 0.5, Bo 4/6, Cy 1/6 → floor 0.33, Di 2/6.
/// OMW: Ann (0.33 + 0.667) / 2 = 0.4983 → 49.75%; Di (0.667 + 0.33) / 2 the same; Bo
/// (0.333 + 0.5) / 2 = 0.4167 → 41.75%.
@Suite struct TournamentStandingsTests {
    static func state(tieBreaks: [TieBreak]) -> TournamentState {
        let entries = EngineSupport.entries(["Ann", "Bo", "Cy", "Di"])
        let ids = entries.map(\.id)
        func table(_ round: Int, _ number: Int, _ seats: [Int], _ outcome: TableOutcome) -> TournamentTable {
            TournamentTable(id: .init(EngineSupport.uuid(100 * round + number)), round: round, number: number,
                            seats: seats.map { ids[$0] }, outcome: outcome)
        }
        return TournamentState(name: "Club", settings: TournamentSettings(format: .swiss, plannedRounds: 2, tieBreaks: tieBreaks),
                               entries: entries, rounds: [
                                   TournamentRound(number: 1, tables: [table(1, 1, [0, 2], .places([1, 2])), table(1, 2, [3, 1], .places([1, 1]))]),
                                   TournamentRound(number: 2, tables: [table(2, 1, [1, 0], .places([1, 2])), table(2, 2, [2, 3], .places([1, 1]))]),
                               ])
    }

    static func names(_ state: TournamentState) -> [String] { state.standings.map { state.entry($0.entryID)!.name } }

    @Test func fullTiesShareARank() {
        let state = Self.state(tieBreaks: [.buchholz(), .directEncounter, .opponentsMatchWinPercentage])
        let standings = state.standings
        #expect(Self.names(state) == ["Bo", "Ann", "Di", "Cy"])
        #expect(standings.map(\.rank) == [1, 2, 2, 4])
        #expect(standings.map(\.points) == [3, 2, 2, 1])
        #expect(standings.map { $0.tieBreaks[0] } == Array(repeating: TieBreakValue(halves: 4), count: 4))
        #expect(standings[1].tieBreaks[2] == TieBreakValue(quarters: 199))
        #expect(standings[0].tieBreaks[2]?.description == "41.75")
        #expect(standings[3].tieBreaks[2]?.description == "41.75", "Cy met Ann (0.5) and Di (0.333)")
        #expect(standings[1].played == 2 && standings[1].wins == 1 && standings[1].losses == 1 && standings[1].draws == 0)
        #expect(standings[2].draws == 2)
    }

    @Test func aTieBreakSplitsTheTie() {
        let state = Self.state(tieBreaks: [.buchholz(), .gameWinPercentage])
        #expect(Self.names(state) == ["Bo", "Ann", "Di", "Cy"])
        #expect(state.standings.map(\.rank) == [1, 2, 3, 4])
        #expect(state.standings.map { $0.tieBreaks[1]?.description } == ["66.75", "50", "33.25", "33"])
    }

    @Test func theCardTieBreaksAreReadByCode() {
        #expect(TieBreak(code: "OMW") == .opponentsMatchWinPercentage)
        #expect(TieBreak(code: "gw") == .gameWinPercentage)
        #expect(TieBreak(code: "OGW") == .opponentsGameWinPercentage)
        #expect(TournamentSettings.tieBreaks(text: "OMW,GW,OGW") == [.opponentsMatchWinPercentage, .gameWinPercentage, .opponentsGameWinPercentage])
        #expect(TieBreak.opponentsGameWinPercentage.code == "OGW")
    }
}
