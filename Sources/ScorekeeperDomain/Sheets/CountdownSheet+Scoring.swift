import Foundation

// A countdown sheet's entries, one per turn: darts ("T20 T20 D16", a total "100", or "bust" for a
// turn that went too far) or a throw ("7", "miss"). A turn that would bust is refused with what
// is left, so a typing mistake is not taken for a bust; "bust" records one.
extension CountdownSheet {
    /// A player's state after their turns: points scored so far, misses in a row, finished or out.
    struct State {
        var scored = 0
        var missesInARow = 0
        var finished = false
        var out = false
    }

    func accept(_ text: String, before: [SheetEntryRecord], name: String) throws(SheetEntryError) -> String {
        let state = replay(before)
        if state.finished { throw SheetEntryError("\(name) has finished") }
        if state.out { throw SheetEntryError("\(name) is out: \(missesOut ?? 3) misses in a row") }
        let lower = text.lowercased()
        switch turns {
        case .darts:
            if lower == "bust" { return "bust" }
            let turn = try DartsTurn.parse(text)
            let left = target - state.scored
            let after = left - turn.points
            if after < 0 || (doubleOut && after == 1) {
                throw SheetEntryError("\(name) has \(left) left: \(turn.points) would bust (enter \"bust\" for a turn that did)")
            }
            if after == 0 && doubleOut, let darts = turn.darts, darts.last?.isDouble != true {
                throw SheetEntryError("\(name) has \(left) left: the last dart of a finish is a double")
            }
            return turn.darts.map { $0.map(\.text).joined(separator: " ") } ?? String(turn.points)
        case .throwPoints:
            if ["miss", "-", "0", "m"].contains(lower) { return "miss" }
            guard let points = Int(text), points >= 1, points <= (mostPerThrow ?? Int.max) else {
                throw SheetEntryError("a throw scores 1 to \(mostPerThrow ?? 12), or is a miss")
            }
            return String(points)
        }
    }

    /// The turns applied in order.
    func replay(_ records: [SheetEntryRecord]) -> State {
        var state = State()
        for record in records { state = apply(record.text, to: state).state }
        return state
    }

    /// One turn on a state: the state after, and what the turn counted (nil: a bust).
    func apply(_ text: String, to state: State) -> (state: State, counted: Int?) {
        var state = state
        if state.finished || state.out { return (state, nil) }
        switch turns {
        case .darts:
            guard text != "bust", let turn = try? DartsTurn.parse(text) else { return (state, nil) }
            let after = state.scored + turn.points
            if after > target || (doubleOut && target - after == 1) { return (state, nil) }
            state.scored = after
            if after == target { state.finished = true }
            return (state, turn.points)
        case .throwPoints:
            guard let points = Int(text) else {
                state.missesInARow += 1
                if let limit = missesOut, state.missesInARow >= limit { state.out = true }
                return (state, 0)
            }
            state.missesInARow = 0
            var after = state.scored + points
            if after > target {
                switch overshoot {
                case .bust: return (state, nil)
                case .dropTo(let score): after = score
                }
            }
            let counted = after - state.scored
            state.scored = after
            if after == target { state.finished = true }
            return (state, counted)
        }
    }

    func score(_ records: [SheetEntryRecord]) -> PlayerSheet {
        var sheet = PlayerSheet()
        var state = State()
        for (index, record) in records.enumerated() {
            let (next, counted) = apply(record.text, to: state)
            state = next
            let shown = showsRemaining ? target - state.scored : state.scored
            sheet.cells.append(.init(label: "Turn \(index + 1)", text: counted == nil ? "\(record.text) (bust)" : record.text,
                                     points: shown))
        }
        sheet.total = state.scored
        if showsRemaining { sheet.remaining = target - state.scored }
        if state.finished { sheet.status = "finished" }
        if state.out { sheet.status = "out (\(missesOut ?? 3) misses in a row)" }
        return sheet
    }
}
