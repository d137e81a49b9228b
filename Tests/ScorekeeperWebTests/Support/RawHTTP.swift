import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection that speaks HTTP/1.1 as the tests write it: any `Host`, any header,
/// half a request, a connection held open; and reads what comes back as it comes.
///
/// Used by one thread at a time: a test hands it to a thread of its own for a read that waits
/// (`offThePool`) and takes it back when that read has ended, hence `@unchecked Sendable`.
final class RawHTTP: @unchecked Sendable {
    let descriptor: Int32
    private(set) var received = Data()

    /// Connects to `host:port` (an IPv4 literal) from `source` (a loopback address such as
    /// 127.0.0.2, so that one test can be two clients); throws when nothing listens there.
    init(host: String = "127.0.0.1", port: Int, source: String? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket: \(errno)") }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, source, &local.sin_addr)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                let code = errno
                close(descriptor)
                throw Failure("bind to \(source): errno \(code)")
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure("connect to \(host):\(port): errno \(code)")
        }
        // Reads wait at most this long each, so a test never hangs on a read.
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Sends bytes; false when the other side has closed.
    @discardableResult
    func send(_ text: String) -> Bool { send(Data(text.utf8)) }

    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// A GET with the given headers (`Host` first, as browsers send it).
    func get(_ path: String, host: String, headers: [String: String] = [:]) {
        var request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        send(request + "\r\n")
    }

    /// Reads what has arrived; returns false once the other side has closed.
    @discardableResult
    func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count > 0 {
            received.append(contentsOf: buffer[0..<count])
            return true
        }
        if count == 0 { return false }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR
    }

    var text: String { String(decoding: received, as: UTF8.self) }

    /// Reads until `condition` holds of what arrived, or the connection closes, or `timeout`
    /// passes; returns whether it held.
    func read(until condition: (String) -> Bool, timeout: Duration = .seconds(30)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if condition(text) { return true }
            if !readAvailable() { return condition(text) }
        }
        return condition(text)
    }

    /// Reads until the other side closes (or `timeout`); returns whether it closed.
    func readToClose(timeout: Duration = .seconds(30)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if !readAvailable() { return true }
        }
        return false
    }

    /// The status code of the first response.
    var status: Int? {
        guard let line = text.split(separator: "\r\n", maxSplits: 1).first else { return nil }
        let parts = line.split(separator: " ")
        return parts.count > 1 ? Int(parts[1]) : nil
    }

    /// A header of the first response (the first of that name, case ignored).
    func header(_ name: String) -> String? {
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        for line in text[..<end.lowerBound].split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name.lowercased() {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// One request on a fresh connection, read to the end of its response (`Connection: close`).
    static func fetch(port: Int, path: String, host: String? = nil, headers: [String: String] = [:],
                      method: String = "GET", body: String? = nil, source: String? = nil) throws -> RawHTTP {
        let connection = try RawHTTP(port: port, source: source)
        var request = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if let body { request += "Content-Length: \(body.utf8.count)\r\n" }
        connection.send(request + "\r\n" + (body ?? ""))
        _ = connection.readToClose()
        return connection
    }
}
