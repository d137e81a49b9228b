import Foundation
import ScorekeeperStore

/// What `scorekeeper-serve --announce` says on its standard output, a line each: `address URL`
/// for every address it listens on (the first the one to show), then `ready`; or, when it cannot
/// serve, one `error MESSAGE` line before it exits.
enum ServeAnnouncement: Equatable {
    case ready([String])
    case failed(String)
    /// The output ended before `ready` or `error` (the program crashed or could not run).
    case ended

    /// Reads the lines from `descriptor` until `ready`, `error` or the end; at most 64 KB.
    static func read(from descriptor: Int32) -> ServeAnnouncement {
        var pending: [UInt8] = []
        var addresses: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var total = 0
        while total < 65536 {
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return .ended }
            total += count
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if let answer = parse(line, addresses: &addresses) { return answer }
            }
        }
        return .ended
    }

    /// The answer a line ends with, or nil when it is an address (added to `addresses`).
    static func parse(_ line: String, addresses: inout [String]) -> ServeAnnouncement? {
        if line == "ready" { return .ready(addresses) }
        if line.hasPrefix("error ") { return .failed(Sanitized.text(String(line.dropFirst("error ".count)))) }
        if line.hasPrefix("address ") { addresses.append(String(line.dropFirst("address ".count))) }
        return nil
    }
}
