import Foundation

/// `scorekeeper-bench cli`, its start-up part: `scorekeeper --version` against the floor (a
/// minimal Swift program linked like the release, `StartupFloor`) and `sqlite3 -version`, timed
/// in turns in one run; then the same three counted in instructions under callgrind (a count
/// that a loaded machine does not change), and what the web server's code adds to every start.
enum StartupBench {
    /// Where the floor is compiled: beside the build it is compared with.
    static func floorFolder(_ executable: URL) -> URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("startup-floor")
    }

    /// SCOREKEEPER_BENCH_BEFORE=PATH: an older build's `scorekeeper`, measured in the same turns
    /// as this one (before and after in one run).
    static let before = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_BEFORE"].map { URL(fileURLWithPath: $0) }

    /// Prints the figures; returns the copy of the program callgrind can count (see `Callgrind`),
    /// or nil when valgrind is not at hand.
    @discardableResult
    static func report(executable: URL, directory: URL) throws -> URL? {
        let floor = try StartupFloor.executable(in: floorFolder(executable))
        var contenders: [(String, URL, [String])] = [
            ("scorekeeper --version", executable, ["--version"]),
            ("the floor", floor, ["--version"]),
            ("sqlite3 -version", CLIBench.sqlite3, ["-version"]),
        ]
        if let before { contenders.append(("before: scorekeeper --version (\(before.path))", before, ["--version"])) }
        var times = contenders.map { _ in [Double]() }
        for _ in 0..<CLIBench.startupRuns {
            for (index, contender) in contenders.enumerated() {
                times[index].append(try ProcessTiming.secondsToExit(contender.1, contender.2))
            }
        }
        let (version, floorTimes, sqlite) = (times[0], times[1], times[2])
        print("Start-up: \(CLIBench.startupRuns) runs of each, in turns; median, p95. The floor: a Swift program that "
              + "imports Foundation and prints a version, linked like the release (swiftc -O -static-stdlib, libstdc++ linked in)")
        for (contender, values) in zip(contenders, times) {
            print("    \(contender.0): \(CLIBench.figures(values))")
        }
        print("(0) `--version` / the floor: \(ScaleBench.ratio(version, floorTimes)) (goal <= 1.2x); "
              + "the floor / `sqlite3 -version`: \(ScaleBench.ratio(floorTimes, sqlite)) (how far the floor is); "
              + "`--version` / `sqlite3 -version`: \(ScaleBench.ratio(version, sqlite)) (goal <= 2x where the floor allows: "
              + "1.2 x the floor is \(String(format: "%.2fx", 1.2 * ScaleBench.percentile(floorTimes, 0.5) / max(ScaleBench.percentile(sqlite, 0.5), 1e-9))) here)")

        // Instructions, which a busy machine does not change: the same three under callgrind.
        guard let counted = try Callgrind.copyForCounting(executable, in: directory) else {
            print("    instructions: valgrind or objcopy is not installed (apt-get install valgrind binutils), not counted")
            return nil
        }
        var counts: [Int] = []
        for contender in contenders {
            let program = contender.1 == executable ? counted
                : contender.1 == before ? try Callgrind.copyForCounting(contender.1, in: directory, name: "before-counted")! : contender.1
            counts.append(try Callgrind.instructions(program, contender.2))
        }
        print("    instructions (callgrind): " + zip(contenders, counts).map { "\($0.0) \(Callgrind.millions($1))" }.joined(separator: ", ")
              + "; `--version` / the floor \(String(format: "%.2fx", Double(counts[0]) / Double(max(counts[1], 1))))"
              + (counts.count > 3 ? ", before / the floor \(String(format: "%.2fx", Double(counts[3]) / Double(max(counts[1], 1))))" : ""))
        return counted
    }
}

/// Counting a program's instructions with valgrind's callgrind.
enum Callgrind {
    static let valgrind = "/usr/bin/valgrind"

    /// A copy of `executable` without its debug information, which valgrind 3.19 cannot read in
    /// Swift's builds ("Possibly corrupted debuginfo file"); nil when valgrind or objcopy is missing.
    static func copyForCounting(_ executable: URL, in directory: URL, name: String = "scorekeeper-counted") throws -> URL? {
        guard FileManager.default.isExecutableFile(atPath: valgrind),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/objcopy") else { return nil }
        let copy = directory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: copy)
        let status = try Program.run("/usr/bin/objcopy", ["--strip-debug", executable.resolvingSymlinksInPath().path, copy.path]).status
        guard status == 0 else { throw BenchError("objcopy --strip-debug failed on \(executable.path)") }
        return copy
    }

    /// Instructions `executable` runs from its first to its last (the dynamic loader included).
    static func instructions(_ executable: URL, _ arguments: [String]) throws -> Int {
        let (status, errors) = try Program.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", executable.path] + arguments)
        guard status == 0,
              let line = errors.split(separator: "\n").first(where: { $0.contains("Collected :") }),
              let count = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") else {
            throw BenchError("callgrind could not count \(executable.lastPathComponent) \(arguments.joined(separator: " "))")
        }
        return count
    }

    static func millions(_ count: Int) -> String { String(format: "%.2f M", Double(count) / 1_000_000) }
}

/// How many times a command asks the Swift runtime a question it must scan the whole program
/// for: the first time a (type, protocol) pair is asked (a cast, a generic type made from its
/// mangled name, a `Mirror`), the runtime reads every protocol conformance record the program
/// holds. Counted under callgrind as the records visited, divided by the records there are.
enum ConformanceScans {
    /// The records in `executable`'s `swift5_protocol_conformances` section (4 bytes each);
    /// nil when binutils' readelf is missing.
    static func records(_ executable: URL) throws -> Int? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf") else { return nil }
        let output = try Program.output(of: "readelf", ["-SW", executable.path])
        guard let line = output.split(separator: "\n").first(where: { $0.contains("swift5_protocol_conformances") }) else { return nil }
        // "[17] swift5_protocol_conformances PROGBITS ADDRESS OFFSET SIZE ...": the size is the sixth field.
        let fields = line.replacingOccurrences(of: "[ ", with: "[").split(separator: " ")
        guard fields.count > 5, let size = Int(fields[5], radix: 16) else { return nil }
        return size / 4
    }

    /// Instructions and conformance scans of one run of `executable` (a copy callgrind can read).
    static func count(_ executable: URL, _ arguments: [String], records: Int, in directory: URL) throws -> (instructions: Int, scans: Double) {
        let out = directory.appendingPathComponent("scans.callgrind")
        let (status, errors) = try Program.run(Callgrind.valgrind, [
            "--tool=callgrind", "--dump-instr=no", "--compress-strings=no", "--compress-pos=no",
            "--callgrind-out-file=\(out.path)", executable.path,
        ] + arguments)
        guard status == 0,
              let line = errors.split(separator: "\n").first(where: { $0.contains("Collected :") }),
              let instructions = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") else {
            throw BenchError("callgrind could not count \(executable.lastPathComponent) \(arguments.joined(separator: " "))")
        }
        // Calls into the runtime's per-record check, read from callgrind's call lines.
        var visits = 0
        var intoRecordCheck = false
        for line in try String(contentsOf: out, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("cfn=") {
                intoRecordCheck = line.contains("ConformanceSection const&) const::{lambda(swift::TargetProtocolConformanceDescriptor")
            } else if line.hasPrefix("calls="), intoRecordCheck {
                visits += Int(line.dropFirst("calls=".count).split(separator: " ").first ?? "") ?? 0
                intoRecordCheck = false
            }
        }
        try? FileManager.default.removeItem(at: out)
        return (instructions, Double(visits) / Double(max(records, 1)))
    }

    /// Prints, for each command, its instructions and scans in this build (and the older one's,
    /// with SCOREKEEPER_BENCH_BEFORE), and the records each scan reads against the floor's.
    static func report(commands: [(String, [String])], counted: URL, floor: URL, directory: URL) throws {
        guard let programRecords = try records(counted), let floorRecords = try records(floor) else {
            print("    conformance scans: readelf (binutils) is not installed, not counted")
            return
        }
        let beforeCopy = try StartupBench.before.flatMap { try Callgrind.copyForCounting($0, in: directory, name: "before-scans") }
        let beforeRecords = try beforeCopy.flatMap { try records($0) }
        print("Conformance scans (callgrind): each reads every record of the program, \(programRecords) here "
              + "(the floor: \(floorRecords))" + (beforeRecords.map { "; before: \($0)" } ?? ""))
        for (name, arguments) in commands {
            let now = try count(counted, arguments, records: programRecords, in: directory)
            var line = "    \(name): \(Callgrind.millions(now.instructions)), \(String(format: "%.0f", now.scans)) scans"
            if let beforeCopy, let beforeRecords {
                let then = try count(beforeCopy, arguments, records: beforeRecords, in: directory)
                line += "; before: \(Callgrind.millions(then.instructions)), \(String(format: "%.0f", then.scans)) scans"
            }
            print(line)
        }
    }
}
