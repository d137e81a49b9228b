import Foundation

/// A file path as the kernel sees it: bytes, which need not be valid UTF-8.
///
/// Swift strings cannot hold a file name such as `caf\xe9.jpg` (Latin-1), so the photo functions
/// also take the raw bytes; `description` shows them safely, invalid bytes as `\xNN`.
public struct RawPath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    public init(_ path: String) {
        bytes = Array(path.utf8)
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path for messages: valid text as is (control characters escaped by `Sanitized.text`),
    /// every byte that is not valid UTF-8 as `\xNN`.
    public var description: String {
        var shown = ""
        var run = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        func flush() {
            shown += Sanitized.text(String(run))
            run = String.UnicodeScalarView()
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                run.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                flush()
                for byte in bytes[offset..<(offset + length)] {
                    shown += "\\x" + String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
                }
                offset += length
            case .emptyInput:
                flush()
                return shown
            }
        }
    }

    /// Whether the path can be handed to the kernel (it is not empty and holds no NUL byte).
    public var isUsable: Bool { !bytes.isEmpty && !bytes.contains(0) }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
