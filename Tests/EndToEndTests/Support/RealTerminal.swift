import Foundation
import TestSupport

/// Real terminal emulators (xterm, kitty) on a private X server (Xvfb), driven with xdotool and
/// photographed with ImageMagick, to see what a person would see.
enum RealTerminal {
    /// The path of a program on PATH, or nil.
    static func which(_ name: String) -> String? { SpawnedProgram.path(of: name) }

    /// Why the X server tests cannot run here, or nil when they can.
    static func missing(_ emulator: String) -> String? {
        let needed = ["Xvfb", emulator, "xdotool", "import", "convert", "compare"]
        let absent = needed.filter { which($0) == nil }
        return absent.isEmpty ? nil
            : "skipped: \(absent.joined(separator: ", ")) not installed (apt-get install xvfb \(emulator) xdotool imagemagick)"
    }

    /// Ends a process and waits for it (a few seconds at most: `waitUntilExit` can hang here).
    static func stop(_ process: Process, signal: Int32 = SIGTERM) {
        let pid = process.processIdentifier
        guard pid > 0, !hasEnded(pid) else { return }
        kill(pid, signal)
        if !waitUntilBlocking(timeout: .seconds(5), { hasEnded(pid) }) { kill(pid, SIGKILL) }
    }

    /// Whether a child has ended: gone, or a zombie waiting to be reaped (`Process.isRunning`
    /// only changes when Foundation reaps it, which may never happen on this thread).
    static func hasEnded(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return true
        }
        return stat.contains(") Z ")
    }

    /// Runs a helper program; returns its output (stdout then stderr).
    @discardableResult
    static func run(_ name: String, _ arguments: [String], display: String? = nil) throws -> String {
        // ImageMagick's OpenMP threads spin while they wait for each other: on a machine whose
        // cores are all busy (the whole suite runs at once) one image then takes minutes. One
        // thread makes it as fast as it is alone. The bound is for a tool that hangs.
        var environment = ["MAGICK_THREAD_LIMIT": "1", "OMP_NUM_THREADS": "1"]
        if let display { environment["DISPLAY"] = display }
        let result = try CommandRunner.run(which(name) ?? name, arguments, environment: environment, timeout: 120)
        return result.stdout + result.stderr
    }
}

/// A private X server, stopped when the value goes away.
final class VirtualDisplay {
    let name: String
    /// Display numbers this process has started servers on. Only the serialized real-terminal
    /// suite makes displays, one at a time.
    nonisolated(unsafe) private static var used: Set<Int> = []
    private let process: Process

    init() throws {
        // A display number nobody uses: not used before by this process (a server stopped a
        // moment ago may still be going), and no lock file, or one left by a server that is gone.
        let number = (150..<400).first { number in
            guard !VirtualDisplay.used.contains(number) else { return false }
            guard let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else {
                return !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
            }
            let owner = Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            guard owner > 0, kill(owner, 0) != 0 else { return false }
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            return true
        } ?? 399
        VirtualDisplay.used.insert(number)
        name = ":\(number)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: RealTerminal.which("Xvfb") ?? "/usr/bin/Xvfb")
        process.arguments = [name, "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Its socket is there once it takes clients (a server that fails to start shows as an
        // emulator that cannot open its window).
        _ = waitUntilBlocking(timeout: .seconds(30)) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }
    }

    deinit {
        // A server that had to be killed leaves its socket and lock: a later run takes them
        // over once the server is gone (see init).
        RealTerminal.stop(process)
    }
}

/// One emulator window running one command; closed when the value goes away.
final class EmulatorWindow {
    let display: String
    let folder: String
    private let process: Process
    let window: String
    /// The terminal's size in cells, as the program saw it at start.
    let columns: Int
    let rows: Int

    /// Starts `emulator` ("xterm" with `options`, or "kitty") running `command` with `environment`.
    init(emulator: String, options: [String], command: [String], environment: [String: String],
         display: String, folder: String) throws {
        self.display = display
        self.folder = folder
        let sizeFile = folder + "/size-\(UUID().uuidString.prefix(6))"
        let exports = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(EmulatorWindow.quote($0.value))" }.joined(separator: " ")
        let script = "stty size > \(EmulatorWindow.quote(sizeFile)); exec env -u NO_COLOR \(exports) "
            + command.map(EmulatorWindow.quote).joined(separator: " ")
        process = Process()
        process.executableURL = URL(fileURLWithPath: RealTerminal.which(emulator) ?? emulator)
        // xterm takes the command after -e; kitty takes it as its last arguments.
        process.arguments = options + (emulator == "xterm" ? ["-e"] : []) + ["sh", "-c", script]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        // kitty needs OpenGL 3.3: Mesa's software renderer gives it without a GPU.
        env["LIBGL_ALWAYS_SOFTWARE"] = "1"
        for key in ["TMUX", "STY", "NO_COLOR", "COLORTERM", "SCOREKEEPER_GRAPHICS", "SCOREKEEPER_COLOR", "KITTY_WINDOW_ID",
                    "TERM_PROGRAM"] {
            env.removeValue(forKey: key)
        }
        process.environment = env
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()

        var size: [Int] = []
        _ = waitUntilBlocking {
            size = ((try? String(contentsOfFile: sizeFile, encoding: .utf8)) ?? "").split(separator: " ")
                .compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return size.count == 2
        }
        guard size.count == 2 else {
            process.terminate()
            throw RealTerminalError("\(emulator) did not start its command")
        }
        rows = size[0]
        columns = size[1]
        let found = try RealTerminal.run("xdotool", ["search", "--sync", "--onlyvisible", "--pid", String(process.processIdentifier)],
                                         display: display)
        guard let window = found.split(separator: "\n").last.map(String.init), Int(window) != nil else {
            process.terminate()
            throw RealTerminalError("no window for \(emulator)")
        }
        self.window = window
    }

    deinit {
        // xterm does not always end on SIGTERM; the program inside gets SIGHUP either way.
        RealTerminal.stop(process, signal: SIGKILL)
    }

    func press(_ key: String) throws {
        try RealTerminal.run("xdotool", ["key", "--window", window, key], display: display)
    }

    /// Types `key` as a keyboard does (XTEST) into the window, focused first: for an xterm
    /// without `allowSendEvents`, a resource that also makes it refuse to answer colour queries.
    func type(_ key: String) throws {
        try RealTerminal.run("xdotool", ["windowfocus", "--sync", window, "key", key], display: display)
    }

    /// The first pixel row under the header band (the band spans the window; the photo never
    /// reaches the right edge), measured in `screenshot` down its rightmost column.
    func headerBottom(_ screenshot: String) throws -> Int {
        let box = try geometry()
        let text = try RealTerminal.run("convert", [screenshot, "-crop", "1x80+\(box.width - 1)+0", "+repage",
                                                    "-depth", "8", "txt:-"])
        var seenBand = false
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            // "0,12: (0,95,135)  #005F87  srgb(0,95,135)"
            guard let comma = line.firstIndex(of: ","), let colon = line.firstIndex(of: ":"),
                  let y = Int(line[line.index(after: comma)..<colon]),
                  let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { continue }
            let sum = line[line.index(after: open)..<close].split(separator: ",").compactMap { Double($0) }.reduce(0, +)
            if sum > 60 { seenBand = true } else if seenBand { return y }
        }
        return box.height / rows
    }

    /// The window's position and size on the screen.
    func geometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let shell = try RealTerminal.run("xdotool", ["getwindowgeometry", "--shell", window], display: display)
        var values: [String: Int] = [:]
        for line in shell.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
    }

    /// A screenshot of the window, saved as `name`.png in the folder; returns its path.
    func screenshot(_ name: String) throws -> String {
        let path = folder + "/\(name).png"
        let box = try geometry()
        try RealTerminal.run("import", ["-window", "root", "-crop", "\(box.width)x\(box.height)+\(box.x)+\(box.y)",
                                        "+repage", path], display: display)
        return path
    }

    /// Screenshots the window until it has settled on a new picture, and returns the last shot
    /// (saved as `name`-N.png): drawn (more than the bare black background), unlike `before`
    /// when given (the screen before a key or a resize), and the same in three shots in a row.
    /// This waits for the screen a test goes on to use, never for a clock; `timeout` only bounds
    /// a program that never draws.
    func settledScreenshot(_ name: String, unlike before: String? = nil, timeout: Duration = .seconds(60)) throws -> String {
        var last: String?
        var sameInARow = 0
        var shots = 0
        let settled = try waitUntilBlocking(timeout: timeout, every: .milliseconds(200)) {
            let shot = try screenshot("\(name)-\(shots)")
            shots += 1
            defer { last = shot }
            let box = try geometry()
            let drawn = try Screenshot.meanBrightness(shot, area: "\(box.width)x\(box.height)+0+0") > 0.005
            let new = try before.map { try Screenshot.differingShare($0, shot) > 0.002 } ?? true
            let same = try last.map { try Screenshot.differingShare($0, shot) == 0 } ?? false
            sameInARow = drawn && new && same ? sameInARow + 1 : 0
            return sameInARow >= 2
        }
        guard settled, let last else { throw RealTerminalError("the window did not settle on \(name) in \(timeout)") }
        return last
    }

    func resize(width: Int, height: Int) throws {
        try RealTerminal.run("xdotool", ["windowsize", window, String(width), String(height)], display: display)
    }

    private static func quote(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// Measuring screenshots with ImageMagick.
enum Screenshot {
    /// The rectangle of `image` (inside `area`, "WxH+X+Y") that differs from the black
    /// background: where the photo was drawn.
    static func photoBox(_ image: String, area: String) throws -> String {
        // A black border first, so the trim takes black (the background) for what to remove.
        let box = try RealTerminal.run("convert", [image, "-crop", area, "+repage", "-bordercolor", "black", "-border", "1",
                                                   "-fuzz", "12%", "-format", "%@", "info:"])
        return box.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The PSNR in dB between the photo region of a screenshot and the original photo scaled to
    /// exactly that region (higher is closer; identical images are infinite).
    static func psnr(_ image: String, area: String, photo: String, folder: String) throws -> Double {
        let box = try photoBox(image, area: area)
        let crop = folder + "/region-\(UUID().uuidString.prefix(6)).png"
        let reference = folder + "/reference-\(UUID().uuidString.prefix(6)).png"
        try RealTerminal.run("convert", [image, "-crop", area, "+repage", "-bordercolor", "black", "-border", "1",
                                         "-crop", box, "+repage", crop])
        let size = box.split(separator: "+").first.map(String.init) ?? box
        try RealTerminal.run("convert", [photo, "-resize", size + "!", reference])
        let output = try RealTerminal.run("compare", ["-metric", "PSNR", crop, reference, "null:"])
        guard let value = Double(output.split(whereSeparator: { $0 == " " || $0 == "\n" }).first ?? "") else {
            throw RealTerminalError("compare said: \(output)")
        }
        return value
    }

    /// The share of pixels (0...1) that differ between two screenshots of the same size.
    static func differingShare(_ first: String, _ second: String) throws -> Double {
        let output = try RealTerminal.run("compare", ["-metric", "AE", "-fuzz", "8%", first, second, "null:"])
        let differing = Double(output.split(whereSeparator: { $0 == " " || $0 == "\n" }).first ?? "") ?? .infinity
        let size = try RealTerminal.run("identify", ["-format", "%w %h", first]).split(separator: " ").compactMap { Double($0) }
        return size.count == 2 ? differing / (size[0] * size[1]) : .infinity
    }

    /// The mean brightness (0...1) of `area` of `image`.
    static func meanBrightness(_ image: String, area: String) throws -> Double {
        let output = try RealTerminal.run("convert", [image, "-crop", area, "+repage", "-colorspace", "Gray", "-format",
                                                      "%[fx:mean]", "info:"])
        return Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .infinity
    }
}

struct RealTerminalError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
