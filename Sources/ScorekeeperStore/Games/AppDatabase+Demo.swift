import Foundation
import GRDB

// The sample data of the reference app, so a first run has something to show.
extension AppDatabase {
    /// A sample player, with the name of a photo that may ship in Resources.
    public struct DemoPlayer: Sendable {
        public var name: String
        public var score: Int
        public var photoName: String?
    }

    /// The reference's three sample games; the first holds Blob 40, Blob Sr 100 and Blob Jr 67.
    public static let demoGames: [(title: String, players: [DemoPlayer])] = [
        ("Family Game Night", [
            DemoPlayer(name: "Blob", score: 40, photoName: "blob"),
            DemoPlayer(name: "Blob Sr", score: 100, photoName: "blob-sr"),
            DemoPlayer(name: "Blob Jr", score: 67, photoName: "blob-jr"),
        ]),
        ("Weekly Poker Night", [
            DemoPlayer(name: "Blob Esq", score: 12, photoName: nil),
            DemoPlayer(name: "Blob III", score: -5, photoName: nil),
        ]),
        ("Mini Golf", []),
    ]

    /// Adds the sample games in one transaction and returns the players created with the photo
    /// name each one asked for (the caller attaches photos it can find).
    @discardableResult
    public func addDemoGames() throws -> [(player: Player, photoName: String?)] {
        let now = self.now
        return try write { db in
            var created: [(Player, String?)] = []
            // Later games get earlier times, so "most recent" lists the first game first.
            for (offset, demo) in AppDatabase.demoGames.enumerated() {
                let time = now.addingTimeInterval(-Double(offset))
                let game = Game(id: ids(), title: demo.title, createdAt: time)
                try AppDatabase.insertGame(db, game, now: time)
                for demoPlayer in demo.players {
                    var player = Player(id: ids(), gameID: game.id, name: demoPlayer.name, score: 0, createdAt: time)
                    try player.insert(db)
                    try AppDatabase.linkPlayer(db, playerID: player.id, personID: try AppDatabase.personID(db, forName: player.name, gameID: game.id, now: time,
                                                                                                    ids: ids))
                    player.score = try AppDatabase.recordChange(db, id: ids(), player: player, amount: demoPlayer.score,
                                                                kind: .start, now: time)
                    created.append((player, demoPlayer.photoName))
                }
            }
            return created
        }
    }
}
