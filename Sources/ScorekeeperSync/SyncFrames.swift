import Foundation
import ScorekeeperStore

/// The sync protocol's framing: every message is a run of frames, each 1 type byte, a 4-byte
/// big-endian payload length and the payload (at most `maximumPayload` bytes). A message's binary
/// parts (photo bytes) come first as blob frames, then its JSON as JSON frames; the last frame of
/// each part says so by its type. The reader keeps one frame at a time and refuses any frame it
/// cannot read before anything is decoded, let alone applied.
public enum SyncFrames {
    /// Kinds of frames. `…More` frames are followed by more of the same part.
    public enum Kind: UInt8, Sendable {
        case jsonMore = 1
        case jsonEnd = 2
        case blobMore = 3
        case blobEnd = 4
    }

    /// The first line a client sends, once: a server that does not speak frames (an older
    /// Scorekeeper reads JSON lines) answers it with an error line instead of waiting forever for
    /// a newline, and a server that does names what it got instead.
    public static let greeting = Array("scorekeeper sync frames \(version)\n".utf8)
    /// The version of the protocol the greeting names: 3 since requests and answers are tagged by
    /// their `operation` and people have a digest map of their own; 4 since games carry their
    /// table (seats, the turn, the clock and the table's rules) and players their clocks.
    public static let version = 4

    public static let headerSize = 5
    /// The largest payload of one frame.
    public static let maximumPayload = 1 << 20
    /// The largest JSON part of one message (rows of the games that differ).
    public static let maximumJSON = 256 << 20
    /// The largest blob (a photo is at most 50 MB; a thumbnail is smaller).
    public static let maximumBlob = 64 << 20
    /// The most blob bytes one message may carry (a photo and its thumbnail).
    public static let maximumBlobBytes = 128 << 20
    /// The most blobs one message may carry.
    public static let maximumBlobs = 16

    /// A frame's header.
    static func header(_ kind: Kind, length: Int) -> [UInt8] {
        [kind.rawValue, UInt8(truncatingIfNeeded: length >> 24), UInt8(truncatingIfNeeded: length >> 16),
         UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length)]
    }
}

/// Why a sync message could not be read: one line, for the person running the sync.
public struct SyncWireError: Error, Equatable, CustomStringConvertible, LocalizedError {
    public var description: String
    /// For a greeting of an older version of the frames: that version (the server answers it in
    /// frames that version reads).
    public var olderFrames: Int?
    public init(_ description: String, olderFrames: Int? = nil) {
        self.description = description
        self.olderFrames = olderFrames
    }
    public var errorDescription: String? { description }
}

/// Where frames are written: a file descriptor (a pipe to `ssh`, standard output) or memory.
public protocol SyncByteSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// `write`, giving up with `SyncDeadlinePassed` at `deadline` (nil: never).
    func write(_ bytes: UnsafeRawBufferPointer, before deadline: ContinuousClock.Instant?) throws
}

/// Where frames are read from; `read` returns 0 at the end of the stream.
public protocol SyncByteSource: AnyObject {
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// `read`, giving up with `SyncDeadlinePassed` at `deadline` (nil: never).
    func read(into buffer: UnsafeMutableRawBufferPointer, before deadline: ContinuousClock.Instant?) throws -> Int
}

// Memory never makes anyone wait: deadlines are for descriptors.
extension SyncByteSink {
    public func write(_ bytes: UnsafeRawBufferPointer, before deadline: ContinuousClock.Instant?) throws { try write(bytes) }
}

extension SyncByteSource {
    public func read(into buffer: UnsafeMutableRawBufferPointer, before deadline: ContinuousClock.Instant?) throws -> Int {
        try read(into: buffer)
    }
}

/// A file descriptor read and written with the system calls (no buffering of our own). With a
/// deadline, each call first waits with `poll` until the descriptor is ready, so a silent peer
/// costs a timeout, not the process; a pipe or socket is then made non-blocking, since a blocking
/// write of a whole frame can stall after `poll` said there was room for some of it.
public final class SyncFileStream: SyncByteSink, SyncByteSource {
    public let descriptor: Int32
    private var nonBlocking = false
    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ bytes: UnsafeRawBufferPointer) throws { try write(bytes, before: nil) }

    public func write(_ bytes: UnsafeRawBufferPointer, before deadline: ContinuousClock.Instant?) throws {
        if deadline != nil { makeNonBlocking() }
        var offset = 0
        while offset < bytes.count {
            if let deadline { try waitForDescriptor(descriptor, events: Int16(POLLOUT), until: deadline) }
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { if deadline == nil { waitForever(Int16(POLLOUT)) }; continue }
                throw SyncWireError("The connection closed before the sync finished; nothing was lost, run it again.")
            }
            offset += written
        }
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int { try read(into: buffer, before: nil) }

    public func read(into buffer: UnsafeMutableRawBufferPointer, before deadline: ContinuousClock.Instant?) throws -> Int {
        while true {
            if let deadline { try waitForDescriptor(descriptor, events: Int16(POLLIN), until: deadline) }
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            // Standard input and output can be one socket, made non-blocking for writes.
            if errno == EAGAIN { if deadline == nil { waitForever(Int16(POLLIN)) }; continue }
            throw SyncWireError("Cannot read from the other side: \(String(cString: strerror(errno))).")
        }
    }

    private func waitForever(_ events: Int16) {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&entry, 1, -1)
    }

    /// Only a pipe or socket, which no terminal shares: a terminal left non-blocking would
    /// break the shell it belongs to.
    private func makeNonBlocking() {
        guard !nonBlocking else { return }
        nonBlocking = true
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFIFO || kind == S_IFSOCK else { return }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }
}

/// Bytes written here are read back in order: the local peer's wire, so a sync between two
/// files runs through the same frames as one over `ssh`. Read bytes are dropped as they go.
public final class SyncMemoryPipe: SyncByteSink, SyncByteSource {
    private var buffer: [UInt8] = []
    private var offset = 0

    public init() {}
    public convenience init(_ bytes: Data) {
        self.init()
        buffer = Array(bytes)
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        if offset == buffer.count { buffer.removeAll(keepingCapacity: false); offset = 0 }
        buffer.append(contentsOf: bytes)
    }

    public func read(into target: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(target.count, buffer.count - offset)
        guard count > 0 else { return 0 }
        buffer.withUnsafeBytes { source in
            target.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        if offset == buffer.count { buffer.removeAll(keepingCapacity: false); offset = 0 }
        return count
    }
}

/// Writes messages as frames and counts the bytes; with a timer, each frame must be taken
/// whole by the other side within the frame deadline.
public final class SyncFrameWriter {
    let sink: SyncByteSink
    let timer: SyncTimer?
    /// The other side as errors name it.
    let peer: String
    public private(set) var bytesWritten = 0

    public init(_ sink: SyncByteSink, timer: SyncTimer? = nil, peer: String = "The other side") {
        self.sink = sink
        self.timer = timer
        self.peer = peer
    }

    /// The client's greeting, once, before its first request.
    public func greet() throws {
        try timed { deadline in try SyncFrames.greeting.withUnsafeBytes { try sink.write($0, before: deadline) } }
        bytesWritten += SyncFrames.greeting.count
    }

    /// One frame.
    func frame(_ kind: SyncFrames.Kind, _ payload: UnsafeRawBufferPointer) throws {
        precondition(payload.count <= SyncFrames.maximumPayload)
        try timed { deadline in
            try SyncFrames.header(kind, length: payload.count).withUnsafeBytes { try sink.write($0, before: deadline) }
            if payload.count > 0 { try sink.write(payload, before: deadline) }
        }
        bytesWritten += SyncFrames.headerSize + payload.count
    }

    /// Runs `body` with the deadline of one frame, and words the error if it passes.
    private func timed(_ body: (ContinuousClock.Instant?) throws -> Void) throws {
        let deadline = timer?.frameDeadline()
        do {
            try body(deadline)
        } catch is SyncDeadlinePassed {
            throw timer!.error(peer: peer, reading: false, partial: false)
        }
    }

    /// `bytes` as frames of `more` kind and a last one of `end` kind (an empty part is one empty
    /// last frame).
    func part(_ bytes: Data, more: SyncFrames.Kind, end: SyncFrames.Kind) throws {
        try bytes.withUnsafeBytes { all in
            var offset = 0
            repeat {
                let count = min(SyncFrames.maximumPayload, all.count - offset)
                let last = offset + count == all.count
                try frame(last ? end : more, UnsafeRawBufferPointer(rebasing: all[offset..<(offset + count)]))
                offset += count
            } while offset < all.count
        }
    }

    /// A message: its `Data` values (photo bytes) as blobs, then the rest as JSON that refers to
    /// each blob by its number.
    public func write<T: Encodable>(_ value: T) throws {
        let blobs = BlobList()
        let encoder = JSONEncoder()
        encoder.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(blobs.items.count)
            blobs.items.append(data)
        }
        let json = try encoder.encode(value)
        for blob in blobs.items { try part(blob, more: .blobMore, end: .blobEnd) }
        try part(json, more: .jsonMore, end: .jsonEnd)
    }
}

/// The blobs of one message, filled while it is encoded or read.
final class BlobList: @unchecked Sendable {
    var items: [Data] = []
    var used: [Bool] = []
}

/// Reads messages frame by frame: the header first, then exactly its payload, checked against
/// the limits before a byte of it is kept.
public final class SyncFrameReader {
    let source: SyncByteSource
    public private(set) var bytesRead = 0
    /// What the messages are called in errors ("the other side", "the request").
    let peer: String
    /// With a timer, each frame (header and payload, not each read) must arrive whole within the
    /// frame deadline from when it is expected: a byte now and then does not keep a sync alive.
    let timer: SyncTimer?
    /// The deadline of the frame being read.
    private var deadline: ContinuousClock.Instant?
    /// Bytes of the frame being read so far (to tell silence from a trickle).
    private var frameBytes = 0

    public init(_ source: SyncByteSource, peer: String = "The other side", timer: SyncTimer? = nil) {
        self.source = source
        self.peer = peer
        self.timer = timer
    }

    /// Reads into `buffer` before the current frame's deadline, counting what came.
    private func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        do {
            let count = try source.read(into: buffer, before: deadline)
            frameBytes += count
            return count
        } catch is SyncDeadlinePassed {
            throw timer!.error(peer: peer, reading: true, partial: frameBytes > 0)
        }
    }

    /// Starts the clock of the next frame.
    private func expectFrame() {
        deadline = timer?.frameDeadline()
        frameBytes = 0
    }

    /// Fills `buffer` completely; false when the stream ended before its first byte.
    private func readExactly(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[offset...]))
            if count == 0 {
                if offset == 0 { return false }
                throw SyncWireError("\(peer) stopped in the middle of a message (truncated).")
            }
            offset += count
        }
        bytesRead += buffer.count
        return true
    }

    /// Reads the client's greeting, a byte at a time up to its newline (an older client's JSON
    /// line ends sooner, and must not be waited past); false when the stream ended first.
    public func greeting() throws -> Bool {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        expectFrame()
        while line.count < SyncFrames.greeting.count {
            let count = try withUnsafeMutableBytes(of: &byte) { try read(into: $0) }
            if count == 0 {
                if line.isEmpty { return false }
                break
            }
            bytesRead += 1
            line.append(byte)
            if byte == 0x0A { break }
        }
        guard line == SyncFrames.greeting else {
            if line.first == UInt8(ascii: "{") {
                throw SyncWireError("\(peer) runs an older Scorekeeper (its sync speaks JSON lines); update it to sync.")
            }
            let prefix = Array("scorekeeper sync frames ".utf8)
            if line.starts(with: prefix), line.last == 0x0A,
               let version = Int(String(decoding: line.dropFirst(prefix.count).dropLast(), as: UTF8.self)),
               (2..<SyncFrames.version).contains(version) {
                throw SyncWireError("\(peer) runs an older Scorekeeper (sync protocol \(version), this one speaks \(SyncFrames.version)); update it to sync.",
                                    olderFrames: version)
            }
            if line.starts(with: prefix) {
                throw SyncWireError("\(peer) speaks another version of the sync protocol (\(Sanitized.text(String(decoding: line, as: UTF8.self)))); run the same Scorekeeper on both sides.")
            }
            throw SyncWireError("\(peer) did not start a sync conversation.")
        }
        return true
    }

    /// The next frame, or nil at the end of the stream (between frames).
    func frame() throws -> (kind: SyncFrames.Kind, payload: Data)? {
        expectFrame()
        var header = [UInt8](repeating: 0, count: SyncFrames.headerSize)
        guard try header.withUnsafeMutableBytes({ try readExactly($0) }) else { return nil }
        guard let kind = SyncFrames.Kind(rawValue: header[0]) else {
            if header[0] == UInt8(ascii: "{") {
                throw SyncWireError("\(peer) answered in JSON lines: it runs an older Scorekeeper; update it to sync.")
            }
            throw SyncWireError("\(peer) sent something that is not a sync message (frame type \(header[0])).")
        }
        let length = Int(header[1]) << 24 | Int(header[2]) << 16 | Int(header[3]) << 8 | Int(header[4])
        guard length <= SyncFrames.maximumPayload else {
            throw SyncWireError("\(peer) sent a frame of \(length) bytes; at most \(SyncFrames.maximumPayload) are allowed.")
        }
        var payload = Data(count: length)
        if length > 0 {
            guard try payload.withUnsafeMutableBytes({ try readExactly($0) }) else {
                throw SyncWireError("\(peer) stopped in the middle of a message (truncated).")
            }
        }
        return (kind, payload)
    }

    /// The next message, or nil when the stream ended cleanly before it.
    public func read<T: Decodable>(_ type: T.Type) throws -> T? {
        let blobs = BlobList()
        var blob: Data?
        var blobBytes = 0
        var json = Data()
        var started = false
        while true {
            guard let (kind, payload) = try frame() else {
                if started { throw SyncWireError("\(peer) stopped in the middle of a message (truncated).") }
                return nil
            }
            started = true
            switch kind {
            case .blobMore, .blobEnd:
                guard json.isEmpty else { throw SyncWireError("\(peer) sent photo bytes inside a message's text.") }
                // Taken out of `blob` first, so appending does not copy what came before.
                var current = blob ?? Data()
                blob = nil
                blobBytes += payload.count
                guard current.count + payload.count <= SyncFrames.maximumBlob, blobBytes <= SyncFrames.maximumBlobBytes else {
                    throw SyncWireError("\(peer) sent a photo larger than \(SyncFrames.maximumBlob >> 20) MB.")
                }
                current.append(payload)
                if kind == .blobEnd {
                    guard blobs.items.count < SyncFrames.maximumBlobs else {
                        throw SyncWireError("\(peer) sent more than \(SyncFrames.maximumBlobs) photos in one message.")
                    }
                    blobs.items.append(current)
                    blob = nil
                } else {
                    blob = current
                }
            case .jsonMore, .jsonEnd:
                guard blob == nil else { throw SyncWireError("\(peer) did not finish a photo it started.") }
                guard json.count + payload.count <= SyncFrames.maximumJSON else {
                    throw SyncWireError("\(peer) sent a message larger than \(SyncFrames.maximumJSON >> 20) MB.")
                }
                json.append(payload)
                if kind == .jsonEnd { return try decode(type, json: json, blobs: blobs) }
            }
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, json: Data, blobs: BlobList) throws -> T {
        // Checked in place: a String made only to check it would copy up to 256 MB again.
        let isUTF8 = json.withUnsafeBytes { raw in (try? UTF8Span(validating: raw.bindMemory(to: UInt8.self).span)) != nil }
        guard isUTF8 else {
            throw SyncWireError("\(peer) sent a message that is not UTF-8 text.")
        }
        blobs.used = Array(repeating: false, count: blobs.items.count)
        let decoder = JSONDecoder()
        decoder.dataDecodingStrategy = .custom { decoder in
            let index = try decoder.singleValueContainer().decode(Int.self)
            guard blobs.items.indices.contains(index), !blobs.used[index] else {
                throw SyncWireError("refers to photo bytes it did not send")
            }
            blobs.used[index] = true
            return blobs.items[index]
        }
        let value: T
        do {
            value = try decoder.decode(type, from: json)
        } catch let error as SyncWireError {
            throw SyncWireError("\(peer) sent a message that \(error.description).")
        } catch {
            throw SyncWireError("\(peer) sent a message that is not a sync \(T.self == SyncRequest.self ? "request" : "answer").")
        }
        guard !blobs.used.contains(false) else { throw SyncWireError("\(peer) sent photo bytes that no message uses.") }
        return value
    }
}
