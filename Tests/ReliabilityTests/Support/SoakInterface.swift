import Foundation
import InterfaceTestSupport
import TestSupport

/// The interface driven as a person would while other programs write to the same file: it opens
/// a game, presses `+` on its own player, opens the photo picker on the database's folder, moves
/// through it, waits for the preview, attaches a photo, on the next visit removes it, and goes
/// back to the games list. Each step waits for the screen to show it done (bounded: the bound only
/// catches a hung interface), and `+` counts only once the row shows the new score.
/// Used by one thread at a time (the loop's, then the test's once the loop has ended).
final class SoakInterface: @unchecked Sendable {
    /// What the loop did, for the figures and the checks.
    struct Figures: Sendable {
        var visits = 0
        var pickerVisits = 0
        var attaches = 0
        var removals = 0
        /// `+` presses the interface showed applied: the player's score rose by one on screen.
        var confirmedPoints = 0
    }

    /// A step the interface did not show within its bound, with the screen it showed instead.
    struct Stuck: Error, CustomStringConvertible {
        var description: String
    }

    let pane: Tmux
    let gameTitle: String
    /// The player the interface alone scores and gives photos to: first in the list, so selected.
    let player: String
    let startingScore: Int
    let photos: [String]
    let databaseName: String
    private(set) var figures = Figures()
    private var random: SeededRandom

    init(pane: Tmux, gameTitle: String, player: String, startingScore: Int, photos: [String],
         databaseName: String, seed: UInt64) {
        self.pane = pane
        self.gameTitle = gameTitle
        self.player = player
        self.startingScore = startingScore
        self.photos = photos
        self.databaseName = databaseName
        random = SeededRandom(seed: seed)
    }

    /// Waits for the games list and filters it down to the soak's game, so Enter opens it however
    /// the other games move in the list.
    func start() throws {
        try expect("the games list") { $0.contains("Scorekeeper · Games") && $0.contains(gameTitle) }
        try pane.press("/")
        try pane.type(gameTitle)
        try pane.press("Enter")
        try expect("the games list filtered to \(gameTitle)") { $0.contains("1 of ") && Self.selectedLine($0)?.contains(gameTitle) == true }
    }

    /// One visit: open the game, maybe score, the picker (attach or remove), back to the list.
    func visit() throws {
        try pane.press("Enter")
        try expect("\(gameTitle) open with \(player)'s row") { screen in
            !screen.contains("Scorekeeper · Games") && Tmux.shownScore(of: player, in: screen) != nil
        }
        try selectPlayer()
        // Every point the interface saw land is still in the score it shows for its own player.
        let expected = startingScore + figures.confirmedPoints
        try expect("\(player) at \(expected), every confirmed point") { Tmux.shownScore(of: player, in: $0) == expected }
        if Bool.random(using: &random) { try scorePoint() }
        try pane.press("p")
        try expect("the photo picker or the photo dialog") {
            $0.contains("Choose a photo for \(player)") || $0.contains("Player photo")
        }
        if pane.lastScreen.contains("Player photo") {
            try removePhoto()
        } else {
            try attachPhoto()
        }
        if Bool.random(using: &random) { try scorePoint() }
        try pane.press("Escape")
        try expect("the games list again") { $0.contains("Scorekeeper · Games") }
        figures.visits += 1
    }

    /// Opens the game and waits until every row shows the score `expected` gives its player.
    func showsFinalScores(_ expected: [String: Int]) throws {
        try pane.press("Enter")
        do {
            try expect("the final scores \(expected.sorted { $0.key < $1.key })") { screen in
                expected.allSatisfy { Tmux.shownScore(of: $0.key, in: screen) == $0.value }
            }
        } catch {
            try? pane.press("Escape")
            throw error
        }
        try pane.press("Escape")
        try expect("the games list again") { $0.contains("Scorekeeper · Games") }
    }

    /// Quits and waits for the interface's exit status.
    func quit() throws -> String {
        // Back to the games list first: a step that got stuck may have left the picker open.
        for _ in 0..<4 where !pane.lastScreen.contains("Scorekeeper · Games") {
            try pane.press("Escape")
            _ = try pane.screenShows(within: .seconds(60)) { $0.contains("Scorekeeper · Games") }
        }
        try pane.press("q")
        try expect("the interface to quit") { $0.contains("EXIT=") }
        return Tmux.line(containing: "EXIT=", in: pane.lastScreen) ?? ""
    }

    // MARK: Steps

    private func selectPlayer() throws {
        if Self.selectedLine(pane.lastScreen)?.contains(player) == true { return }
        try pane.press("g")
        try expect("\(player) selected") { Self.selectedLine($0)?.contains(self.player) == true }
    }

    /// `+`, counted once the row shows one more.
    private func scorePoint() throws {
        let before = startingScore + figures.confirmedPoints
        try pane.press("+")
        try expect("\(player) at \(before + 1)") { Tmux.shownScore(of: player, in: $0) == before + 1 }
        figures.confirmedPoints += 1
    }

    private func attachPhoto() throws {
        figures.pickerVisits += 1
        // The picker's own list, whole, highlight on an entry of it: a capture taken while the
        // picker's first frame is being drawn can still show the game's rows beneath, and a move
        // decided from one of them would be waited for wrongly (and the check for the database's
        // name below would read a list not yet drawn).
        let entries = Set(photos + ["../"])
        try expect("the picker's whole list, and its key bar below it") { screen in
            let listed = Set(screen.split(separator: "\n").map { Self.entryName(String($0.prefix(Self.listColumns))) })
            return !screen.contains("Loading…") && Self.selectedName(screen).map { entries.contains($0) } == true
                && entries.isSubset(of: listed) && screen.contains("Esc/q Cancel")
        }
        // The folder holds the database, its -wal and -shm: none is a photo to offer.
        if let offered = pane.lastScreen.split(separator: "\n").first(where: { $0.contains(databaseName) }) {
            throw Stuck(description: "the picker offers the database: \(offered)\n\(pane.lastScreen)")
        }
        let target = photos[Int.random(in: 0..<photos.count, using: &random)]
        // Down and up through the list first (arrows and j/k), then to the chosen photo.
        for key in ["Down", "k", "j", "Up"] {
            try move(key)
        }
        for _ in 0..<(photos.count + 2) {
            guard let name = Self.selectedName(pane.lastScreen), name != target else { break }
            let forward = name.localizedStandardCompare(target) == .orderedAscending
            try move(forward ? (Bool.random(using: &random) ? "j" : "Down") : (Bool.random(using: &random) ? "k" : "Up"))
        }
        guard Self.selectedName(pane.lastScreen) == target else {
            throw Stuck(description: "could not select \(target) in the picker:\n\(pane.lastScreen)")
        }
        try expect("the preview of \(target)") { screen in
            !screen.contains("Drawing preview…") && !screen.contains("No preview") && Self.selectedName(screen) == target
        }
        try pane.press("Enter")
        // A failed attach says why in the picker ("! ..."): reported at once, with its reason.
        try expect("\(target) attached") { $0.contains("Photo attached to \(player).") || Self.pickerError($0) != nil }
        if let error = Self.pickerError(pane.lastScreen) {
            throw Stuck(description: "attaching \(target) failed: \(error)")
        }
        figures.attaches += 1
    }

    private func removePhoto() throws {
        // Where "Remove photo" sits depends on the player's person ("Make it Ann's photo" may come
        // first): its shortcut is the same in every case.
        try expect("\"Remove photo\" offered") { $0.contains("Remove photo") }
        try pane.press("r")
        try expect("the photo removed") { $0.contains("Removed \(player)'s photo · u puts it back.") }
        figures.removals += 1
    }

    /// Presses a key that moves the picker's selection and waits for the selection to reach the
    /// entry next to it in that direction: that entry exactly, not just any other line, since a
    /// capture taken before the key is handled (or mid-frame) differs too, and accepting it would
    /// leave the next key decided from a screen one key behind. Keys that cannot move (the top or
    /// bottom of the list) are skipped.
    private func move(_ key: String) throws {
        // The list's half of each line: the preview is drawn to its right.
        let lines = pane.lastScreen.split(separator: "\n").map { String($0.prefix(Self.listColumns)) }
        guard let index = lines.firstIndex(where: { $0.prefix(4).contains("▸") }) else {
            throw Stuck(description: "no highlighted entry to move from (\(key)):\n\(pane.lastScreen)")
        }
        let down = key == "j" || key == "Down"
        // The neighbour in that direction must be an entry of the list (an indented name).
        let neighbour = down ? index + 1 : index - 1
        guard lines.indices.contains(neighbour), lines[neighbour].hasPrefix("   "),
              !lines[neighbour].trimmingCharacters(in: .whitespaces).isEmpty else { return }
        let expected = Self.entryName(lines[neighbour])
        try pane.press(key)
        // The entry's name, not the whole line: the preview beside it changes on its own.
        try expect("the picker's selection to move to \(expected) (\(key))") { screen in
            Self.selectedName(screen) == expected
        }
    }

    private func expect(_ what: String, _ condition: (String) -> Bool) throws {
        if try pane.screenShows(condition) { return }
        // What was awaited comes after the screen too: a long message may be cut at the top.
        throw Stuck(description: "the interface did not show \(what) (after \(figures.visits) visits). Screen:\n"
                    + "\(pane.lastScreen)\n(the interface did not show \(what))")
    }

    /// Columns of the picker's list in a 120-column window (45 % of it; the preview is beside).
    static let listColumns = 50

    /// The list's highlighted line (marked with ▸ in the first columns); nil unless exactly one
    /// line is marked: a capture taken while the interface is drawing a frame can show the new
    /// mark before the old one is erased, and deciding from it would press the wrong key.
    static func selectedLine(_ screen: String) -> String? {
        let marked = screen.split(separator: "\n").filter { $0.prefix(4).contains("▸") }
        return marked.count == 1 ? String(marked[0]) : nil
    }

    /// The picker's error line, when it shows one.
    static func pickerError(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.hasPrefix(" ! ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The name of the picker's highlighted entry.
    static func selectedName(_ screen: String) -> String? {
        selectedLine(screen).map { entryName(String($0.prefix(listColumns))) }
    }

    /// The entry name on a picker line: "▸ boris.jpg    12 KB" gives "boris.jpg".
    static func entryName(_ line: String) -> String {
        line.replacingOccurrences(of: "▸", with: "").trimmingCharacters(in: .whitespaces)
            .split(separator: " ").first.map(String.init) ?? ""
    }
}
