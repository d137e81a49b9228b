import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperSync
import ScorekeeperPhotos

/// `scorekeeper sync OTHER`: merges this file and another (a path, or `[user@]host:path` through
/// `ssh`) so that both hold the same games, players, scores, history and photos.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Merge this file with another copy, here or on another machine over ssh.",
        discussion: """
            OTHER is a database file, or [user@]host:path, for which ssh runs `scorekeeper \
            sync-serve` on the other machine and the two talk over its standard input and output \
            (no port is opened). Every stamp comes from the file's clock, which stays ahead of \
            every stamp it has seen; a copy whose clock is more than a day ahead is refused. Score \
            changes merge by union; undo, redo and corrections carry over (the later state change \
            wins); a game's title, each of its rules and its finish each keep the later change, so \
            a score never reopens a game or undoes its rules, and the round is the furthest either side reached; \
            games and players added on either side appear on both; the later rename wins; a delete \
            on either side deletes on both for good; photos travel only when the other side lacks \
            them or has an older one, ties resolved by content. The summary names every game whose \
            winners the merge changed, every title, rule, player's name and score change's state \
            both copies changed since they last met (the value kept and the one lost), and what \
            a delete dropped; a game that cannot merge (a total \
            beyond a score's limits) is reported and left as it was. Each file keeps, per other \
            copy, how far each side holds the other's writes, so a sync reads and sends only what \
            changed since the last one with that copy; without them (a first sync, a copied or \
            restored file) the two compare a digest per game. Each side merges in one transaction \
            and moves its watermarks only after: an interrupted sync leaves both files valid, and \
            running it again completes it. A sync stops (with that same guarantee) when the other \
            side sends nothing whole for 30 s, or the whole sync passes 30 min (in seconds: \
            $SCOREKEEPER_SYNC_FRAME_TIMEOUT, $SCOREKEEPER_SYNC_TIMEOUT).
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: ArgumentHelp("The other copy: a file, or [user@]host:path.", valueName: "other"))
    var other: String
    @Option(help: ArgumentHelp("The ssh command for a remote OTHER (default: $SCOREKEEPER_SSH, else ssh), split into words as a shell would (quotes and backslashes), e.g. \"ssh -F 'my cfg'\".",
                               valueName: "command"))
    var ssh: String?
    // No declared default: the help names it, and the parser would say it a second time.
    @Option(help: ArgumentHelp("Scorekeeper on the other machine (default: scorekeeper, found on its PATH).", valueName: "command"))
    var remoteCommand: String?
    @Flag(help: "Print what moved as JSON: counts and bytes each way, and what the merge did on each side (changed winners, deletes and what went with them, games that could not merge), and the registers both copies changed since the last sync (conflicts and tournamentConflicts: the value kept and the one lost).")
    var json = false

    func run() throws {
        // A peer that goes away mid-write is an error to report, not a signal that kills us.
        signal(SIGPIPE, SIG_IGN)
        let remote = RemoteSyncPeer.remoteTarget(other)
        // The ssh command is read before any file is opened: a bad quote changes nothing.
        let sshWords: [String]? = try remote.map { _ in
            if let ssh { return try ShellWords.split(ssh, what: "--ssh") }
            if let variable = ProcessInfo.processInfo.environment["SCOREKEEPER_SSH"], !variable.isEmpty {
                return try ShellWords.split(variable, what: "SCOREKEEPER_SSH")
            }
            return ["ssh"]
        }
        // The other file is looked at before this one is opened, so a sync that cannot start
        // creates nothing.
        let otherLocation = remote == nil ? DatabaseLocation.resolve(option: other) : nil
        if let otherLocation {
            switch FileCheck.kind(otherLocation.path) {
            case .missing: throw ScorekeeperError.database("\(Sanitized.text(otherLocation.path)) does not exist.")
            case .folder: throw ScorekeeperError.database("\(Sanitized.text(otherLocation.path)) is a folder, not a database file.")
            case .special(let kind): throw ScorekeeperError.database("\(Sanitized.text(otherLocation.path)) is \(kind), not a database file.")
            case .file: break
            }
        }
        let deadlines = try SyncDeadlines.fromEnvironment()
        let here = try database.open().checkingReceivedPhotos()
        let peer: SyncPeer
        if let remote, let sshWords {
            peer = try RemoteSyncPeer(ssh: sshWords, host: remote.host, remoteCommand: remoteCommand ?? "scorekeeper", path: remote.path,
                                      name: Sanitized.text(other), deadlines: deadlines)
        } else if let otherLocation {
            // By device and inode, so a link or another name for this file is caught too: opened
            // under a second name, SQLite would give it a second log.
            if let match = UserFiles.databaseFile(at: RawPath(otherLocation.path)) {
                guard match.file == .database else {
                    throw ScorekeeperError.other("\(Sanitized.text(otherLocation.path)) is Scorekeeper's \(match.file.role), not a copy to sync with.")
                }
                throw ScorekeeperError.other(match.isSameName(as: otherLocation.path) ? "A file cannot be synced with itself."
                    : "A file cannot be synced with itself (\(Sanitized.text(otherLocation.path)) is \(Sanitized.text(match.databasePath)) under another name).")
            }
            peer = LocalSyncPeer(database: try AppDatabase.open(otherLocation).checkingReceivedPhotos())
        } else {
            preconditionFailure("OTHER is either remote or a file here")
        }
        let report: SyncReport
        do {
            report = try Synchronizer.run(LocalSyncPeer(database: here), peer, name: Sanitized.text(other))
        } catch {
            (peer as? RemoteSyncPeer)?.abandon()
            throw error
        }
        (peer as? RemoteSyncPeer)?.finish()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: PrettyJSON.escapingUnsafe(try encoder.encode(report)), as: UTF8.self))
        } else {
            print(Self.summary(report, other: Sanitized.text(other)))
        }
    }

    static func summary(_ report: SyncReport, other: String) -> String {
        func describe(_ direction: SyncReport.Direction) -> String {
            guard !direction.isEmpty else { return "nothing" }
            var parts: [String] = []
            for (count, word) in [(direction.games, "game"), (direction.players, "player"), (direction.changes, "score change"),
                                  (direction.photos, "photo"), (direction.tombstones, "deletion"),
                                  (direction.tournamentRows, "tournament row")] where count > 0 {
                parts.append("\(count) \(word)\(count == 1 ? "" : "s")")
            }
            return parts.joined(separator: ", ") + " (\(direction.bytes) bytes)"
        }
        if report.sent.isEmpty && report.received.isEmpty {
            return "Already in sync with \(other)."
        }
        let lines = ["Synced with \(other): sent \(describe(report.sent)); received \(describe(report.received))."]
            + conflictLines(report.conflicts, other: other)
            + tournamentConflictLines(report.tournamentConflicts, other: other)
            + outcomeLines(report.mergedHere, side: "this copy") + outcomeLines(report.mergedThere, side: other)
            + pairingLines(report) + roundConflictLines(report) + tournamentNoteLines(report)
        return lines.joined(separator: "\n")
    }

    /// A paragraph per round both copies recorded before they met (both copies hold the same
    /// rounds after the sync, so each is named once): the rounds it is now, each one's points and
    /// whether it adds up, and how to take back the one that should not count.
    static func roundConflictLines(_ report: SyncReport) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for conflict in report.mergedHere.roundConflicts + report.mergedThere.roundConflicts {
            let title = Sanitized.text(conflict.title)
            for recorded in conflict.recorded {
                guard seen.insert("\(conflict.gameID.lowercasedString):\(recorded.round)").inserted else { continue }
                let numbers = recorded.rounds.map { String($0.round) }
                let list = numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
                lines.append("\(title): round \(recorded.round) was recorded on both copies before they met: kept both, as rounds \(list) "
                             + "(marked from a sync conflict).")
                for round in recorded.rounds {
                    let points = round.points.map { "\(Sanitized.text($0.name)) \($0.points)" }.joined(separator: ", ")
                    let check = round.mismatch.map { "; \(Sanitized.text($0))" } ?? ""
                    lines.append("  Round \(round.round): \(points.isEmpty ? "no points" : points) (total \(round.total))\(check).")
                }
                lines.append("  Delete the one that should not count: scorekeeper history \(ShellWords.quoted(conflict.title)), "
                             + "then scorekeeper history delete CHANGE for each of its changes.")
            }
        }
        return lines
    }

    /// A line per tournament correction the other copy's play overruled (both copies hold the
    /// same rows after the sync, so each is named once).
    static func tournamentNoteLines(_ report: SyncReport) -> [String] {
        var seen: Set<String> = []
        return (report.mergedHere.tournamentNotes + report.mergedThere.tournamentNotes).compactMap { note in
            seen.insert(note.text).inserted ? Sanitized.text(note.text) : nil
        }
    }

    /// A paragraph per tournament round whose pairings the sync brought together or settled
    /// anew (both copies hold the same rows after it, so each round is named once): which pairing
    /// counts, which contend and how to keep one, which were set aside and where what was played
    /// at them now is.
    static func pairingLines(_ report: SyncReport) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for round in report.mergedHere.pairings + report.mergedThere.pairings {
            guard seen.insert("\(round.tournamentID.lowercasedString):\(round.round)").inserted else { continue }
            let count = [round.counted].compactMap { $0 }.count + round.contending.count + round.setAside.count
            let name = Sanitized.text(round.tournament)
            func label(_ pairing: SyncOutcome.RoundPairings.Pairing) -> String { "pairing \(pairing.number) of \(count)" }
            func played(_ pairing: SyncOutcome.RoundPairings.Pairing) -> String {
                let tables = pairing.tables.filter(\.played)
                guard !tables.isEmpty else { return "nothing played" }
                return tables.map { table in
                    let seats = table.seats.map(Sanitized.text).joined(separator: table.seats.count == 2 ? " – " : ", ")
                    let result = table.result.map(Sanitized.text)
                        ?? "playing (" + table.scores.map { $0.map(String.init) ?? "–" }.joined(separator: "–") + ")"
                    return "table \(table.number): \(seats) \(result)" + (table.title.map { " in '\(Sanitized.text($0))'" } ?? "")
                }.joined(separator: "; ")
            }
            if round.inConflict {
                lines.append("\(name), round \(round.round): paired \(count) ways and played at more than one; it needs you to keep one.")
                for pairing in [round.counted].compactMap({ $0 }) + round.contending {
                    lines.append("  \(label(pairing)): \(played(pairing))")
                }
                let numbers = ([round.counted].compactMap { $0 } + round.contending).map { String($0.number) }.joined(separator: " or ")
                lines.append("  Keep one: scorekeeper tournament resolve \(ShellWords.quoted(round.tournament)) \(round.round) --keep \(numbers)")
            } else if let counted = round.counted {
                lines.append("\(name), round \(round.round): counts \(label(counted)) (\(played(counted))).")
            }
            for pairing in round.setAside {
                let why = pairing.choice == "withdrawn" ? " (paired again)" : pairing.choice == "setAside" ? " (set aside by the organiser)" : ""
                lines.append("  Set aside: \(label(pairing))\(why): " + (pairing.tables.contains(where: \.played)
                    ? played(pairing) : "nothing was played at it, and its games are out of the lists."))
            }
        }
        return lines
    }

    /// A line per register both copies changed since they last met: both values, whose each
    /// was, and the one kept.
    static func conflictLines(_ conflicts: [SyncConflict], other: String) -> [String] {
        conflicts.map { conflict in
            let title = Sanitized.text(conflict.title)
            let what = switch conflict.register {
            case .title: "Title"
            case .winning, .target, .rounds: "Rules of \(title)"
            case .playerName: "Name of a player of \(title)"
            case .changeState: "Score change \(Sanitized.text(conflict.subject ?? "")) in \(title)"
            }
            let (keptSide, lostSide) = conflict.keptHere ? ("this copy", other) : (other, "this copy")
            return "\(what): kept '\(Sanitized.text(conflict.kept))' (\(keptSide)) over '\(Sanitized.text(conflict.lost))' (\(lostSide)), "
                + "both changed since the last sync."
        }
    }

    /// A line per tournament register both copies changed since they last met, as for games.
    static func tournamentConflictLines(_ conflicts: [SyncTournamentConflict], other: String) -> [String] {
        conflicts.map { conflict in
            let tournament = Sanitized.text(conflict.tournament)
            let subject = Sanitized.text(conflict.subject ?? "")
            let what = switch conflict.register {
            case .name: "Name of a tournament"
            case .plannedRounds: "Rounds of \(tournament)"
            case .drop: "\(subject) in \(tournament)"
            case .result: "Result of \(tournament), \(subject)"
            case .seat: "Who sits at \(tournament), \(subject)"
            }
            let (keptSide, lostSide) = conflict.keptHere ? ("this copy", other) : (other, "this copy")
            return "\(what): kept '\(Sanitized.text(conflict.kept))' (\(keptSide)) over '\(Sanitized.text(conflict.lost))' (\(lostSide)), "
                + "both changed since the last sync."
        }
    }

    /// What a merge did to one side, a line each: changed winners, deletes and what went with
    /// them, people merged into each other on different copies, games that could not merge.
    /// `side` names the copy as the user gave it.
    static func outcomeLines(_ outcome: SyncOutcome, side: String) -> [String] {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        func names(_ names: [String]) -> String { names.isEmpty ? "none" : names.map(Sanitized.text).joined(separator: ", ") }
        var lines: [String] = []
        for change in outcome.winnersChanged {
            let was = change.finishedBefore ? names(change.before) : "none (being played)"
            let now = change.finishedAfter ? names(change.after) : "none (being played)"
            var line = "\(Sanitized.text(change.title)) on \(side): winners were \(was), now \(now)"
            if change.resultChangedSinceFinish { line += "; the result changed after the game was finished" }
            lines.append(line + ".")
        }
        for dropped in outcome.dropped {
            var what: [String] = []
            if !dropped.changeIDs.isEmpty { what.append(plural(dropped.changeIDs.count, "score change")) }
            if dropped.players > 0 { what.append(plural(dropped.players, "player")) }
            if dropped.photos > 0 { what.append(plural(dropped.photos, "photo")) }
            let subject = dropped.kind == "game"
                ? "deleted game \(Sanitized.text(dropped.title))"
                : "deleted player \(Sanitized.text(dropped.name ?? "")) of \(Sanitized.text(dropped.title))"
            guard let last = what.last else {
                lines.append("\(subject) on \(side).")
                continue
            }
            let list = what.count == 1 ? last : what.dropLast().joined(separator: ", ") + " and " + last
            let single = what.count == 1 && last.hasPrefix("1 ")
            lines.append("\(subject): \(list) on \(side) \(single ? "was" : "were") dropped.")
        }
        for cycle in outcome.mergeCycles {
            let people = cycle.names.map(Sanitized.text)
            let list = people.count <= 2 ? people.joined(separator: " and ") : people.dropLast().joined(separator: ", ") + " and " + people.last!
            lines.append("\(list) were merged into each other on different copies: kept \(Sanitized.text(cycle.kept)) on \(side).")
        }
        for skipped in outcome.skipped {
            lines.append("Could not merge game \(Sanitized.text(skipped.title)) on \(side) (\(Sanitized.text(skipped.reason))): it was left as it was there.")
        }
        for refused in outcome.refusedPhotos {
            // The reason may come from the other machine: shown like any name.
            let whose = refused.gameID == nil ? "\(Sanitized.text(refused.name))'s own photo"
                                              : "\(Sanitized.text(refused.name))'s photo in \(Sanitized.text(refused.title))"
            let reason = Sanitized.text(refused.reason)
            lines.append(side == "this copy" ? "\(whose) from the other copy was not kept: \(reason)."
                                             : "\(whose) from this copy was not kept on \(side): \(reason).")
        }
        return lines
    }
}

/// `scorekeeper sync-serve`: the other end of `sync`, answering framed requests (`SyncFrames`)
/// on standard input until it closes. Not for people; `ssh` runs it. Anything that is not a
/// well-formed, valid request is answered with an error, reported on standard error in one line,
/// and ends it with nothing applied.
struct SyncServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync-serve",
        abstract: "Answer a sync over standard input and output (run by `scorekeeper sync` through ssh).",
        shouldDisplay: false)

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        // Started before the file is opened: the client's clock started earlier still, so a
        // sync that runs out of time is normally reported by the client, which names this side.
        let timer = SyncTimer(try SyncDeadlines.fromEnvironment())
        let db = try database.open().checkingReceivedPhotos()
        try SyncChannel.serve(db, reader: SyncFrameReader(SyncFileStream(descriptor: 0), timer: timer), sink: SyncFileStream(descriptor: 1))
    }
}
