// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): pairingdutch.py, update_board.

/// The order of a Dutch round's boards (C.04.3 art. 1.11 and C.04.2): the pair with the
/// higher top score first, then the higher sum of scores, then the pair with the lower pairing
/// number; the pairing-allocated bye last.
public enum DutchBoardOrder {
    /// `pairs` (white, black; black 0 for the bye) in board order; `state` gives the scores.
    public static func ordered(_ pairs: [(white: Int, black: Int)], state: DutchRoundState) -> [(white: Int, black: Int)] {
        // Each score read once into an array by pairing number: the sort compares each board
        // many times, and `state.player` searches the whole field.
        var scores = Array(repeating: -1, count: (state.players.map(\.pairingNumber).max() ?? 0) + 1)
        for player in state.players.reversed() where player.pairingNumber >= 0 { scores[player.pairingNumber] = player.halfPoints }
        func score(_ player: Int) -> Int { player >= 0 && player < scores.count ? scores[player] : -1 }
        func key(_ pair: (white: Int, black: Int)) -> (Int, Int, Int, Int) {
            let isBye = pair.white == 0 || pair.black == 0 ? 1 : 0
            let white = score(pair.white)
            let black = score(pair.black)
            return (isBye, -max(white, black), -(white + black), min(pair.white, pair.black))
        }
        return pairs.sorted { key($0) < key($1) }
    }
}
