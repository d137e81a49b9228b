import CQRencode
import ScorekeeperDomain

/// Text (an address) into a QR code's modules with libqrencode: byte mode, so any text is kept
/// as it is, and the middle error correction (M), which scans from a screen at a distance.
public enum QRCodeEncoder {
    /// The code of `text`; nil when it is empty, too long for any QR code, or libqrencode is not
    /// installed.
    public static func matrix(for text: String) -> QRMatrix? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 2_048, let library = QRencodeLibrary.shared?.table else { return nil }
        guard let code = bytes.withUnsafeBufferPointer({ buffer in
            library.pointee.encode_data(Int32(buffer.count), buffer.baseAddress, 0, QR_ECLEVEL_M)
        }) else { return nil }
        defer { library.pointee.free(code) }
        let size = Int(code.pointee.width)
        guard size > 0, let data = code.pointee.data else { return nil }
        // Each module is a byte whose lowest bit says dark; the others say what part it is.
        let modules = (0..<size * size).map { data[$0] & 1 == 1 }
        return QRMatrix(size: size, modules: modules)
    }
}

/// libqrencode's functions, opened the first time a code is drawn (`sk_qrencode_load`): linked,
/// it was loaded at every start of every command. Swift runs a `static let` initializer once,
/// even when several threads ask at the same time.
struct QRencodeLibrary: @unchecked Sendable {
    // Written once by the loader, then only read, so sharing it between threads is safe.
    let table: UnsafePointer<SKQRencode>

    static let shared: QRencodeLibrary? = sk_qrencode_load().map(QRencodeLibrary.init(table:))
}
