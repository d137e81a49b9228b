import Foundation

/// The interface's child stops when its standard input ends: the interface holds the pipe's
/// other end, and the kernel closes it when the interface exits, however it exits (even killed),
/// so the server never outlives it.
enum InputEnd {
    /// Calls `ended` once standard input reaches its end (or cannot be read), from a thread of its
    /// own: the read blocks, and the async tasks' few threads must not.
    static func watch(_ ended: @escaping @Sendable () -> Void) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 512)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
            }
            ended()
        }
        thread.start()
    }
}
