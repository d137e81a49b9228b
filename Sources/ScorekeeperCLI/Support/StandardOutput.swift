import Foundation

/// A command's result on standard output, written without `print`.
///
/// `print` takes its items as `Any` and asks the Swift runtime how each one is written
/// (`TextOutputStreamable`? `CustomStringConvertible`?); the first such question about a type
/// scans every protocol conformance of the program, about 0.4 million instructions each, on a
/// path as short as `player score`'s. The text here is already a `String`: its bytes go to the
/// descriptor as they are. Unbuffered, so a command writes its output through this or through
/// `print`, not both.
enum StandardOutput {
    /// Writes `text` and a newline to standard output.
    static func line(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            // A closed pipe or a full disk: the line cannot be delivered, as with `print`.
            guard result > 0 else { return }
            written += result
        }
    }
}
