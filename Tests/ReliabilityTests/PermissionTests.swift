import Foundation
import TestSupport
import Testing

/// Read-only and unreadable files and folders. File modes do not stop root, so when the suite
/// runs as root these commands run as the unprivileged user 65534 through util-linux `setpriv`.
@Suite("Permissions", .fileModesApply, .timeLimit(.minutes(20)))
struct PermissionTests {
    /// A fixture whose files belong to the unprivileged user, in a folder it may write to.
    private func ownedFixture() throws -> Fixture {
        let fixture = try Fixture("permissions", score: 40)
        try Unprivileged.giveAway(fixture.folder.path)
        try Unprivileged.giveAway(fixture.database)
        return fixture
    }

    @Test("A read-only database file refuses writes, is read, and is untouched")
    func readOnlyFile() throws {
        let fixture = try ownedFixture()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: fixture.database)
        let before = FileSnapshot(fixture.database)
        let outcome = try Unprivileged.run(["player", "score", fixture.playerID, "--by", "1", "--db", fixture.database], in: fixture.folder)
        Refusal.expectRefused(outcome, mentioning: "is read-only")
        #expect(FileSnapshot(fixture.database) == before)
        // Reading needs no write access: the file is opened read-only.
        let listed = try Unprivileged.run(["game", "list", "--db", fixture.database], in: fixture.folder)
        #expect(listed.exitCode == 0, "\(listed)")
        #expect(FileSnapshot(fixture.database) == before)
        #expect(try fixture.score() == "40")
    }

    @Test("A database in a read-only folder is refused and untouched")
    func readOnlyFolder() throws {
        let fixture = try ownedFixture()
        // SQLite must create -wal and -shm files beside the database: the folder must be writable.
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: fixture.folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.folder.path) }
        let before = FileSnapshot(fixture.database)
        let outcome = try Unprivileged.run(["player", "score", fixture.playerID, "--by", "1", "--db", fixture.database],
                                           in: fixture.folder)
        Refusal.expectRefused(outcome, mentioning: "read-only")
        #expect(FileSnapshot(fixture.database) == before)
        let fresh = try Unprivileged.run(["game", "add", "Night", "--db", fixture.folder.file("new.sqlite")], in: fixture.folder)
        Refusal.expectRefused(fresh, mentioning: "read-only")
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.file("new.sqlite")))
    }

    @Test("An unreadable database file is refused and untouched")
    func unreadableFile() throws {
        let fixture = try ownedFixture()
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: fixture.database)
        let before = FileSnapshot(fixture.database)
        let outcome = try Unprivileged.run(["game", "list", "--db", fixture.database], in: fixture.folder)
        Refusal.expectRefused(outcome, mentioning: "cannot be read")
        #expect(FileSnapshot(fixture.database) == before)
    }

    @Test("A backup into a read-only folder is refused and writes nothing")
    func backupIntoReadOnlyFolder() throws {
        let fixture = try ownedFixture()
        let target = try TemporaryFolder("permissions-target")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
        let outcome = try Unprivileged.run(["backup", target.file("copy.sqlite"), "--db", fixture.database], in: fixture.folder)
        Refusal.expectRefused(outcome, mentioning: "read-only")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
    }
}

extension Unprivileged {
    /// Runs `scorekeeper` as the unprivileged user (or as is, when not root).
    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessOutcome {
        let command = withoutRoot([try ScorekeeperBinary.path()] + arguments)
        return try ChildProcess.run(command[0], Array(command.dropFirst()), outputFolder: folder.path)
    }
}

extension Trait where Self == ConditionTrait {
    /// The test needs file modes to stop the program: without a way to run it as another user
    /// (as root without setpriv) it is reported as skipped, saying why.
    static var fileModesApply: Self {
        .enabled(if: Unprivileged.available, "\(Unprivileged.unavailableReason)")
    }
}
