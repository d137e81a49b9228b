import Foundation
import ScorekeeperStore

/// What a list screen presents over its rows: prompts (a text field with a title and an inline
/// error).
public protocol ListDestination: RowPresentation {
    var prompt: Prompt? { get set }
}

/// What a list whose rows can be deleted presents: also the confirmation deleting a row needs.
public protocol DeletingListDestination: ListDestination {
    /// Asks before deleting row `id`, with `choice` highlighted (an enum case of that name).
    static func confirmDelete(_ id: RowID, _ choice: ConfirmationChoice) -> Self
}

/// What every list screen does the same way: a `SelectableList` of rows from the database, one
/// optional `destination` over it, writes through the `WriteQueue`, and messages for the status
/// line. Each screen says only what its rows, prompts and confirmations mean.
@MainActor
protocol ListScreen: AnyObject {
    associatedtype Destination: ListDestination & Equatable
    associatedtype Row: Identifiable & Equatable where Row.ID == Destination.RowID

    var list: SelectableList<Row> { get set }
    var destination: Destination? { get set }
    var writes: WriteQueue { get }
    var report: (StatusMessage) -> Void { get }

    /// Reads whether row `id` still exists though it is not among the loaded rows (a list that
    /// is filtered or read a page at a time asks the database); run off the main actor. Nil for
    /// a list that holds all its rows: it knows without asking.
    var rowLookup: (@Sendable (Row.ID) -> Bool)? { get }
    /// Where the screen's reads run.
    var effects: BackgroundEffects { get }
}

extension ListScreen {
    /// Waits for the work started off the main actor and the writes asked for, for tests. An
    /// effect's result may ask for a write, and a write's success for an effect.
    func settle() async {
        repeat {
            await writes.settle()
            await effects.settle()
        } while writes.pendingCount > 0 || effects.isBusy
    }

    /// New rows from the database (or a filter): the selection follows its row, and a dialog
    /// about a row that is gone has nothing left to act on.
    func rowsArrived(_ rows: some Sequence<Row>) {
        list.replaceRows(rows)
        guard let rowID = destination?.rowID, list.rows[id: rowID] == nil else { return }
        guard let rowLookup else {
            destination = nil
            return
        }
        // The dialog stays open while the database is asked; it closes only if it is still about
        // that row, the row is still not loaded, and the answer is that it is gone.
        effects.run({ rowLookup(rowID) }, then: { [weak self] exists in
            guard let self, !exists, self.destination?.rowID == rowID, self.list.rows[id: rowID] == nil else { return }
            self.destination = nil
        })
    }

    func moveSelection(by offset: Int) {
        list.moveSelection(by: offset)
    }

    func select(_ id: Row.ID) {
        list.select(id)
    }

    /// Presents what `make` builds for the selected row; nothing when no row is selected.
    func presentForSelection(_ make: (Row) -> Destination) {
        guard let row = list.selected else { return }
        destination = make(row)
    }

    /// A list that holds all its rows knows without asking.
    var rowLookup: (@Sendable (Row.ID) -> Bool)? { nil }

    /// Keys in an open prompt: Enter submits, Esc cancels, the rest edit the field.
    func performInPrompt(_ action: Action, submitted: () -> Void) {
        switch action {
        case .submit: submitted()
        case .cancel: destination = nil
        default: _ = destination?.prompt?.edit(action)
        }
    }

    /// Shows why a submission was refused under the prompt's field; the prompt stays open.
    func refusePrompt(_ reason: any Error) {
        destination?.prompt?.error = String(describing: reason)
    }

    /// Writes off the main actor, in order with every other write; a failure is reported in the
    /// status line, a success may say what happened. `change` is what the person asked for, as
    /// the status line names it should it wait for another program or not be saved ("+1 for
    /// Ann", "rename Ann"): its names already sanitized.
    func write<Value: Sendable>(change: String, _ work: @escaping @Sendable (AppDatabase) throws -> Value,
                                success: @escaping @MainActor (Value) -> StatusMessage? = { _ in nil }) {
        writes.enqueue(change: change, work, reporting: report, success: success)
    }
}

/// Deleting rows, the same way on every list that can.
extension ListScreen where Destination: DeletingListDestination {
    /// `d`: asks before deleting the selected row (the safe button highlighted).
    func deleteTapped() {
        presentForSelection { Destination.confirmDelete($0.id, .cancel) }
    }

    /// Keys in the open delete confirmation about row `id`; `confirmed` carries out the delete.
    func performInDeleteConfirmation(_ action: Action, id: Row.ID, choice: ConfirmationChoice,
                                     confirmed: (Row.ID) -> Void) {
        switch choice.outcome(of: action) {
        case .confirmed:
            destination = nil
            confirmed(id)
        case .dismissed: destination = nil
        case .highlight(let next): destination = Destination.confirmDelete(id, next)
        case .ignored: break
        }
    }

}
