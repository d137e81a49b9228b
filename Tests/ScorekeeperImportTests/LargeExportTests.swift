import Foundation
import ScorekeeperDomain
import ScorekeeperImport
import Testing

/// An export the size of years of play: 5,000 plays of 4 players each.
@Suite struct LargeExportTests {
    static func export(plays: Int) -> Data {
        let players = (1...8).map { #"{"id": \#($0), "name": "Player \#($0)", "isAnonymous": false}"# }.joined(separator: ",")
        let games = (1...20).map { #"{"id": \#($0), "name": "Game \#($0)", "highestWins": true, "noPoints": false, "cooperative": false}"# }
            .joined(separator: ",")
        var playTexts: [String] = []
        for index in 0..<plays {
            let scores = (0..<4).map { seat in
                #"{"playerRefId": \#((index + seat) % 8 + 1), "score": "\#(index % 50 + seat)", "winner": \#(seat == 0), "#
                    + #""rank": \#(seat + 1), "seatOrder": \#(seat + 1), "startPlayer": \#(seat == 0), "newPlayer": false}"#
            }.joined(separator: ",")
            playTexts.append(#"{"uuid": "play-\#(index)", "gameRefId": \#(index % 20 + 1), "playDate": "2025-0\#(index % 9 + 1)-1\#(index % 9) 20:00:00", "#
                + #""durationMin": \#(index % 90), "locationRefId": 1, "ignored": false, "usesTeams": false, "playerScores": [\#(scores)]}"#)
        }
        let text = #"{"players": [\#(players)], "locations": [{"id": 1, "name": "Home"}], "games": [\#(games)], "#
            + #""plays": [\#(playTexts.joined(separator: ",\n"))]}"#
        return Data(text.utf8)
    }

    @Test func fiveThousandPlaysRead() throws {
        let file = try ImportReading.read(Self.export(plays: 5_000), path: "big.json", format: nil)
        #expect(file.format == .bgstats)
        #expect(file.plays.count == 5_000)
        #expect(file.plays.allSatisfy { $0.players.count == 4 })
        #expect(file.plays.last?.position == "plays[4999]")
    }
}
