import ArgumentParser
import Foundation
import ScorekeeperStore

extension ScorekeeperCommand {
    /// Runs the command like ArgumentParser's `main()`, except that error text is made safe for
    /// a terminal first.
    ///
    /// The parser quotes what was typed back in its errors ("The value '…' is invalid"), so an
    /// argument holding an escape sequence (set the window title, clear the screen, write the
    /// clipboard) reached the terminal raw. Each line is now passed through `Sanitized.text`.
    /// Usage errors (exit 64) are one line: the parser's message and where to find help, without
    /// the usage block that follows it. Help and `--version` still go to standard output
    /// unchanged; exit codes are the parser's.
    /// `main.swift` calls `ScorekeeperCommand.main()`, which resolves to this method.
    /// `--watch [GAME]` is routed to the watch command first (see `WatchCommand.routed`).
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let answer = immediateAnswer(arguments) {
            // Written with write(2), not print: print casts its argument to find how to write it,
            // and the first cast in a process scans every conformance the program has.
            var line = answer + "\n"
            line.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
            return
        }
        if let location = rootHelpLocation(arguments) {
            // The root help names the file in use, which only this run knows (the man page cannot).
            print(helpMessage())
            print("\nDatabase in use: \(Sanitized.text(location.path)) (chosen by \(location.source.rawValue)).")
            return
        }
        let routed = WatchCommand.routed(arguments)
        do {
            // The command's file is closed as soon as it is done, before an error is written.
            defer { DatabaseOptions.closeOpened() }
            var command = try parseAsRoot(routed)
            do {
                try command.run()
            } catch is DatabaseFileNeeded {
                // The command reached its first write on a file that does not exist: the file is
                // created now and the command runs again from the start (nothing was printed or
                // kept by the first run, which stopped at that write).
                DatabaseOptions.mayCreate = true
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            // A word that is no command, or an option a command knows the meaning of, is said
            // so, rather than as the parser's "unexpected arguments" or nearest spelling.
            let hint = code == .validationFailure && !(error is ValidationError) ? UsageHints.message(for: routed) : nil
            let message = hint ?? withFile(withPointer(fullMessage(for: error), for: error), for: error)
            if !message.isEmpty {
                // A usage error is one line: a newline inside it (in a quoted argument) is
                // escaped like any other control character.
                let safe = code == .validationFailure
                    ? Sanitized.text(oneLine(usageError: message))
                    : message.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { Sanitized.text(String($0)) }
                        .joined(separator: "\n")
                FileHandle.standardError.write(Data((safe + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// What `scorekeeper --version` prints, when the arguments are exactly that; else nil.
    ///
    /// Answered before the parser sees the arguments: building the parser's view of the command
    /// tree reflects on every option of the root command, and the Swift runtime's first lookups
    /// of a type's conformances scan the conformances of the whole program (tens of thousands:
    /// the store, GRDB, Foundation). For `--version` that was two thirds of its
    /// instructions. The parser still answers `--version` given with anything else, the same way.
    static func immediateAnswer(_ arguments: [String]) -> String? {
        arguments == ["--version"] ? ScorekeeperVersion.current : nil
    }

    /// The database location when the arguments ask for the root command's help (`--help`, `-h`
    /// or `help`, with or without `--db PATH`), else nil.
    static func rootHelpLocation(_ arguments: [String]) -> DatabaseLocation? {
        var rest = arguments
        var option: String?
        if let index = rest.firstIndex(of: "--db"), index + 1 < rest.count {
            option = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        } else if let index = rest.firstIndex(where: { $0.hasPrefix("--db=") }) {
            option = String(rest[index].dropFirst("--db=".count))
            rest.remove(at: index)
        }
        guard rest == ["--help"] || rest == ["-h"] || rest == ["help"] else { return nil }
        return DatabaseLocation.resolve(option: option)
    }

    /// An error about what the database holds (no such game, nothing to undo...) starts with the
    /// file it is about, as a compiler names the file of an error ("Error: PATH: No game named
    /// 'Hearts'..."); errors about the file itself name it already.
    /// The message with the command that lists what there is, for a name not found.
    static func withPointer(_ message: String, for error: any Error) -> String {
        guard let pointer = (error as? ScorekeeperError)?.commandLinePointer else { return message }
        return message + " " + pointer
    }

    static func withFile(_ message: String, for error: any Error) -> String {
        guard let error = error as? ScorekeeperError, let path = DatabaseOptions.opened else { return message }
        switch error {
        case .gameNotFound, .playerNotFound, .changeNotFound, .gameNotNamed, .playerNotNamed, .personNotNamed, .tournamentNotNamed,
             .notInTournament, .ambiguousName, .ambiguousReference, .nothingToUndo, .nothingToRedo, .gameFinished, .gameNotFinished:
            let lead = "Error: "
            return message.hasPrefix(lead) ? lead + path + ": " + message.dropFirst(lead.count) : path + ": " + message
        default:
            return message
        }
    }

    /// "Error: …" and the "See '… --help'" pointer, from the parser's message (which also has
    /// "Help:" and "Usage:" lines). The error keeps every line it has (a quoted argument may hold
    /// a newline); the caller escapes them onto one line.
    static func oneLine(usageError message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let isUsage = { (line: String) -> Bool in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("Help:") || trimmed.hasPrefix("Usage:") || trimmed.hasPrefix("See '")
        }
        let errorLines = lines.prefix { !isUsage($0) }
        var first = errorLines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !first.isEmpty else { return message.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let see = lines.map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { $0.hasPrefix("See '") }) {
            let pointer = see.replacingOccurrences(of: " for more information.", with: "")
            if !first.hasSuffix(".") { first += "." }
            first += " " + pointer + "."
        }
        return first
    }
}
