import Foundation
import Testing
import TestSupport

/// A score write touches no disk but the database's own files: the statement journal the sync
/// triggers call for stays in memory. With 16 KB pages it used to pass SQLite's 64 KB and spill to
/// a new file in the temporary folder (created and unlinked at once) on every score change, the
/// interface's `+` included. The real binary runs with `SQLITE_TMPDIR` set to a folder of the
/// test's own, watched with inotify, so a file made there and removed at once still shows.
@Suite struct ScoreWriteTemporaryFileTests {
    @Test func aScoreChangeMakesNoTemporaryFile() throws {
        let directory = try TemporaryFolder()
        let db = directory.file("scores.sqlite")
        let temporary = directory.file("sqlite-temporary")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        let environment = ["SQLITE_TMPDIR": temporary]
        #expect(try CommandRunner.scorekeeper(["game", "add", "Hearts", "--db", db], environment: environment).status == 0)
        #expect(try CommandRunner.scorekeeper(["player", "add", "Hearts", "Ann", "Bo", "Cy", "--db", db],
                                              environment: environment).status == 0)

        let watch = try DirectoryWatch(temporary)
        defer { watch.close() }
        // Each write happened (the new score is printed), and none made a file.
        for (name, change, score) in [("Ann", "5", "5"), ("Bo", "-3", "-3"), ("Ann", "1", "6")] {
            let result = try CommandRunner.scorekeeper(["player", "score", "Hearts", name, "--by=\(change)", "--db", db],
                                                       environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == score)
        }
        let set = try CommandRunner.scorekeeper(["player", "score", "Hearts", "Cy", "--to", "12", "--db", db],
                                                environment: environment)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(watch.createdNames() == [])
    }
}

/// The names created in a folder since the watch began (inotify's IN_CREATE), gone or not.
final class DirectoryWatch {
    /// inotify could not watch the folder.
    struct CannotWatch: Error {
        var path: String
    }

    private let descriptor: Int32

    init(_ path: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0, inotify_add_watch(descriptor, path, UInt32(IN_CREATE)) >= 0 else {
            throw CannotWatch(path: path)
        }
    }

    /// Every name created so far (read without waiting: the commands have ended).
    func createdNames() -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
                names.append(String(decoding: nameBytes, as: UTF8.self))
                offset += header + length
            }
        }
        return names
    }

    func close() { Glibc.close(descriptor) }
}
