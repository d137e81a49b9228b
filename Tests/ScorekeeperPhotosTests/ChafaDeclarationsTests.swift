import CChafaLayout
@testable import ScorekeeperPhotos
import Testing

/// The program reads no libchafa header (it needs pkg-config, whose flags would link chafa): the
/// shim (Sources/CChafa/shim.h) declares the functions and constants it uses. `CChafaLayout`
/// compares each function's type and each constant with the header when the tests are built (a
/// difference fails that build); here, the GString the shim lays out by hand, that the comparison
/// covers every entry of the table, and that the installed library has every entry.
@Suite struct ChafaDeclarationsTests {
    @Test func theShimsDeclarationsAreTheHeaders() {
        let layout = sk_chafa_layout()
        #expect(layout.declaredSize == layout.stringSize)
        #expect(layout.declaredText == layout.stringText)
        #expect(layout.declaredLength == layout.stringLength)
        #expect(layout.declaredAllocated == layout.stringAllocated)
        #expect(layout.entriesCompared == layout.entries, "every entry of the table is compared with the header")
    }

    @Test func theInstalledLibraryHasEveryEntry() {
        #expect(ChafaLibrary.shared != nil)
    }
}
