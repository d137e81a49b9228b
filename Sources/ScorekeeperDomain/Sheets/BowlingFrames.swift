/// Ten-pin bowling by the usual rules, for a sheet of kind `frames`: a frame is entered in the
/// usual marks (`X` a strike, `9/` a spare, `8 1` an open frame, `-` a miss), a strike counts the
/// next two rolls and a spare the next one, and the last frame takes its bonus rolls. A perfect
/// game is 300.
public struct BowlingFrames: Equatable, Sendable {
    /// Frames in a game.
    public var frames: Int
    /// Pins standing at the start of a frame.
    public var pins: Int

    public init(frames: Int = 10, pins: Int = 10) {
        self.frames = frames
        self.pins = pins
    }

    /// One frame as entered: its rolls (pins knocked down by each).
    public struct Frame: Equatable, Sendable {
        public var rolls: [Int]
    }

    /// Reads one frame in the usual marks, as the `index`-th frame (0-based) of a game: the last
    /// one takes bonus rolls after a strike or a spare.
    public func frame(_ text: String, index: Int) throws(SheetEntryError) -> Frame {
        var rolls: [Int] = []
        for character in text where !character.isWhitespace {
            switch character {
            case "X", "x":
                rolls.append(pins)
            case "-":
                rolls.append(0)
            case "/":
                guard let previous = rolls.last, rolls.count % 2 == 1 || isLast(index), previous < pins else {
                    throw SheetEntryError("a spare (/) follows a first roll that left pins standing")
                }
                rolls.append(pins - previous)
            case "0"..."9":
                rolls.append(Int(String(character))!)
            default:
                throw SheetEntryError("a frame is written with X, /, - and digits (\"X\", \"9/\", \"8 1\", \"-\"), not \"\(text)\"")
            }
        }
        let frame = Frame(rolls: rolls)
        try check(frame, index: index)
        return frame
    }

    private func isLast(_ index: Int) -> Bool { index == frames - 1 }

    /// A frame's rolls are possible: at most the pins standing, and as many rolls as the frame takes.
    func check(_ frame: Frame, index: Int) throws(SheetEntryError) {
        let rolls = frame.rolls
        guard !rolls.isEmpty else { throw SheetEntryError("a frame has at least one roll") }
        guard index < frames else { throw SheetEntryError("a game has \(frames) frames") }
        if !isLast(index) {
            if rolls == [pins] { return }
            guard rolls.count == 2, rolls[0] < pins else {
                throw SheetEntryError("frame \(index + 1) is a strike (X) or two rolls (\"9/\", \"8 1\")")
            }
            guard rolls[0] + rolls[1] <= pins else {
                throw SheetEntryError("\(rolls[0]) and \(rolls[1]) make more than \(pins) pins in one frame")
            }
            return
        }
        // The last frame: two rolls, or three after a strike or a spare; pins are set up again
        // after each strike and after a spare.
        var standing = pins
        var count = 0
        var bonus = false
        for (roll, pinsDown) in rolls.enumerated() {
            guard pinsDown <= standing else {
                throw SheetEntryError("\(pinsDown) is more than the \(standing) pins standing in frame \(frames)")
            }
            standing -= pinsDown
            count += 1
            if standing == 0 {
                standing = pins
                if roll < 2 { bonus = true }
                count = 0
            } else if count == 2 {
                standing = pins
                count = 0
            }
        }
        let needed = bonus || (rolls.count >= 2 && rolls[0] + rolls[1] == pins) || rolls[0] == pins ? 3 : 2
        guard rolls.count == needed else {
            throw SheetEntryError(needed == 3 ? "frame \(frames) after a strike or a spare takes three rolls (\"X X X\", \"9/ 8\")"
                                              : "frame \(frames) without a strike or a spare takes two rolls")
        }
    }

    /// One frame's place on the sheet: its marks and its running total (nil until its bonus
    /// rolls are known).
    public struct ScoredFrame: Equatable, Sendable {
        public var marks: String
        public var runningTotal: Int?
    }

    /// The frames entered so far, scored: each frame's marks and running total, and the total so
    /// far (frames still waiting for bonus rolls count what they have).
    public func score(_ entered: [Frame]) -> (frames: [ScoredFrame], total: Int) {
        let rolls = entered.flatMap(\.rolls)
        var scored: [ScoredFrame] = []
        var total = 0
        var provisional = 0
        var at = 0
        for (index, frame) in entered.enumerated() {
            let marks = Self.marks(frame, pins: pins, last: isLast(index))
            if isLast(index) {
                total += frame.rolls.reduce(0, +)
                scored.append(ScoredFrame(marks: marks, runningTotal: total))
                continue
            }
            let strike = frame.rolls == [pins]
            let spare = !strike && frame.rolls.reduce(0, +) == pins
            let extra = strike ? 2 : spare ? 1 : 0
            let following = Array(rolls.dropFirst(at + frame.rolls.count).prefix(extra))
            let points = frame.rolls.reduce(0, +) + following.reduce(0, +)
            if following.count == extra {
                total += points
                scored.append(ScoredFrame(marks: marks, runningTotal: total))
            } else {
                provisional += points
                scored.append(ScoredFrame(marks: marks, runningTotal: nil))
            }
            at += frame.rolls.count
        }
        return (scored, total + provisional)
    }

    /// The usual marks of a frame: "X", "9 /", "8 1", "- 5".
    static func marks(_ frame: Frame, pins: Int, last: Bool) -> String {
        var marks: [String] = []
        var standing = pins
        var firstOfPair = true
        for pinsDown in frame.rolls {
            if firstOfPair && pinsDown == pins {
                marks.append("X")
                standing = pins
                continue
            }
            if !firstOfPair && pinsDown == standing {
                marks.append("/")
                standing = pins
                firstOfPair = true
                continue
            }
            marks.append(pinsDown == 0 ? "-" : String(pinsDown))
            if firstOfPair {
                standing -= pinsDown
                firstOfPair = false
            } else {
                standing = pins
                firstOfPair = true
            }
        }
        return marks.joined(separator: " ")
    }
}
