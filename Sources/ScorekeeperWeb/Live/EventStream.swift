import Foundation

/// Server-Sent Events written by hand: `event:`/`data:` lines, one `data:` line for each line of
/// the payload, so that no text in a payload can end an event or start a field of its own.
enum EventStream {
    /// An event named `name` carrying `payload`; any CR, LF or CRLF in it splits a `data:` line.
    static func event(_ name: String, id: Int, payload: String) -> String {
        var text = "event: \(name)\nid: \(id)\n"
        var line = ""
        var previousWasCR = false
        for scalar in payload.unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                text += "data: " + line + "\n"
                line = ""
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return text + "data: " + line + "\n\n"
    }

    /// A comment line: keeps the connection (and any proxy on the way) from thinking it idle.
    static let keepAlive = ": keep-alive\n\n"
    /// How long a live page may go without a byte.
    static let keepAliveInterval: Duration = .seconds(15)
}
