import Foundation
import Glibc
import Testing
@testable import ScorekeeperDomain

/// `DisplayWidth` is a table of its own (so widths do not depend on the locale); the C library's
/// `wcwidth` is what curses measures with. They must agree wherever both know a character, or
/// a row drawn by the interface would shift in the terminal.
@Suite struct DisplayWidthTests {
    /// glibc's `wcwidth`, which its Swift module hides: found by name at run time.
    typealias WidthFunction = @convention(c) (Int32) -> Int32

    static func glibcWidth() throws -> WidthFunction {
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "wcwidth"), "wcwidth is not in this process")
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }

    /// Characters whose category changed between the Unicode versions of Swift and of this C
    /// library, so the two cannot agree: U+1171E (Ahom medial ra) became a spacing mark in
    /// Unicode 15; glibc 2.36 still has it as a combining one.
    static let changedBetweenVersions: Set<UInt32> = [0x1171E]

    @Test func agreesWithTheCLibraryOnEveryCharacterBothKnow() throws {
        let wcwidth = try Self.glibcWidth()
        // wcwidth reads the thread's locale: a UTF-8 one for this thread only, so the rest of
        // the process keeps its own.
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil), "no C.UTF-8 locale")
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        var compared = 0
        var disagreements: [String] = []
        for value in UInt32(0x20)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let theirs = wcwidth(Int32(bitPattern: value))
            // -1: not a printable character to the C library (unassigned in its Unicode version).
            guard theirs >= 0, scalar.properties.generalCategory != .unassigned,
                  !Self.changedBetweenVersions.contains(value) else { continue }
            compared += 1
            let ours = DisplayWidth.of(scalar)
            if ours != Int(theirs) {
                disagreements.append(String(format: "U+%04X ours %d C %d", value, ours, theirs))
            }
        }
        #expect(compared > 100_000)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree: \(disagreements.prefix(80).joined(separator: ", "))")
    }
}
