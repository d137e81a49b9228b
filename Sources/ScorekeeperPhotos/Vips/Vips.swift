internal import CVips
import Foundation
import ScorekeeperStore

/// libvips for this process: opened and started once, on first use, from any thread.
/// What writing images needs is `package`: the sample images of the tests and the benchmark
/// (`Tests/PhotoTestSupport`) are encoded with it, and nothing that ships writes images.
package enum Vips {
    /// The started library, or why it could not be started. Swift runs a `static let`
    /// initializer exactly once, even when several threads ask at the same time.
    private static let runtime: Result<VipsTable, ScorekeeperError> = start()

    /// The function table, starting libvips the first time.
    package static func table() throws(ScorekeeperError) -> VipsTable {
        try runtime.get()
    }

    private static func start() -> Result<VipsTable, ScorekeeperError> {
        guard let pointer = sk_vips_load() else {
            return .failure(.photo("Photos need libvips 8 (package libvips42), which is not installed."))
        }
        // Callers use one thread per photo (the attach path spreads photos over the cores), so
        // each libvips pipeline gets one worker, unless the user chose with VIPS_CONCURRENCY.
        let concurrency: Int32 = ProcessInfo.processInfo.environment["VIPS_CONCURRENCY"] == nil ? 1 : 0
        guard sk_vips_start(pointer, "scorekeeper", concurrency) == 0 else {
            return .failure(.photo("libvips could not be started."))
        }
        return .success(VipsTable(pointer: pointer))
    }
}

/// The table of libvips functions (never freed: it lives as long as the process).
package struct VipsTable: @unchecked Sendable {
    // Written once by the loader, then only read, so sharing it between threads is safe.
    let pointer: UnsafePointer<SKVips>

    /// libvips' last error text, for diagnostics only (libvips shares it between threads).
    package func takeError() -> String {
        guard let text = sk_error_take(pointer) else { return "" }
        defer { sk_free(pointer, text) }
        return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The loader that recognises these bytes by content, e.g. "jpegload_buffer"; nil if none.
    func loader(for bytes: UnsafeRawBufferPointer) -> String? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        return sk_find_loader_buffer(pointer, base, bytes.count).map { String(cString: $0) }
    }

    /// A new image holding a copy of 8-bit pixels (`bands` bytes per pixel).
    package func image(pixels: [UInt8], width: Int, height: Int, bands: Int) -> VipsImageRef? {
        let made = pixels.withUnsafeBytes { raw in
            sk_image_from_uchar(pointer, raw.baseAddress, raw.count, Int32(width), Int32(height), Int32(bands))
        }
        return made.map { VipsImageRef($0, table: self) }
    }
}

/// Owns one reference to a `VipsImage` and drops it when released.
package final class VipsImageRef {
    let image: OpaquePointer
    let table: VipsTable

    init(_ image: OpaquePointer, table: VipsTable) {
        self.image = image
        self.table = table
    }

    deinit { sk_image_unref(table.pointer, image) }

    var width: Int { Int(sk_image_width(table.pointer, image)) }
    var height: Int { Int(sk_image_height(table.pointer, image)) }
    var bands: Int { Int(sk_image_bands(table.pointer, image)) }

    package func setInt(_ name: String, _ value: Int) {
        sk_image_set_int(table.pointer, image, name, Int32(value))
    }

    /// Runs a libvips operation that makes a new image from this one.
    func derive(_ operation: (OpaquePointer, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> VipsImageRef? {
        var out: OpaquePointer?
        guard operation(image, &out) == 0, let out else { return nil }
        return VipsImageRef(out, table: table)
    }

    /// Encodes the image by format suffix and options, e.g. ".webp[Q=75,strip]".
    package func encoded(suffix: String) -> Data? {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard sk_image_write_to_buffer(table.pointer, image, suffix, &buffer, &length) == 0, let buffer else { return nil }
        defer { sk_free(table.pointer, buffer) }
        return Data(bytes: buffer, count: length)
    }

    /// The image as 8-bit sRGB with an alpha band (what chafa takes), or nil on failure.
    func rgba8() -> VipsImageRef? {
        let vips = table.pointer
        var current = self
        if current.bands < 3 || sk_image_is_srgb_or_multiband(vips, current.image) == 0 {
            guard let converted = current.derive({ sk_colourspace_srgb(vips, $0, $1) }) else { return nil }
            current = converted
        }
        if sk_image_is_uchar(vips, current.image) == 0 {
            guard let cast = current.derive({ sk_cast_uchar(vips, $0, $1) }) else { return nil }
            current = cast
        }
        if current.bands > 4 {
            guard let first = current.derive({ sk_extract_bands(vips, $0, $1, 0, 4) }) else { return nil }
            current = first
        }
        if current.bands == 3 {
            guard let opaque = current.derive({ sk_bandjoin_const1(vips, $0, $1, 255) }) else { return nil }
            current = opaque
        }
        return current.bands == 4 ? current : nil
    }

    /// Computes every pixel and returns them packed (width x height x bands bytes); this is
    /// where a lazy pipeline actually decodes, so it fails on damaged data.
    func pixels() -> [UInt8]? {
        var size = 0
        guard let memory = sk_image_write_to_memory(table.pointer, image, &size) else { return nil }
        defer { sk_free(table.pointer, memory) }
        return Array(UnsafeRawBufferPointer(start: memory, count: size))
    }

    /// Decodes every pixel without keeping them (the average is a cheap sink).
    func decodesCompletely() -> Bool {
        var average = 0.0
        return sk_avg(table.pointer, image, &average) == 0
    }
}
