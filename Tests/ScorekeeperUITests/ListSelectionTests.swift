import Testing
@testable import ScorekeeperUI

/// The rules that keep a selection by id while rows come and go.
@Suite struct ListSelectionTests {
    @Test func keepsTheSelectedIdWhereverItMoved() {
        #expect(ListSelection.reconcile(selected: "b", old: ["a", "b", "c"], new: ["c", "b", "a"]) == "b")
    }

    @Test func picksTheNextSurvivorThenThePrevious() {
        #expect(ListSelection.reconcile(selected: "b", old: ["a", "b", "c", "d"], new: ["a", "d"]) == "d")
        #expect(ListSelection.reconcile(selected: "c", old: ["a", "b", "c"], new: ["a", "b"]) == "b")
        #expect(ListSelection.reconcile(selected: "c", old: ["a", "b", "c"], new: []) == nil)
        #expect(ListSelection.reconcile(selected: nil, old: [], new: ["x", "y"]) == "x")
    }

    @Test func movesAndClamps() {
        let ids = ["a", "b", "c"]
        #expect(ListSelection.moved("a", by: 1, in: ids) == "b")
        #expect(ListSelection.moved("a", by: -1, in: ids) == "a")
        #expect(ListSelection.moved("b", by: 100, in: ids) == "c")
        #expect(ListSelection.moved("zzz", by: 1, in: ids) == "a")
    }

    @Test func viewportScrollsOnlyAsMuchAsNeeded() {
        let ids = Array(0..<20)
        #expect(ListViewport.firstVisibleIndex(ids: ids, selected: 3, top: 0, visibleRows: 5) == 0)
        #expect(ListViewport.firstVisibleIndex(ids: ids, selected: 7, top: 0, visibleRows: 5) == 3)
        #expect(ListViewport.firstVisibleIndex(ids: ids, selected: 5, top: 3, visibleRows: 5) == 3)
        #expect(ListViewport.firstVisibleIndex(ids: ids, selected: 1, top: 3, visibleRows: 5) == 1)
        // No empty space at the bottom when the list could fill it.
        #expect(ListViewport.firstVisibleIndex(ids: ids, selected: 19, top: 18, visibleRows: 5) == 15)
    }
}
