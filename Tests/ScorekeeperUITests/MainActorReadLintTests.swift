import Foundation
import Testing

/// The interface reads nothing from the database on the main actor: a read may wait out the busy
/// timeout behind another program's write, and keys and frames would wait with it. Reads go
/// through `BackgroundEffects` (or after a write, in the write's own closure), or are followed
/// with `ValueObservation`. This walks the interface's sources for calls on the database outside
/// the closures that run off the main actor.
@Suite struct MainActorReadLintTests {
    /// The interface's sources, found from this file's own path.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ScorekeeperUI")

    /// What a read (or any other call that may wait for the file) looks like: reading through
    /// the database or its reader, an `AppDatabase` fetch, or any throwing call on the database.
    static let reads = [
        #"\b(database|reader)\s*\.\s*(read|unsafeRead|unsafeReentrantRead|fetch\w*)\b"#,
        #"\btry[?!]?\s+(self\s*\.\s*)?database\s*\.\s*\w+"#,
    ]

    /// Where such a call is fine: the first closure handed to these runs off the main actor (the
    /// background helper, the write queue, an observation's fetch, a detached task), and a
    /// nonisolated function cannot be on it unless called from there.
    static let offMainActor = #"(\beffects\s*\.\s*run|\bwrite|\benqueue|\.tracking|\bTask\s*\.\s*detached)\s*[({]|\bnonisolated\s+(static\s+)?func\b"#

    /// The code of `text` with comments and the insides of string literals blanked (kept the same
    /// length, so offsets still give lines): neither can read, and a brace in either would
    /// upset the matching.
    static func code(of text: String) -> [Character] {
        var out: [Character] = []
        let characters = Array(text)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inString {
                if character == "\\", next != nil {
                    out += [" ", " "]
                    index += 2
                    continue
                }
                if character == "\"" { inString = false; out.append(character) } else {
                    out.append(character == "\n" ? "\n" : " ")
                }
            } else if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { out.append(" "); index += 1 }
                continue
            } else {
                if character == "\"" { inString = true }
                out.append(character)
            }
            index += 1
        }
        return out
    }

    /// The stretches of `code` that run off the main actor: from each opener to the brace that
    /// closes the first brace after it.
    static func allowedRanges(in code: [Character]) -> [Range<Int>] {
        let text = String(code)
        let regex = try! NSRegularExpression(pattern: offMainActor)
        var ranges: [Range<Int>] = []
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let start = text.distance(from: text.startIndex, to: Range(match.range, in: text)!.lowerBound)
            guard let open = code[start...].firstIndex(of: "{") else { continue }
            var depth = 0
            for index in open..<code.count {
                if code[index] == "{" { depth += 1 }
                if code[index] == "}" { depth -= 1 }
                if depth == 0 { ranges.append(start..<index + 1); break }
            }
        }
        return ranges
    }

    /// The reads in `text` (a file at `relativePath`) outside the stretches that run off the
    /// main actor: "path:line: code".
    static func violations(in text: String, relativePath: String) -> [String] {
        let code = code(of: text)
        let flat = String(code)
        let allowed = allowedRanges(in: code)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String] = []
        var seenLines = Set<Int>()
        for pattern in reads {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: flat, range: NSRange(flat.startIndex..., in: flat)) {
                let offset = flat.distance(from: flat.startIndex, to: Range(match.range, in: flat)!.lowerBound)
                if allowed.contains(where: { $0.contains(offset) }) { continue }
                let line = code[..<offset].filter { $0 == "\n" }.count
                // One report a line, however many patterns it matches.
                guard seenLines.insert(line).inserted else { continue }
                found.append("\(relativePath):\(line + 1): \(lines[line].trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func theInterfaceReadsNothingOnTheMainActor() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
        var scanned = 0
        var found: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            found += Self.violations(in: text, relativePath: "ScorekeeperUI/" + file)
            scanned += 1
        }
        #expect(scanned > 50, "only \(scanned) source files were found under \(Self.sources.path)")
        #expect(found.isEmpty, """
            reads on the main actor (run them with `effects.run` and apply the result when it arrives):
            \(found.joined(separator: "\n"))
            """)
    }

    /// The scanner itself: each kind of read is caught on the main actor.
    @Test(arguments: [
        #"let kind = (try? database.fetchKind(gameID: gameID)) ?? """#,
        #"let people = (try? database.read { db in try AppDatabase.knownPeople(db) }) ?? []"#,
        #"let into = try database.resolvePerson(text)"#,
        #"guard let source = try? self.database.lastPhotoPlayer(forPlayer: id) else { return }"#,
        #"let rows = try reader.read { db in try Row.fetchAll(db, sql: sql) }"#,
        "func kindTapped() {\n    let kind = try? database.fetchKind(gameID: gameID)\n}",
        "write({ database in try database.setKind(gameID: id, kind) }, success: { _ in\n    try? database.fetchKind(gameID: id)\n})",
    ])
    func theScannerCatches(_ code: String) {
        #expect(!Self.violations(in: code, relativePath: "Feature.swift").isEmpty)
    }

    /// ...and let be off it, in comments and strings, and where no read is made.
    @Test(arguments: [
        "effects.run({ try? database.fetchKind(gameID: gameID) }, then: { kind in show(kind) })",
        "effects.run({\n    let people = try? database.read { db in try AppDatabase.knownPeople(db) }\n    return people\n}, then: apply)",
        "write { database in try database.renamePlayer(id: id, name: name) }",
        "writes.enqueue({ database in try database.reclaimFreeSpace() })",
        "nonisolated static func exists(_ id: UUID, in database: AppDatabase) -> Bool {\n    (try? database.fetchGame(id: id)) != nil\n}",
        "ValueObservation.tracking { db in try reader.read(db) }",
        #"// never call try database.fetchKind here"#,
        #"let hint = "try database.fetchKind { }""#,
        #"query.start(observation, in: database.reader, onChange: apply)"#,
        #"let now = database.now"#,
    ])
    func theScannerLetsOtherCodeBe(_ code: String) {
        #expect(Self.violations(in: code, relativePath: "Feature.swift").isEmpty)
    }
}
