import Foundation
import TestSupport
import Testing

/// Files that are not photos, or are photos under awkward names, given to `photo attach`; and
/// `photo export` / `photo show` where they cannot work. A refusal is one line on stderr and exit
/// code 1, leaves the database row for row as it was, and comes back promptly: a command still
/// running after `promptly` is killed and the test fails (a FIFO or /dev/zero must not block it).
@Suite("Hostile photo files", .timeLimit(.minutes(20)))
struct HostilePhotoFileTests {
    /// Far beyond what any of these commands needs: only a hung command reaches it.
    static let promptly: Duration = .seconds(20)

    /// A file to refuse: how to make it (returns its path, as bytes) and what the message says.
    struct Refused: Sendable, CustomTestStringConvertible {
        var label: String
        var mention: String
        var make: @Sendable (TemporaryFolder) throws -> [UInt8]
        var testDescription: String { label }
    }

    static let refused: [Refused] = [
        Refused(label: "missing", mention: "No file at '") { folder in
            path(folder, "missing.jpg")
        },
        Refused(label: "a directory", mention: "is a folder, not a photo") { folder in
            try FileManager.default.createDirectory(atPath: folder.file("album.jpg"), withIntermediateDirectories: false)
            return path(folder, "album.jpg")
        },
        Refused(label: "empty", mention: "is empty") { folder in
            try write(Data(), folder, "empty.jpg")
        },
        Refused(label: "truncated JPEG", mention: "is a damaged or truncated JPEG image") { folder in
            let whole = try SamplePhotos.writeJPEG(to: folder.file("whole.jpg"), width: 640, height: 480, seed: 7)
            return try write(whole.prefix(whole.count / 2), folder, "truncated.jpg")
        },
        // The shape a copy or download cut short leaves when the file's length was set first
        // (preallocation, or a crash before the data reached the disk): the tail is zeros.
        Refused(label: "JPEG cut short, zero-filled to its length", mention: "is a damaged or truncated JPEG image") { folder in
            let whole = try SamplePhotos.writeJPEG(to: folder.file("whole.jpg"), width: 640, height: 480, seed: 8)
            return try write(whole.prefix(whole.count * 3 / 4) + Data(count: whole.count - whole.count * 3 / 4), folder, "zero-tail.jpg")
        },
        Refused(label: "text named .jpg", mention: "is not an image Scorekeeper can read") { folder in
            try write(Data("Blob 40, Blob Sr 100, Blob Jr 67\n".utf8), folder, "scores.jpg")
        },
        Refused(label: "200 MB (sparse)", mention: "is too large (200.0 MB)") { folder in
            let name = path(folder, "huge.jpg")
            let descriptor = name.withCPath { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            guard descriptor >= 0 else { throw FileError.failed("open huge.jpg") }
            defer { close(descriptor) }
            guard ftruncate(descriptor, 200 * 1024 * 1024) == 0 else { throw FileError.failed("ftruncate") }
            return name
        },
        Refused(label: "FIFO with no writer", mention: "is a named pipe (FIFO), not a photo") { folder in
            let name = path(folder, "pipe.jpg")
            guard name.withCPath({ mkfifo($0, 0o644) }) == 0 else { throw FileError.failed("mkfifo") }
            return name
        },
        Refused(label: "/dev/zero", mention: "'/dev/zero' is a device, not a photo") { _ in
            Array("/dev/zero".utf8)
        },
        Refused(label: "symlink loop", mention: "is a loop of symbolic links") { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.file("a.jpg"), withDestinationPath: folder.file("b.jpg"))
            try FileManager.default.createSymbolicLink(atPath: folder.file("b.jpg"), withDestinationPath: folder.file("a.jpg"))
            return path(folder, "a.jpg")
        },
        // Awkward names on refused files: the name is shown, escaped, on the one line.
        Refused(label: "text named with a newline", mention: "/bad\\nname.jpg' is not an image") { folder in
            try write(Data("not a photo".utf8), folder, "bad\nname.jpg")
        },
        Refused(label: "missing, named with an escape sequence", mention: "/\\e]0;pwned\\u{7}.jpg'") { folder in
            path(folder, "\u{1B}]0;pwned\u{07}.jpg")
        },
        Refused(label: "text named in Latin-1", mention: "/caf\\xe9 menu.jpg' is not an image") { folder in
            try write(Data("not a photo".utf8), folder, Array("caf".utf8) + [0xE9] + Array(" menu.jpg".utf8))
        },
    ]

    @Test("Refused photo files: one line, exit 1, the database unchanged", arguments: refused)
    func refusedFile(_ input: Refused) throws {
        let fixture = try Fixture("hostile-photo")
        let file = try input.make(fixture.folder)
        let before = try fixture.dump()
        let outcome = try Self.run(["photo", "attach", fixture.playerID], file, fixture: fixture)
        Refusal.expectRefused(outcome, mentioning: input.mention)
        #expect(try fixture.dump() == before)
    }

    /// A valid photo under an awkward name, which must be attached.
    struct Accepted: Sendable, CustomTestStringConvertible {
        var label: String
        var name: [UInt8]
        var testDescription: String { label }
    }

    static let accepted: [Accepted] = [
        Accepted(label: "spaces", name: Array(" Blob at the  beach .jpg".utf8)),
        Accepted(label: "newline", name: Array("Blob\nJr.jpg".utf8)),
        // Latin-1 "é", which is not valid UTF-8 and cannot be held in a Swift string.
        Accepted(label: "not UTF-8", name: Array("caf".utf8) + [0xE9] + Array(".jpg".utf8)),
    ]

    @Test("Photos under names with spaces, newlines or non-UTF-8 bytes are attached exactly", arguments: accepted)
    func acceptedName(_ input: Accepted) throws {
        let fixture = try Fixture("hostile-photo")
        let photo = try SamplePhotos.writeJPEG(to: fixture.folder.file("source.jpg"), width: 640, height: 480, seed: 11)
        let file = try Self.write(photo, fixture.folder, input.name)
        let outcome = try Self.run(["photo", "attach", fixture.playerID], file, fixture: fixture)
        #expect(outcome.exitCode == 0 && outcome.standardError.isEmpty && outcome.standardOutput.hasPrefix("Attached the photo to "),
                "\(outcome)")
        #expect(try storedPhoto(fixture) == photo)
    }

    @Test("An unreadable photo file is refused", .fileModesApply)
    func unreadableFile() throws {
        // The database belongs to the unprivileged user, the photo to root with mode 000.
        let fixture = try Fixture("hostile-photo")
        try Unprivileged.giveAway(fixture.folder.path)
        try Unprivileged.giveAway(fixture.database)
        let file = fixture.folder.file("private.jpg")
        try SamplePhotos.writeJPEG(to: file, width: 320, height: 240, seed: 3)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
        let before = try fixture.dump()
        let outcome = try Unprivileged.run(["photo", "attach", fixture.playerID, file, "--db", fixture.database], in: fixture.folder)
        Refusal.expectRefused(outcome, mentioning: "private.jpg' cannot be read (permission denied)")
        #expect(try fixture.dump() == before)
    }

    @Test("Exporting into a folder that does not exist, or onto a folder, is refused")
    func exportNowhere() throws {
        let fixture = try Fixture("hostile-photo")
        try attachSample(fixture)
        let before = try fixture.dump()
        let missing = try fixture.run(["photo", "export", fixture.playerID, fixture.folder.file("no such folder/out.jpg")])
        Refusal.expectRefused(missing, mentioning: "its folder does not exist")
        let folder = try fixture.run(["photo", "export", fixture.playerID, fixture.folder.path, "--force"])
        Refusal.expectRefused(folder, mentioning: "is a folder")
        #expect(try fixture.dump() == before)
        #expect(try leftovers(fixture.folder.path) == [])
    }

    @Test("Exporting over a named pipe, or a link to a device or a folder, is refused even with --force")
    func exportOverSpecialFiles() throws {
        // The same as `photo export P /dev/null --force` run as root, without touching /dev:
        // a rename would put a regular file in place of the pipe, the device or the link.
        let fixture = try Fixture("hostile-photo")
        try attachSample(fixture)
        let pipe = fixture.folder.file("pipe.jpg")
        try #require(mkfifo(pipe, 0o644) == 0)
        let device = fixture.folder.file("null.jpg")
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        let album = fixture.folder.file("album")
        try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: false)
        let folderLink = fixture.folder.file("album-link")
        try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: album)
        let before = try fixture.dump()

        for (target, mention) in [(pipe, "is a named pipe (FIFO), not a file"), (device, "is a device, not a file"),
                                  (folderLink, "is a folder")] {
            for force in [[], ["--force"]] {
                let outcome = try fixture.run(["photo", "export", fixture.playerID, target] + force)
                Refusal.expectRefused(outcome, mentioning: mention)
            }
        }
        var status = stat()
        #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: device) == "/dev/null")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folderLink) == album)
        #expect(try leftovers(fixture.folder.path) == [])
        #expect(try fixture.dump() == before)
    }

    @Test("Exporting into a read-only folder is refused and writes nothing",
          .fileModesApply)
    func exportReadOnly() throws {
        let fixture = try Fixture("hostile-photo")
        try attachSample(fixture)
        try Unprivileged.giveAway(fixture.folder.path)
        try Unprivileged.giveAway(fixture.database)
        let target = try TemporaryFolder("hostile-photo-target")
        let before = try fixture.dump()
        let outcome = try Unprivileged.run(["photo", "export", fixture.playerID, target.file("out.jpg"), "--db", fixture.database],
                                           in: fixture.folder)
        Refusal.expectRefused(outcome, mentioning: "out.jpg' (permission denied)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
        #expect(try fixture.dump() == before)
    }

    @Test("Showing or exporting the photo of a player without one is refused")
    func noPhoto() throws {
        let fixture = try Fixture("hostile-photo")
        let before = try fixture.dump()
        Refusal.expectRefused(try fixture.run(["photo", "show", fixture.playerID]), mentioning: "Blob has no photo.")
        Refusal.expectRefused(try fixture.run(["photo", "export", fixture.playerID, fixture.folder.file("out.jpg")]),
                              mentioning: "Blob has no photo.")
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("out.jpg")))
        #expect(try fixture.dump() == before)
    }

    // MARK: - Helpers

    /// Runs `scorekeeper` with `arguments`, then the path `file` (any bytes), on the fixture.
    private static func run(_ arguments: [String], _ file: [UInt8], fixture: Fixture) throws -> ProcessOutcome {
        let raw = arguments.map { Array($0.utf8) } + [file] + [Array("--db".utf8), Array(fixture.database.utf8)]
        return try ChildProcess.run(try ScorekeeperBinary.path(), rawArguments: raw, outputFolder: fixture.folder.path,
                                    timeout: promptly)
    }

    /// The stored photo of the fixture's player, written out by the sqlite3 shell.
    private func storedPhoto(_ fixture: Fixture) throws -> Data? {
        let out = fixture.folder.file("stored.out")
        _ = try SQLiteShell.run(fixture.database,
                                "SELECT writefile('\(out)', imageData) FROM playerAssets WHERE playerID = '\(fixture.playerID)'",
                                in: fixture.folder)
        defer { try? FileManager.default.removeItem(atPath: out) }
        return FileManager.default.contents(atPath: out)
    }

    private func attachSample(_ fixture: Fixture) throws {
        let file = fixture.folder.file("sample.jpg")
        try SamplePhotos.writeJPEG(to: file, width: 320, height: 240, seed: 5)
        let attached = try fixture.run(["photo", "attach", fixture.playerID, file])
        try #require(attached.exitCode == 0, "\(attached)")
    }

    /// Temporary files an export might have left behind.
    private func leftovers(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".scorekeeper-") }
    }

    /// The path of `name` (text or bytes) inside `folder`, as bytes.
    private static func path(_ folder: TemporaryFolder, _ name: String) -> [UInt8] {
        path(folder, Array(name.utf8))
    }

    private static func path(_ folder: TemporaryFolder, _ name: [UInt8]) -> [UInt8] {
        Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
    }

    /// Writes `data` under `name` (any bytes but "/" and NUL) and returns the path as bytes.
    private static func write(_ data: Data, _ folder: TemporaryFolder, _ name: String) throws -> [UInt8] {
        try write(data, folder, Array(name.utf8))
    }

    private static func write(_ data: Data, _ folder: TemporaryFolder, _ name: [UInt8]) throws -> [UInt8] {
        let file = path(folder, name)
        let descriptor = file.withCPath { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { throw FileError.failed("open \(name)") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer in buffer.isEmpty ? 0 : Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
        guard written == data.count else { throw FileError.failed("write \(name)") }
        return file
    }

    /// Making a test file failed.
    enum FileError: Error {
        case failed(String)
    }
}

extension Array where Element == UInt8 {
    /// Calls `body` with these bytes as a NUL-terminated C path.
    fileprivate func withCPath<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (self + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
