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
