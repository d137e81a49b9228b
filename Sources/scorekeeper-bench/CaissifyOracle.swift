import Foundation

/// caissify-pairings (the Python package the Dutch fixtures were checked with), run from an
/// oracle virtual environment to pair a round from a TRF-16 file, for the pairing benchmark to
/// print beside the Dutch engine's figure. Only the engine's own work is timed, inside Python
/// (wall clock and processor time): starting the interpreter and reading the file are left out,
/// as they are for the engine.
struct CaissifyOracle {
    /// The virtual environment's python.
    let python: URL

    /// How long one round may take, in seconds: `SCOREKEEPER_BENCH_CAISSIFY_SECONDS`, else 300.
    let limit = Double(ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_CAISSIFY_SECONDS"] ?? "") ?? 300

    /// A round that took longer than the limit.
    struct Stopped: Error, CustomStringConvertible {
        let seconds: Double
        var description: String { String(format: "stopped after %.0f s", seconds) }
    }

    /// The environment `ORACLE_VENV` names, else `.build/oracle-venv` (where the fixture scripts
    /// in Tests/Oracles make it), when it has caissify-pairings installed.
    static func find() -> CaissifyOracle? {
        let venv = ProcessInfo.processInfo.environment["ORACLE_VENV"] ?? ".build/oracle-venv"
        let root = URL(fileURLWithPath: venv)
        guard FileManager.default.isExecutableFile(atPath: root.appendingPathComponent("bin/caissify-pairings").path)
        else { return nil }
        return CaissifyOracle(python: root.appendingPathComponent("bin/python"))
    }

    /// How to make the environment, for the line that says the comparison was skipped.
    static let howToMake = "python3 -m venv .build/oracle-venv && .build/oracle-venv/bin/pip install caissify-pairings==0.5.0"
        + " (or set ORACLE_VENV to one that has it)"

    /// Pairs round `round` of the tournament in `trf` (rounds before it played) with
    /// caissify's Dutch engine, as its TRF checker does: the engine's seconds and its games as
    /// [white, black], the bye as [player, 0].
    func pair(trf: String, round: Int, totalRounds: Int) throws -> (seconds: Double, cpuSeconds: Double, games: [[Int]]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-caissify-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("round-\(round).trf")
        try trf.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", Self.script, file.path, String(round), String(totalRounds)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // A 500-entrant round can keep it busy for many minutes: stopped after `limit`. (Its
        // answer, a few kilobytes, fits in the pipe until then.)
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(100_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Stopped(seconds: limit)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0,
              let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let seconds = reply["seconds"] as? Double, let cpuSeconds = reply["cpu"] as? Double,
              let games = reply["games"] as? [[Int]]
        else { throw CocoaError(.fileReadCorruptFile) }
        return (seconds, cpuSeconds, games)
    }

    /// Reads the file, builds the engine's input the way caissify's TRF checker (fpc.py) does
    /// for the round, and times the pairing alone.
    static let script = """
        import json, sys, time
        from caissify_pairings.trf import TRFParser
        from caissify_pairings.engines.dutch import DutchEngine
        from caissify_pairings import fpc
        path, rnd, total = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
        parsed = TRFParser(open(path, encoding="utf-8").read()).parse()
        players = {p["starting_number"]: p for p in parsed["players"]}
        # The checker pairs those with an entry for the round: the round to pair has none yet.
        for p in players.values():
            p.setdefault("results", {}).setdefault(rnd, {"opponent": None, "result": "*"})
        engine_players = fpc._build_engine_players(players, rnd)
        previous = fpc._build_previous_pairings(players, rnd)
        colour = fpc._infer_initial_color(players)
        start, cpu = time.perf_counter(), time.process_time()
        out = DutchEngine(players=engine_players, previous_pairings=previous, round_number=rnd,
                          total_rounds=total, initial_color=colour).generate_pairings()
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        games = [[p["white"], p.get("black") or 0] for p in fpc._normalise_engine_output(out)]
        print(json.dumps({"seconds": elapsed, "cpu": cpu, "games": games}))
        """
}
