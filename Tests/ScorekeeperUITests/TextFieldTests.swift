import Testing
@testable import ScorekeeperUI

/// One-line fields edit whole characters and measure them in columns.
@Suite struct TextFieldTests {
    @Test func editsByGraphemeCluster() {
        var field = TextField("Zoë 山田 👍🏽")
        field.deleteBackward()
        #expect(field.text == "Zoë 山田 ")
        field.moveLeft()
        field.moveLeft()
        // The cursor is now between 山 and 田.
        field.deleteBackward()
        #expect(field.text == "Zoë 田 ")
        field.moveToStart()
        field.deleteForward()
        #expect(field.text == "oë 田 ")
        field.insert("Z")
        #expect(field.text == "Zoë 田 ")
        #expect(field.cursor == 1)
    }

    @Test func aCombiningMarkJoinsThePreviousCharacter() {
        var field = TextField("Zoe")
        field.insert("\u{0308}")
        #expect(field.text == "Zoe\u{0308}")
        #expect(field.text.count == 3)
        #expect(field.cursor == 3)
        field.deleteBackward()
        #expect(field.text == "Zo")
    }

    @Test func controlUErasesBeforeTheCursor() {
        var field = TextField("Blob Sr")
        field.moveLeft()
        field.moveLeft()
        field.deleteToStart()
        #expect(field.text == "Sr")
        #expect(field.cursor == 0)
    }

    @Test func visiblePartScrollsToKeepTheCursorInView() {
        let field = TextField("山田太郎と鈴木花子")
        let visible = field.visible(width: 10)
        #expect(visible.text == "…鈴木花子")
        #expect(visible.cursorColumn == 9)

        var start = field
        start.moveToStart()
        let fromStart = start.visible(width: 10)
        #expect(fromStart.text == "山田太郎…")
        #expect(fromStart.cursorColumn == 0)
    }

    @Test func controlCharactersAreShownEscaped() {
        let field = TextField("a\u{1B}[31mb")
        #expect(field.visible(width: 40).text == "a\\e[31mb")
    }
}
