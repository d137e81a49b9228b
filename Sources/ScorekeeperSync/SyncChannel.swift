import Foundation
import ScorekeeperStore

/// Both ends of one sync conversation over frames (`SyncFrames`): the server answers one request
/// at a time, the client sends one and reads its answer. Everything read is checked
/// (`SyncValidation`) before it is handed on, on both ends; a message that fails ends the
/// conversation with one line, and nothing of it is applied.
public enum SyncChannel {
    /// Reads one request, answers it and returns the answer; nil when the client closed the
    /// stream between requests. A broken or refused request is answered with the error, then
    /// thrown.
    @discardableResult
    public static func answerOne(_ database: AppDatabase, reader: SyncFrameReader, writer: SyncFrameWriter) throws -> SyncResponse? {
        let request: SyncRequest
        do {
            guard let read = try reader.read(SyncRequest.self) else { return nil }
            try SyncValidation.check(read)
            request = read
        } catch let error as SyncWireError {
            try? writer.write(SyncResponse.failed(error.description))
            throw ScorekeeperError.other(error.description)
        }
        let response = database.handleSync(request)
        do {
            try writer.write(response)
        } catch let error as SyncWireError {
            throw ScorekeeperError.other(error.description)
        }
        return response
    }

    /// Reads the client's greeting; false when the stream ended before it. A client that does
    /// not greet (an older Scorekeeper's JSON line) gets the error as a JSON line it can show; a
    /// client of an older version of the frames gets it as an answer in frames, which it reads as
    /// the other side's error (its answers were objects of optional fields, `error` among them).
    public static func acceptGreeting(reader: SyncFrameReader, sink: SyncByteSink) throws -> Bool {
        do {
            return try reader.greeting()
        } catch let error as SyncWireError {
            if let version = error.olderFrames {
                let writer = SyncFrameWriter(sink, timer: reader.timer, peer: reader.peer)
                try? writer.write(SyncResponse.failed("The other side runs a newer Scorekeeper (sync protocol \(SyncFrames.version), this one speaks \(version)); update this one to sync."))
            } else {
                let answer = #"{"error":"The other side runs a newer Scorekeeper (its sync speaks frames); update this one to sync."}"# + "\n"
                try? Array(answer.utf8).withUnsafeBytes { try sink.write($0, before: reader.timer?.frameDeadline()) }
            }
            throw ScorekeeperError.other(error.description)
        }
    }

    /// Answers requests until the client closes the stream (`scorekeeper sync-serve`), within
    /// the reader's deadlines (`timer`, for the answers too). A request this side could not
    /// answer (its error was the answer) ends it with that error: the client stops there too,
    /// and a server that went on would report success for a sync that failed.
    public static func serve(_ database: AppDatabase, reader: SyncFrameReader, sink: SyncByteSink) throws {
        guard try acceptGreeting(reader: reader, sink: sink) else { return }
        let writer = SyncFrameWriter(sink, timer: reader.timer, peer: reader.peer)
        while let response = try answerOne(database, reader: reader, writer: writer) {
            if case let .failed(error) = response { throw ScorekeeperError.other(Sanitized.text(String(error.prefix(500)))) }
        }
    }

    /// Sends one request and reads its answer, checked.
    public static func exchange(_ request: SyncRequest, writer: SyncFrameWriter, reader: SyncFrameReader) throws -> SyncResponse {
        do {
            try writer.write(request)
        } catch let error as SyncWireError {
            throw ScorekeeperError.other(error.description)
        }
        return try exchangeAnswer(reader: reader)
    }

    /// Reads the answer to the request just sent, checked.
    public static func exchangeAnswer(reader: SyncFrameReader) throws -> SyncResponse {
        do {
            guard var response = try reader.read(SyncResponse.self) else {
                throw SyncWireError("The connection closed before the sync finished; nothing was lost, run it again.")
            }
            // The other side's own error is shown, never obeyed: one line, no control characters.
            if case let .failed(error) = response {
                response = .failed(Sanitized.text(String(error.prefix(500))))
            }
            try SyncValidation.check(response)
            return response
        } catch let error as SyncWireError {
            throw ScorekeeperError.other(error.description)
        }
    }
}
