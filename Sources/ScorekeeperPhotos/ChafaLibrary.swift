internal import CChafa

/// libchafa, opened the first time a photo is drawn (`sk_chafa_load`): linked, it was loaded and
/// bound at every start of every command. Swift runs a `static let` initializer once, even when
/// several threads ask at the same time.
struct ChafaLibrary: @unchecked Sendable {
    // Written once by the loader, then only read, so sharing it between threads is safe.
    let table: UnsafePointer<SKChafa>

    static let shared: ChafaLibrary? = sk_chafa_load().map(ChafaLibrary.init(table:))

    /// The table's functions, or `.drawingLibraryMissing`.
    static func functions() throws(CellArtError) -> SKChafa {
        guard let shared else { throw .drawingLibraryMissing }
        return shared.table.pointee
    }
}
