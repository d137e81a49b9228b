import Foundation
import Testing
import TestSupport

/// A scenario script of `Tests/Browser/` run with the browsers' Python (Selenium offline: it is
/// handed Debian's chromedriver; no bytecode beside the committed scripts).
enum BrowserScript {
    /// The command line that runs `script` with `arguments`, for `ChildProcess`.
    static func command(_ script: String, _ arguments: [String]) throws -> (executable: String, arguments: [String]) {
        let python = try BrowserEnvironment.python.get()
        return ("/usr/bin/env", ["PYTHONDONTWRITEBYTECODE=1", "SE_OFFLINE=true", python, BrowserEnvironment.scripts + "/" + script] + arguments)
    }

    /// Starts `script` and lets it run: for a scenario the test takes part in while it runs.
    static func start(_ script: String, _ arguments: [String], folder: TemporaryFolder) throws -> ChildProcess {
        let (executable, arguments) = try command(script, arguments)
        return try ChildProcess(executable: executable, arguments: arguments, outputFolder: folder.path)
    }

    /// Runs `script` to its end and returns the JSON object on the last line it printed; a check
    /// that failed in the script fails the test with the script's own sentence.
    static func run(_ script: String, _ arguments: [String], folder: TemporaryFolder,
                    timeout: Duration = .seconds(120)) throws -> [String: Any] {
        let (executable, arguments) = try command(script, arguments)
        return try lastObject(ChildProcess.run(executable, arguments, outputFolder: folder.path, timeout: timeout), script)
    }

    /// The JSON object on the last line of a finished script's output.
    static func lastObject(_ outcome: ProcessOutcome, _ script: String) throws -> [String: Any] {
        try #require(outcome.exitCode == 0 && !outcome.timedOut, "\(script): \(outcome.standardError.suffix(2000))")
        let line = try #require(outcome.standardOutput.split(separator: "\n").last, "\(script) printed nothing")
        return try object(line)
    }

    /// One printed line read as a JSON object.
    static func object(_ line: Substring) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
}
