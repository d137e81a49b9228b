import Foundation
import GRDB
import ScorekeeperStore

/// The file as the pages see it: a read-only connection (`WatchDatabase`, as the watch opens it),
/// asked every quarter second whether another program committed (`PRAGMA data_version`, as the
/// watch polls), and the scope read again when one did. Each live page listens for the new
/// version; a page that falls behind only ever holds the newest, so a slow phone costs no memory.
actor LiveFile {
    /// How often the file is checked, as the watch checks it (`WatchRunner.pollInterval`).
    static let pollInterval: Duration = .milliseconds(250)

    private let database: WatchDatabase
    let scope: WebScope
    private(set) var content: WebContent
    private(set) var version = 0
    private var listeners: [Int: AsyncStream<Int>.Continuation] = [:]
    /// Numbers the listeners (in memory only: nothing stored).
    private var nextListener = 0
    /// Set when the server stops: a page that connects then gets an ended stream.
    private var isStopped = false

    init(database: WatchDatabase, scope: WebScope) throws {
        self.database = database
        self.scope = scope
        _ = database.hasChanged()
        content = try database.read { db in try WebContent.read(db, scope: scope) }
    }

    /// Reads the scope again if another program committed; returns whether it did. A failed read
    /// (the file replaced, a transient error) keeps what the pages show.
    @discardableResult
    func refreshIfChanged() -> Bool {
        guard database.hasChanged(), let fresh = try? database.read({ db in try WebContent.read(db, scope: scope) }) else {
            return false
        }
        guard fresh != content else { return false }
        content = fresh
        version += 1
        for listener in listeners.values { listener.yield(version) }
        return true
    }

    /// The versions to come, newest only; ends when the page goes or the server stops.
    func listen() -> (id: Int, versions: AsyncStream<Int>) {
        nextListener += 1
        let id = nextListener
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        if isStopped { continuation.finish() } else { listeners[id] = continuation }
        return (id, stream)
    }

    /// Sends a listener the version it has, which its stream reads as "nothing new": a keep-alive.
    func tick(_ id: Int) {
        listeners[id]?.yield(version)
    }

    func stopListening(_ id: Int) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// Ends every live page (the server is stopping).
    func finishAll() {
        isStopped = true
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    var listenerCount: Int { listeners.count }

    /// Polls the file until the task is cancelled.
    func follow() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.pollInterval)
            refreshIfChanged()
        }
        finishAll()
    }
}
