import Foundation
import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// The list component every screen uses: selection by id through changes, the window, markers.
@Suite struct SelectableListTests {
    /// A row with an id and a value, ordered by the caller.
    struct Item: Identifiable, Equatable {
        var id: Int
        var value: Int
    }

    static func items(_ ids: [Int]) -> [Item] { ids.map { Item(id: $0, value: $0) } }

    @Test func theSelectionFollowsItsRowThroughAReorder() {
        var list = SelectableList<Item>(visibleRows: 3)
        list.replaceRows(Self.items([1, 2, 3, 4]))
        #expect(list.selectedID == 1)
        list.moveSelection(by: 2)
        #expect(list.selectedID == 3)
        list.replaceRows(Self.items([3, 4, 1, 2]))
        #expect(list.selectedID == 3)
        list.replaceRows(Self.items([4, 1, 2]))
        #expect(list.selectedID == 4, "the row after the removed one takes over")
    }

    @Test func aPendingRowIsSelectedWhenItArrives() {
        var list = SelectableList<Item>(visibleRows: 3)
        list.replaceRows(Self.items([1, 2]))
        list.selectWhenPresent(9)
        #expect(list.selectedID == 1)
        list.replaceRows(Self.items([1, 2, 9]))
        #expect(list.selectedID == 9)
        // Once taken, it does not come back.
        list.select(1)
        list.replaceRows(Self.items([1, 2, 9, 10]))
        #expect(list.selectedID == 1)
    }

    @Test func theWindowCountsTheRowsAboveAndBelow() {
        var list = SelectableList<Item>(visibleRows: 3)
        list.replaceRows(Self.items(Array(1...10)))
        #expect(list.hiddenAbove == 0 && list.hiddenBelow == 7)
        _ = list.navigate(.moveToBottom)
        #expect(list.visible.map(\.id) == [8, 9, 10])
        #expect(list.hiddenAbove == 7 && list.hiddenBelow == 0)
        #expect(list.row(atVisibleLine: 1)?.id == 9)
        #expect(list.row(atVisibleLine: 3) == nil)
        list.setVisibleRows(20)
        #expect(list.hiddenAbove == 0 && list.hiddenBelow == 0)
    }

    @Test func aRowMovingAboveTheWindowBringsTheTopBackWhenTheSelectionFits() {
        var list = SelectableList<Item>(visibleRows: 4)
        list.replaceRows(Self.items(Array(1...8)))
        _ = list.navigate(.moveToBottom)   // window 5...8, row 8 selected
        list.moveSelection(by: -5)         // row 3 selected, window 3...6
        #expect(list.visible.map(\.id) == [3, 4, 5, 6])
        // Row 8 takes the lead: it moves above the window. Row 3 is now fourth and fits with it.
        list.replaceRows(Self.items([8, 1, 2, 3, 4, 5, 6, 7]))
        #expect(list.selectedID == 3)
        #expect(list.visible.map(\.id) == [8, 1, 2, 3])
    }

    @Test func whenTheyDoNotFitTheSelectionStaysVisible() {
        var list = SelectableList<Item>(visibleRows: 3)
        list.replaceRows(Self.items(Array(1...8)))
        _ = list.navigate(.moveToBottom)   // row 8 selected, window 6...8
        list.moveSelection(by: -1)         // row 7
        list.replaceRows(Self.items([8, 1, 2, 3, 4, 5, 6, 7]))
        #expect(list.selectedID == 7)
        #expect(list.visible.contains { $0.id == 7 })
        #expect(list.hiddenAbove > 0)
    }
}
