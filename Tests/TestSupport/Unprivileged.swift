import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Running a program as the unprivileged user 65534, so file modes apply even when the tests run
/// as root (root reads and writes through them): the one way the tests switch users, through
/// util-linux `setpriv`.
public enum Unprivileged {
    public static let setpriv = "/usr/bin/setpriv"
    public static let user: UInt32 = 65534

    public static var isRoot: Bool { getuid() == 0 }

    /// True when modes can be tested: as a normal user directly, as root through setpriv.
    public static var available: Bool { !isRoot || FileManager.default.isExecutableFile(atPath: setpriv) }

    /// Why modes cannot be tested here, for a suite's `.enabled(if: Unprivileged.available, ...)`.
    public static let unavailableReason =
        "running as root without \(setpriv) (util-linux): file modes cannot be tested, root ignores them"

    /// The command line (program first) that runs `command` as `user` through setpriv, with no
    /// supplementary groups. Only root may switch.
    public static func command(_ command: [String], as user: UInt32 = user) -> [String] {
        [setpriv, "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--"] + command
    }

    /// The command line that runs `command` with no more rights than a normal user: through
    /// setpriv as `user` when the tests run as root, as it is otherwise.
    public static func withoutRoot(_ command: [String]) -> [String] {
        isRoot ? Self.command(command) : command
    }

    /// Makes the unprivileged user the owner of `path` (nothing to do when not root).
    public static func giveAway(_ path: String) throws {
        guard isRoot else { return }
        guard chown(path, user, user) == 0 else {
            throw ChildProcessError(description: "chown \(path): \(String(cString: strerror(errno)))")
        }
    }
}
