import Foundation
import ScorekeeperStore
import ScorekeeperWeb

// scorekeeper-serve: the web server of `scorekeeper serve` and of the interface's share key, a
// program of its own so that `scorekeeper` links none of it (see `ServeProgram` in
// ScorekeeperTerminal). `scorekeeper serve` checks what was typed, resolves it, and becomes this
// program with the same process id: errors here are written as the command line writes them.

/// Ends the program with `error` said the way `scorekeeper` says it: "Error: …" on standard
/// error (each line made safe for a terminal), exit status 1; for the interface, one `error` line.
func fail(_ error: any Error, announcing: Bool) -> Never {
    // As the argument parser words an error: a LocalizedError's description, else the error itself.
    let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    if announcing {
        ServeAnnouncement.write(ServeAnnouncement.failure(Sanitized.text(message)))
    } else {
        let safe = message.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitized.text(String($0)) }.joined(separator: "\n")
        FileHandle.standardError.write(Data(("Error: " + safe + "\n").utf8))
    }
    exit(1)
}

let arguments: ServeArguments
do {
    arguments = try ServeArguments(ServeArguments.commandLine())
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
}

do {
    var settings = arguments.settings
    // Ctrl-C and SIGTERM stop it cleanly, from a terminal and from the interface alike.
    settings.stopsOnSignals = true
    let chosen = settings, given = arguments
    try BlockingTask.run {
        let scope = given.scope!
        let server = try await WebServing.start(databasePath: given.databasePath, scope: scope, settings: chosen)
        if given.announcing {
            ServeAnnouncement.write(ServeAnnouncement.lines(server))
            InputEnd.watch { Task { await server.stop() } }
            try await server.wait()
            return
        }
        var announcement = ServeAnnouncement.text(server)
        if let slipsFile = given.slips, case .tournament(let id) = scope {
            // Phones reach the server on the network address; without --lan only this machine can.
            let host = server.listeningOn[chosen.lan && server.listeningOn.count > 1 ? 1 : 0]
            do {
                // `scorekeeper serve` issued the codes before it started this program: they are read back.
                let codes = try AppDatabase.openForCommand(DatabaseLocation(path: given.databasePath, isDefault: false))
                    .reportCodes(tournament: id)
                // Through the door for users' files, whole or not at all; a round's slips are
                // written anew for each round, so an older file of them is replaced.
                try AtomicFileWriter.write(Data(SlipsPage.html(codes, base: "http://" + host).utf8), to: slipsFile, replacing: true)
                announcement += "\nReport slips for \(codes.count) seat\(codes.count == 1 ? "" : "s") written to \(slipsFile): "
                    + "open it in a browser and print it" + (chosen.lan ? "." : " (their links work on this machine only without --lan).")
            } catch {
                await server.stop()
                throw error
            }
        }
        ServeAnnouncement.write(announcement + "\n")
        try await server.wait()
    }
} catch {
    fail(error, announcing: arguments.announcing)
}
