import CVipsLayout
@testable import ScorekeeperPhotos
import Testing

/// The program reads no libvips header (it needs pkg-config, whose flags would link glib into
/// every command): the shim (Sources/CVips/shim.h) declares the functions, constants and four
/// field offsets it uses. `CVipsLayout` compares each with the headers when the tests are built (a
/// difference fails that build); here, the offsets again, that the comparison covers every entry
/// of the table, and that the installed library has every entry and starts.
@Suite struct VipsDeclarationsTests {
    @Test func theShimsDeclarationsAreTheHeaders() {
        let layout = sk_vips_layout()
        #expect(layout.declaredObjectNickname == layout.objectNickname)
        #expect(layout.declaredOperationFlags == layout.operationFlags)
        #expect(layout.declaredLoadIsABuffer == layout.loadIsABuffer)
        #expect(layout.declaredImageType == layout.imageType)
        #expect(layout.entriesCompared == layout.entries, "every entry of the table is compared with the headers")
    }

    @Test func theInstalledLibraryHasEveryEntryAndStarts() throws {
        let vips = try Vips.table()
        // The one entry allowed to be missing is there on libvips 8.13 and later.
        #expect(vips.pointer.pointee.block_untrusted_set != nil)
    }
}
