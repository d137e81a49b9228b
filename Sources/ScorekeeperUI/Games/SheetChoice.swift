import Foundation
import ScorekeeperStore

/// The list of sheets a new game may follow (Ctrl-T in the New game prompt): "No sheet" first, then
/// every sheet that reads, then the user's files that do not (shown with their problem, never
/// chosen). The library is read off the main actor; until it arrives the list says it is reading.
public struct SheetChoice: Equatable, Sendable {
    /// One line of the list.
    public enum Row: Equatable, Sendable {
        /// A plain game: points per round, no sheet.
        case noSheet
        case sheet(SheetLibrary.Entry)
        /// A user's file that does not read: shown, not chosen.
        case problem(SheetFile.Problem)

        public var isChoosable: Bool {
            if case .problem = self { return false }
            return true
        }
    }

    /// The New game prompt as it was (the title typed so far), to go back to.
    public var prompt: Prompt
    /// The sheet chosen before, if any: the list opens on it.
    public var current: SheetLibrary.Entry?
    /// The sheets that read, by name; nil while the library is being read.
    public var entries: [SheetLibrary.Entry]?
    /// The user's files that do not read.
    public var problems: [SheetFile.Problem] = []
    /// The selected line, among the choosable ones (an index into `choosable`).
    public var selected: Int = 0

    public init(prompt: Prompt, current: SheetLibrary.Entry?) {
        self.prompt = prompt
        self.current = current
    }

    /// Every line, in order (only "No sheet" while the library is being read).
    public var rows: [Row] {
        [.noSheet] + (entries ?? []).map(Row.sheet) + problems.map(Row.problem)
    }

    /// The lines that may be chosen, in order.
    public var choosable: [Row] { rows.filter(\.isChoosable) }

    /// The line the selection is on.
    public var selectedRow: Row? { choosable[safe: selected] }

    /// Whether the library is still being read.
    public var isReading: Bool { entries == nil }

    /// The library arrived: the selection goes to the sheet chosen before, if it is still there.
    mutating func loaded(_ library: SheetLibrary) {
        entries = library.entries
        problems = library.problems
        let name = current?.sheet.name
        selected = choosable.firstIndex { if case .sheet(let entry) = $0 { entry.sheet.name == name } else { false } } ?? 0
    }

    /// Moves the selection by `offset` lines, staying within the list.
    mutating func move(by offset: Int) {
        selected = min(max(0, selected + offset), max(0, choosable.count - 1))
    }
}
