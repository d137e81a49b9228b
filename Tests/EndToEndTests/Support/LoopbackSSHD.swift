import Foundation
import InterfaceTestSupport
import TestSupport

/// A real OpenSSH server on a loopback port, with its own host key, config and authorized keys in
/// a temporary folder: no system service or file is touched. It stands in for the machine that
/// holds the club's file; clients reach it with `ssh -F <clientConfig> -i <key> loop`.
final class LoopbackSSHD {
    static let daemon = "/usr/sbin/sshd"
    /// Whether Debian's openssh-server and the client are installed (the tests skip otherwise).
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: daemon) && FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")
    }

    let folder: String
    let port: Int
    let clientConfig: String
    private let pid: pid_t

    /// One authorized key: the key file's name in `folder` and the `authorized_keys` options.
    struct AuthorizedKey {
        var name: String
        var options: String
    }

    /// Makes the keys, writes the configs and starts `sshd` in the foreground (`-D`), waiting
    /// until it accepts connections.
    init(folder: String, keys: [AuthorizedKey], binFolder: String) throws {
        self.folder = folder
        let user = ProcessInfo.processInfo.environment["USER"] ?? LoopbackSSHD.currentUser()
        try LoopbackSSHD.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", folder + "/host_key"])
        var authorized = ""
        for key in keys {
            try LoopbackSSHD.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", key.name, "-f", folder + "/" + key.name])
            let publicKey = try String(contentsOfFile: folder + "/" + key.name + ".pub", encoding: .utf8)
            authorized += key.options + " " + publicKey
        }
        try authorized.write(toFile: folder + "/authorized_keys", atomically: true, encoding: .utf8)
        // sshd needs its privilege separation folder when started as root.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        var lastError: (any Error)?
        // A random high port; another test or program may hold it, so a few tries.
        for _ in 0..<5 {
            let port = Int.random(in: 20_000...60_000)
            let config = """
                Port \(port)
                ListenAddress 127.0.0.1
                HostKey \(folder)/host_key
                PidFile \(folder)/sshd.pid
                AuthorizedKeysFile \(folder)/authorized_keys
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                PubkeyAuthentication yes
                PermitRootLogin prohibit-password
                AllowUsers \(user)
                UsePAM no
                StrictModes no
                PrintMotd no
                Subsystem sftp internal-sftp
                SetEnv PATH=\(binFolder):/usr/bin:/bin LANG=C.UTF-8 LC_ALL=C.UTF-8

                """
            try config.write(toFile: folder + "/sshd_config", atomically: true, encoding: .utf8)
            let logPath = folder + "/sshd.log"
            try? FileManager.default.removeItem(atPath: logPath)
            let pid = try SpawnedProgram.spawn(LoopbackSSHD.daemon, ["-f", folder + "/sshd_config", "-D", "-e"], outputPath: logPath)
            let listening = { ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").contains("Server listening") }
            // Until it listens, or ends (its port taken, say: then the next one is tried).
            _ = waitUntilBlocking { kill(pid, 0) != 0 || listening() }
            if kill(pid, 0) == 0 && listening() {
                self.port = port
                self.pid = pid
                self.clientConfig = folder + "/ssh_config"
                try """
                    Host loop
                      HostName 127.0.0.1
                      Port \(port)
                      User \(user)
                      IdentitiesOnly yes
                      StrictHostKeyChecking no
                      UserKnownHostsFile /dev/null
                      LogLevel ERROR
                      BatchMode yes

                    """.write(toFile: clientConfig, atomically: true, encoding: .utf8)
                return
            }
            LoopbackSSHD.stop(pid)
            lastError = SSHDFailure(log: (try? String(contentsOfFile: folder + "/sshd.log", encoding: .utf8)) ?? "")
        }
        throw lastError ?? SSHDFailure(log: "")
    }

    deinit { LoopbackSSHD.stop(pid) }

    private static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    /// `ssh` with the client config and one key, as a shell command line (for tmux).
    func sshCommand(key: String, tty: Bool = true, remote: String? = nil) -> String {
        var parts = ["ssh", "-F", Tmux.quote(clientConfig), "-i", Tmux.quote(folder + "/" + key)]
        parts.append(tty ? "-t" : "-T")
        parts.append("loop")
        if let remote { parts.append(Tmux.quote(remote)) }
        return parts.joined(separator: " ")
    }

    /// Runs `ssh` without a terminal and returns its exit status and everything it printed.
    func ssh(key: String, arguments: [String]) throws -> (status: Int32, output: String) {
        try LoopbackSSHD.capture("/usr/bin/ssh", ["-F", clientConfig, "-i", folder + "/" + key] + arguments)
    }

    static func run(_ executable: String, _ arguments: [String]) throws {
        let result = try capture(executable, arguments)
        guard result.status == 0 else { throw SSHDFailure(log: result.output) }
    }

    /// Through `SpawnedProgram.run` (posix_spawn and waitpid, output to a file): Foundation's
    /// Process did not notice its child's exit here. The status is the exit code, or -1 when the
    /// program was killed.
    static func capture(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let (status, output) = try SpawnedProgram.run(executable, arguments)
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : -1, output)
    }

    static func currentUser() -> String {
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return "root" }
        return String(cString: name)
    }
}

/// sshd did not start; its log says why.
struct SSHDFailure: Error, CustomStringConvertible {
    var log: String
    var description: String { "sshd failed: \(log)" }
}
