import Foundation

/// What the live page's code (`ScorekeeperWeb` and the server it brings: Hummingbird, NIO and
/// their own packages) adds to every start of the program, though no command but `serve` and the
/// interface's sharing runs it.
///
/// Linked statically, that code costs a start in two ways: its bytes are mapped and relocated,
/// and its protocol conformances join the program's one table, which the Swift runtime scans
/// whole on each new (type, protocol) question (the argument parser asks hundreds). The second
/// is measured: the conformance records are counted by module from the symbol table, and the
/// lookups' instructions in one command are counted under callgrind; the web's share of the
/// records is its share of the scanning.
enum WebShare {
    /// The modules of the packages Package.swift takes for the live page, and theirs.
    static let webModulePrefixes = [
        "ScorekeeperWeb", "Hummingbird", "NIO", "_NIO", "ServiceLifecycle", "UnixSignals", "ConcurrencyHelpers",
        "HTTPTypes", "Logging", "CoreMetrics", "Metrics", "Tracing", "Instrumentation", "ServiceContextModule",
        "AsyncAlgorithms", "Atomics", "SystemPackage", "Configuration", "DequeModule",
    ]

    static func report(executable: URL, counted: URL?, command: [String]) throws {
        let symbols = try symbolTable(executable.resolvingSymlinksInPath())
        guard symbols.conformances > 0 else {
            print("(5) web server: the symbol table is gone (stripped build), not measured")
            return
        }
        let recordShare = Double(symbols.webConformances) / Double(symbols.conformances)
        print("(5) web server's code in the program: \(symbols.webConformances) of its \(symbols.conformances) protocol conformances "
              + "(\(percent(recordShare))), \(megabytes(symbols.webCode)) of \(megabytes(symbols.code)) of code "
              + "(\(percent(Double(symbols.webCode) / Double(max(symbols.code, 1)))))")
        guard let counted else { return }
        for arguments in [["--version"], command] {
            let (total, lookups) = try Callgrind.instructionsWithLookups(counted, arguments)
            let web = Int(Double(lookups) * recordShare)
            print("    `scorekeeper \(arguments.prefix(2).joined(separator: " "))`: \(Callgrind.millions(total)) instructions, of which "
                  + "\(Callgrind.millions(lookups)) in the runtime's conformance lookups; the web's share of the records: "
                  + "\(Callgrind.millions(web)) (\(percent(Double(web) / Double(max(total, 1)))) of the command)")
        }
    }

    /// Counts from `nm --defined-only -S`: conformance descriptors (`…Mc`) and code, all and the web's.
    static func symbolTable(_ binary: URL) throws -> (conformances: Int, webConformances: Int, code: Int, webCode: Int) {
        var result = (conformances: 0, webConformances: 0, code: 0, webCode: 0)
        for line in try Program.output(of: "nm", ["--defined-only", "-S", binary.path]).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 4 else { continue }
            let (size, kind, name) = (Int(fields[1], radix: 16) ?? 0, fields[2], fields[3])
            let web = isWeb(name)
            if name.hasSuffix("Mc") {
                result.conformances += 1
                if web { result.webConformances += 1 }
            }
            if kind == "t" || kind == "T" {
                result.code += size
                if web { result.webCode += size }
            }
        }
        return result
    }

    /// Whether a mangled Swift name (`$s` then the module's length and name) is in a web module.
    static func isWeb(_ name: Substring) -> Bool {
        guard name.hasPrefix("$s") else { return false }
        let rest = name.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return false }
        let module = rest.dropFirst(digits.count).prefix(length)
        return webModulePrefixes.contains { module.hasPrefix($0) }
    }

    static func percent(_ fraction: Double) -> String { String(format: "%.1f%%", fraction * 100) }
}

extension Callgrind {
    /// Instructions of the whole run, and those under the Swift runtime's conformance lookups.
    static func instructionsWithLookups(_ executable: URL, _ arguments: [String]) throws -> (total: Int, lookups: Int) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(getpid()).out")
        defer { try? FileManager.default.removeItem(at: profile) }
        let (status, errors) = try Program.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=\(profile.path)", executable.path] + arguments)
        guard status == 0, let total = errors.split(separator: "\n").first(where: { $0.contains("Collected :") })
            .flatMap({ Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }) else {
            throw BenchError("callgrind could not count \(arguments.joined(separator: " "))")
        }
        // callgrind_annotate prints each function's inclusive count; the outermost lookup is the largest.
        let lookups = try Program.output(of: "callgrind_annotate", ["--inclusive=yes", "--threshold=100", profile.path]).split(separator: "\n")
            .filter { $0.contains("swift_conformsToProtocolMaybeInstantiateSuperclasses") }
            .compactMap { Int($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }.replacingOccurrences(of: ",", with: "")) }
            .max() ?? 0
        return (total, lookups)
    }
}

/// `scorekeeper-bench webcost`: what the web server costs a command that does not serve, before
/// and after it moved into `scorekeeper-serve`, measured in one run. SCOREKEEPER_BENCH_BEFORE=PATH
/// names the older `scorekeeper` (the server linked in); SCOREKEEPER_BENCH_DEB_BEFORE and
/// SCOREKEEPER_BENCH_DEB name the two .deb files when their sizes are wanted too.
enum WebCost {
    /// The commands counted: start-up alone, a write, a read.
    static func commands(player: String, file: URL) -> [(String, [String])] {
        [("--version", ["--version"]),
         ("player score (small file)", ["player", "score", player, "--by", "1", "--db", file.path]),
         ("game list --json (small file)", ["game", "list", "--json", "--db", file.path])]
    }

    static func report(executable: URL, directory: URL) throws {
        guard let before = StartupBench.before else {
            print("webcost: set SCOREKEEPER_BENCH_BEFORE=PATH to an older `scorekeeper` (the web server linked in) to compare")
            return
        }
        let server = executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("scorekeeper-serve")
        let small = directory.appendingPathComponent("small.sqlite")
        try ScaleBench.makeSmallFile(at: small)
        let player = try CLIBench.playerID(small, game: nil).id
        print("What the web server costs a command that does not serve (issue 40): before, `scorekeeper` with the server "
              + "linked in (\(before.path)); after, the server in its own program (\(server.lastPathComponent))")

        // Sizes, stripped as the package strips them.
        let (beforeSize, afterSize) = (try strippedSize(before, in: directory), try strippedSize(executable, in: directory))
        let serverSize = FileManager.default.fileExists(atPath: server.path) ? try strippedSize(server, in: directory) : 0
        print("    stripped: before scorekeeper \(megabytes(beforeSize)); after scorekeeper \(megabytes(afterSize)) "
              + "(\(signedPercent(afterSize, beforeSize))) + scorekeeper-serve \(megabytes(serverSize)) = \(megabytes(afterSize + serverSize))")
        let environment = ProcessInfo.processInfo.environment
        if let oldDeb = environment["SCOREKEEPER_BENCH_DEB_BEFORE"], let newDeb = environment["SCOREKEEPER_BENCH_DEB"] {
            let (old, new) = (fileSize(URL(fileURLWithPath: oldDeb)), fileSize(URL(fileURLWithPath: newDeb)))
            print("    .deb: before \(megabytes(old)), after \(megabytes(new)) (\(signedPercent(new, old))); installed size: before "
                  + "\(try installedSize(oldDeb)) kB, after \(try installedSize(newDeb)) kB")
        }

        // Instructions under callgrind, the same commands on copies of the same file.
        guard let countedAfter = try Callgrind.copyForCounting(executable, in: directory, name: "after-counted"),
              let countedBefore = try Callgrind.copyForCounting(before, in: directory, name: "before-counted") else {
            print("    instructions: valgrind or objcopy is not installed (apt-get install valgrind binutils), not counted")
            return
        }
        for (name, arguments) in commands(player: player, file: small) {
            let old = try Callgrind.instructions(countedBefore, arguments)
            let new = try Callgrind.instructions(countedAfter, arguments)
            print("    `scorekeeper \(name)`: before \(Callgrind.millions(old)), after \(Callgrind.millions(new)) instructions; "
                  + "the server cost it \(Callgrind.millions(old - new)) (\(WebShare.percent(Double(old - new) / Double(max(old, 1)))) of before)")
        }

        // Time, which a busy machine blurs: both in turns.
        var times: [[Double]] = [[], [], [], []]
        let timed: [(URL, [String])] = [(before, ["--version"]), (executable, ["--version"]),
                                        (before, ["game", "list", "--json", "--db", small.path]),
                                        (executable, ["game", "list", "--json", "--db", small.path])]
        for _ in 0..<CLIBench.startupRuns {
            for (index, run) in timed.enumerated() { times[index].append(try ProcessTiming.secondsToExit(run.0, run.1)) }
        }
        print("    time, \(CLIBench.startupRuns) runs each in turns (median, p95): `--version` before \(CLIBench.figures(times[0])), "
              + "after \(CLIBench.figures(times[1])); `game list --json` before \(CLIBench.figures(times[2])), after \(CLIBench.figures(times[3]))")
    }

    /// The size of a copy stripped of its symbols (`strip --strip-unneeded`, as `make deb` does).
    static func strippedSize(_ binary: URL, in directory: URL) throws -> Int {
        let copy = directory.appendingPathComponent("stripped-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: copy) }
        let status = try Program.run("/usr/bin/strip", ["--strip-unneeded", "--remove-section=.comment", "--remove-section=.note",
                                                        "-o", copy.path, binary.resolvingSymlinksInPath().path]).status
        guard status == 0 else { throw BenchError("strip failed on \(binary.path)") }
        return fileSize(copy)
    }

    static func installedSize(_ deb: String) throws -> String {
        try Program.output(of: "dpkg-deb", ["-f", deb, "Installed-Size"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func signedPercent(_ new: Int, _ old: Int) -> String {
        String(format: "%+.1f%%", 100 * (Double(new) - Double(old)) / Double(max(old, 1)))
    }
}
