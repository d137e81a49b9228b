import Foundation
import ScorekeeperStore

/// Recovers a command-line argument's exact bytes.
///
/// Swift decodes arguments as UTF-8 and replaces invalid bytes with U+FFFD, which would lose a
/// file name in another encoding; the raw bytes are still in `argv`.
enum RawArguments {
    /// The path exactly as typed for an argument that Swift decoded as `value`.
    static func path(_ value: String) -> RawPath {
        guard value.unicodeScalars.contains("\u{FFFD}") else { return RawPath(value) }
        for index in 0..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
            if String(decoding: bytes, as: UTF8.self) == value {
                return RawPath(bytes: bytes)
            }
        }
        return RawPath(value)
    }
}
