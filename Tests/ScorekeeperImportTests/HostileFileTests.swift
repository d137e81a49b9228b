import Foundation
import ScorekeeperDomain
@testable import ScorekeeperImport
import Testing

/// Files that are not what they claim, cut short, or built to hurt the reader: each is refused
/// with one line saying where, and nothing of it is read.
@Suite struct HostileFileTests {
    @Test func anXMLFileWithAnExternalEntityIsRefused() throws {
        let error = try #require(ImportFixtures.error(reading: try ImportFixtures.data("bgg-external-entity.xml"),
                                                      path: "bgg-external-entity.xml"))
        #expect(error.record == "line 2")
        #expect(error.problem.contains("<!DOCTYPE>"))
        #expect(!error.description.contains("\n"))
    }

    @Test func aBillionLaughsIsRefusedBeforeAnyEntityExpands() throws {
        let error = try #require(ImportFixtures.error(reading: try ImportFixtures.data("bgg-billion-laughs.xml"),
                                                      path: "bgg-billion-laughs.xml", format: .bgg))
        #expect(error.record == "line 2")
        #expect(error.problem.contains("document type"))
    }

    @Test func anEntityNoDTDDeclaresIsRefused() throws {
        let error = try #require(ImportFixtures.error(reading: try ImportFixtures.data("bgg-undeclared-entity.xml"),
                                                      path: "bgg-undeclared-entity.xml"))
        #expect(error.record == "line 4")
        #expect(error.problem.contains("&nbsp;"))
    }

    @Test func aKeepScoreBackupWithADoctypeIsRefusedToo() {
        let xml = #"<?xml version="1.0"?><!DOCTYPE GamesBackup SYSTEM "http://example.invalid/x.dtd"><GamesBackup/>"#
        let error = ImportFixtures.error(reading: Gzip.compress(Data(xml.utf8)), path: "games.xml.gz")
        #expect(error?.problem.contains("document type") == true)
    }

    @Test func aGzipBombIsRefusedWhileExpanding() throws {
        // 8 MB of zeros in a few kilobytes, against a limit of 1 MB.
        let bomb = Gzip.zeros(count: 8 << 20)
        #expect(bomb.count < 64 << 10)
        let options = ImportReadOptions(maximumBytes: 1 << 20)
        let error = try #require(ImportFixtures.error(reading: bomb, path: "games-bomb.xml.gz", options: options))
        #expect(error.description == "games-bomb.xml.gz: it expands to more than 1 MB: refused")
    }

    @Test func aGzipBombPastTheRealLimitIsRefused() throws {
        // The limit every import has: 200 MB. 201 MB of zeros gzip to about 200 KB.
        let bomb = Gzip.zeros(count: ImportReadOptions.defaultMaximumBytes + (1 << 20))
        let error = try #require(ImportFixtures.error(reading: bomb, path: "games-bomb.xml.gz"))
        #expect(error.problem == "it expands to more than 200 MB: refused")
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnread() {
        let options = ImportReadOptions(maximumBytes: 1 << 20)
        let error = ImportFixtures.error(reading: Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1), path: "big.json", options: options)
        #expect(error?.description == "big.json: the file is larger than 1 MB: refused")
    }

    @Test(arguments: ["bgstats-export.json", "bgg-plays.xml", "keepscore-games.xml.gz", "keepscore-games.xml", "scorepad-backup.json"])
    func aTruncatedFileIsRefused(name: String) throws {
        let whole = try ImportFixtures.data(name)
        #expect(ImportFixtures.error(reading: whole, path: name) == nil, "the whole file reads")
        // Cut at several places: early, in the middle, just before the end.
        for cut in [whole.count / 5, whole.count / 2, whole.count - 8] {
            let error = ImportFixtures.error(reading: whole.prefix(cut), path: name)
            #expect(error?.problem.contains("stops") == true, "\(name) cut at \(cut) of \(whole.count): \(String(describing: error))")
            #expect(error?.description.contains("\n") == false)
            #expect(error?.path == name)
        }
    }

    @Test func aTruncatedGzipSaysSo() throws {
        let whole = try ImportFixtures.data("keepscore-games.xml.gz")
        let error = ImportFixtures.error(reading: whole.prefix(whole.count - 8), path: "games.xml.gz")
        #expect(error?.problem == "the gzip file stops before its end: is it cut short?")
    }

    @Test func aDamagedGzipSaysSo() throws {
        var damaged = try ImportFixtures.data("keepscore-games.xml.gz")
        damaged[20] ^= 0xFF
        damaged[21] ^= 0xFF
        #expect(ImportFixtures.error(reading: try ImportFixtures.data("keepscore-games.xml.gz"), path: "games.xml.gz") == nil)
        let error = ImportFixtures.error(reading: damaged, path: "games.xml.gz")
        #expect(error?.problem.hasPrefix("the gzip data is damaged") == true, "\(String(describing: error))")
    }

    @Test func deepNestingIsRefusedNotWalked() {
        let deep = "<plays>" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</plays>"
        let error = ImportFixtures.error(reading: Data(deep.utf8), path: "deep.xml")
        #expect(error?.problem == "elements nested more than 64 deep")
        let deepJSON = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(ImportFixtures.error(reading: Data(deepJSON.utf8), path: "deep.json")?.problem == "not valid JSON: lists and objects nested more than 64 deep")
    }

    @Test func whatAMessageQuotesFromTheFileIsEscapedAndShort() throws {
        let hostile = "\u{1B}[2J\n\u{202E}2026" + String(repeating: "x", count: 10_000)
        let text = """
            {"games": [{"id": 1, "name": "Azul"}], "players": [],
             "plays": [{"uuid": "u", "gameRefId": 1, "playDate": "\(hostile.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{1B}", with: "\\u001b"))"}]}
            """
        let error = try #require(ImportFixtures.error(reading: Data(text.utf8), path: "e.json"))
        #expect(error.description.hasPrefix(#"e.json: plays[0], field playDate: "\u{1B}[2J\u{A}\u{202E}2026xxx"#))
        #expect(!error.description.contains("\n") && !error.description.contains("\u{1B}") && !error.description.contains("\u{202E}"))
        #expect(error.description.count < 200)
        let longName = "<plays><" + String(repeating: "a", count: 1_000) + "/></plays>"
        #expect(ImportFixtures.error(reading: Data(longName.utf8), path: "p.xml")?.problem == "a name longer than 100 bytes")
        // Past libxml2's own limit on names, its refusal is as short.
        let hugeName = "<plays><" + String(repeating: "a", count: 100_000) + "/></plays>"
        #expect(ImportFixtures.error(reading: Data(hugeName.utf8), path: "p.xml")?.description.count ?? 1_000 < 200)
    }

    @Test func numbersTooLargeToAddUpAreRefusedNotOverflowed() {
        let big = "900000000000000000"
        let keepScore = "<GamesBackup><Games><Game><dateGameStarted>1</dateGameStarted><PlayerScores><PlayerScore>"
            + "<history>\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big)</history>"
            + "</PlayerScore></PlayerScores></Game></Games></GamesBackup>"
        #expect(ImportFixtures.error(reading: Data(keepScore.utf8), path: "k.xml")?.field == "history")
        let keepScoreStart = "<GamesBackup><Games><Game><dateGameStarted>1</dateGameStarted><PlayerScores><PlayerScore>"
            + "<score>-\(big)</score><history>\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big),\(big)</history>"
            + "</PlayerScore></PlayerScores></Game></Games></GamesBackup>"
        #expect(ImportFixtures.error(reading: Data(keepScoreStart.utf8), path: "k.xml")?.field == "score")
        let rounds = Array(repeating: "900000000000000", count: 20_000).joined(separator: ", ")
        let scorePad = """
            {"games": {"ids": ["g"], "entities": {"g": {"id": "g", "dateCreated": 1772654400000, "playerIds": ["p"]}}},
             "players": {"entities": {"p": {"id": "p", "playerName": "A", "scores": [\(rounds)]}}}}
            """
        #expect(ImportFixtures.error(reading: Data(scorePad.utf8), path: "s.json")?.field == "scores")
        let bgg = #"<plays><play id="1" date="2026-01-01" length="9000000000000000000"><item name="X"/><players><player name="A"/></players></play></plays>"#
        #expect(ImportFixtures.error(reading: Data(bgg.utf8), path: "p.xml")?.field == "length")
        let bgStats = """
            {"games": [{"id": 1, "name": "Azul"}], "players": [{"id": 1, "name": "A"}],
             "plays": [{"uuid": "u", "gameRefId": 1, "playDate": "2026-03-01", "durationMin": "\(big)", "playerScores": [{"playerRefId": 1}]}]}
            """
        #expect(ImportFixtures.error(reading: Data(bgStats.utf8), path: "e.json")?.field == "durationMin")
    }

    /// A second element or text after the root is refused on its line; comments and processing
    /// instructions after it are XML's own and read.
    @Test func whatFollowsTheRootIsRefusedUnlessItIsAComment() throws {
        let play = #"<play id="1" date="2026-01-01"><item name="X"/><players><player name="A" win="1"/></players></play>"#
        for (xml, line) in [("<plays>\(play)</plays>\n\n<plays/>", "line 3"), ("<plays>\(play)</plays>\ntext", "line 2"),
                            ("<plays>\(play)</plays><plays>\(play)</plays>", "line 1")] {
            let error = ImportFixtures.error(reading: Data(xml.utf8), path: "p.xml")
            #expect(error?.problem == "a second element or text after the document's root", "\(xml)")
            #expect(error?.record == line, "\(xml)")
        }
        let file = try ImportReading.read(Data("<plays>\(play)</plays>\n<!-- saved -->\n<?done yes?>\n".utf8), path: "p.xml", format: nil)
        #expect(file.plays.count == 1)
    }

    /// Text comes whole with its references replaced, CDATA as written, from every piece of an
    /// element's text around its children; attributes are replaced the same way.
    @Test func textAndAttributesReadWithTheirReferencesReplaced() throws {
        let xml = "<GamesBackup a=\"x &amp; &#x263A; &lt;\">\n  one &amp; <![CDATA[<two>]]><child/> three&#33;\n</GamesBackup>"
        let root = try XMLTree.root(of: Data(xml.utf8), path: "k.xml")
        #expect(root.attributes == ["a": "x & \u{263A} <"])
        #expect(root.text == "\n  one & <two> three!\n")
        #expect(root.children.map(\.name) == ["child"])
        #expect(root.children.first?.line == 2)
    }

    /// The parser's own line, counted whole: an element past line 65,535 (where libxml2's nodes
    /// stop counting) is named on its line.
    @Test func linesPastSixtyFiveThousandAreCountedWhole() throws {
        let xml = "<plays>" + String(repeating: "\n", count: 70_000) + "<play id=\"1\"/>\n</plays>"
        let root = try XMLTree.root(of: Data(xml.utf8), path: "p.xml")
        #expect(root.children.first?.line == 70_001)
        let broken = "<plays>" + String(repeating: "\n", count: 70_000) + "<play id=1/>\n</plays>"
        #expect(ImportFixtures.error(reading: Data(broken.utf8), path: "p.xml")?.record == "line 70001")
    }

    /// The reader's own refusals come where the parser stands, before any fault further on.
    @Test func aLimitIsRefusedWhereItIsPassedBeforeAFaultFurtherOn() {
        let deep = "<plays>\n" + String(repeating: "<q>\n", count: 70) + "<bad" + String(repeating: "</q>", count: 70) + "</plays>"
        let error = ImportFixtures.error(reading: Data(deep.utf8), path: "p.xml")
        #expect(error?.problem == "elements nested more than 64 deep")
        // <plays> is the first level, so the 64th <q> (line 65) is the 65th.
        #expect(error?.record == "line 65")
    }

    /// Prefixes are names as written: nothing is resolved, and a prefix no declaration binds (a
    /// namespace error, not a fault of XML) reads; declarations are attributes.
    @Test func prefixesAreNamesAsWritten() throws {
        let root = try XMLTree.root(of: Data(#"<r xmlns:b="urn:b&amp;c" xmlns="d"><a:b c:d="1"/><b:e/></r>"#.utf8), path: "n.xml")
        #expect(root.attributes == ["xmlns:b": "urn:b&c", "xmlns": "d"])
        #expect(root.children.map(\.name) == ["a:b", "b:e"])
        #expect(root.children.first?.attributes == ["c:d": "1"])
    }

    /// Bytes that are UTF-8 are read as UTF-8, whatever the declaration names.
    @Test func theDeclarationsEncodingIsNotTakenAtItsWord() throws {
        for encoding in ["EUC-JP", "ISO-8859-1", "no-such-encoding"] {
            let xml = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><r a=\"\u{20AC}\">\u{00E9}</r>"
            let root = try XMLTree.root(of: Data(xml.utf8), path: "e.xml")
            #expect(root.attributes == ["a": "\u{20AC}"] && root.text == "\u{00E9}", "\(encoding)")
        }
    }

    /// A document type the scan before parsing cannot see (behind a comment that looks like an
    /// element) is refused by the parser, on its line, before its entity is read.
    @Test func aDocumentTypeBehindACommentIsRefusedToo() {
        let xml = "<!-- <x -->\n<!DOCTYPE r [<!ENTITY e \"boom\">]>\n<r>&e;</r>"
        #expect(XMLTree.doctypeOffset(in: Data(xml.utf8)) == nil, "the scan does not see it")
        #expect(throws: ImportReadError(path: "d.xml", record: "line 2", problem: XMLTree.doctypeRefused)) {
            try XMLTree.root(of: Data(xml.utf8), path: "d.xml")
        }
    }

    /// A file past 10 MB reads: libxml2, which will not look ahead in one input that large, is
    /// given it in pieces.
    @Test func aFileOfMoreThanTenMegabytesReads() throws {
        let play = #"<play id="1" date="2026-01-01"><item name="X"/><players><player name="A" win="1"/></players></play>"#
        let xml = "<plays>\n" + String(repeating: " ", count: 11 << 20) + "\n\(play)\n</plays>\n"
        let root = try XMLTree.root(of: Data(xml.utf8), path: "big.xml")
        #expect(root.children.map(\.name) == ["play"])
        #expect(root.children.first?.line == 3)
    }

    /// `]]>` in text is refused wherever the pieces libxml2 is given end: its push parser, given a
    /// piece that ends after the first `]` (or the second) of one, read it as text.
    @Test func aCDATAEndInTextIsRefusedWhereverAPieceEnds() throws {
        for length in [65_530, 65_531, 100] {
            // "<r>\n" and `length` x's: the pieces' first end (65,536) falls after `]]` or `]`.
            let xml = "<r>\n" + String(repeating: "x", count: length) + "]]>\n</r>\n"
            for piece in [XMLTree.piece, Int.max] {
                #expect(throws: ImportReadError(path: "c.xml", record: "line 2", problem: "not valid XML (libxml2 error 62)")) {
                    try XMLTree.root(of: Data(xml.utf8), path: "c.xml", piece: piece)
                }
            }
        }
    }

    /// A NUL is no part of XML: refused on its line before libxml2 reads anything.
    @Test func aNULByteIsRefusedOnItsLine() {
        let xml = "<plays>\n<play id=\"1\u{0}\"/>\n</plays>"
        #expect(throws: ImportReadError(path: "z.xml", record: "line 2", problem: "a NUL byte, which XML does not allow")) {
            try XMLTree.root(of: Data(xml.utf8), path: "z.xml")
        }
    }

    /// No element at all, whatever stands instead, is said so; an element or a declaration
    /// begun and cut, or broken, is not "no element".
    @Test func noElementIsSaidSo() {
        for text in ["<?xm", "<pla"] {
            let error = #expect(throws: ImportReadError.self) { try XMLTree.root(of: Data(text.utf8), path: "x.xml") }
            #expect(error?.problem.contains("cut short") == true, "\(text): \(String(describing: error))")
        }
        #expect(throws: ImportReadError(path: "x.xml", record: "line 2", problem: "not valid XML (libxml2 error 39)")) {
            try XMLTree.root(of: Data("<plays\n id=1>\n</plays>\n".utf8), path: "x.xml")
        }
        for (text, line) in [("   \n  ", 2), ("<?xml version=\"1.0\"?>", 1), ("<!-- only a comment -->", 1)] {
            #expect(throws: ImportReadError(path: "x.xml", record: "line \(line)", problem: "no element: not XML")) {
                try XMLTree.root(of: Data(text.utf8), path: "x.xml")
            }
        }
    }

    @Test func badXMLSaysTheLine() {
        let cases: [(String, String)] = [
            ("<plays>\n<play></plays>", "line 2"),
            ("<plays>\n\n<play id=5></play></plays>", "line 3"),
            ("<plays><play id=\"1\" id=\"2\"/></plays>", "line 1"),
            ("<plays>\n&bogus</plays>", "line 2"),
            ("<plays/><plays/>", "line 1"),
        ]
        for (xml, line) in cases {
            let error = ImportFixtures.error(reading: Data(xml.utf8), path: "p.xml")
            #expect(error?.record == line, "\(xml): \(String(describing: error))")
        }
        let brokenJSON = ImportFixtures.error(reading: Data("{\"plays\": [\n{\"uuid\": \"a\"\n\"x\": 1}]}".utf8), path: "b.json")
        #expect(brokenJSON?.description == "b.json: line 3: not valid JSON: invalid value")
        let notUTF8 = Data("<plays><play id=\"".utf8) + Data([0xFF, 0xFE]) + Data("\"/></plays>".utf8)
        #expect(ImportFixtures.error(reading: notUTF8, path: "p.xml")?.problem == "text that is not UTF-8")
    }
}

/// The format told from the content when none is given; a file of another format, or of none.
@Suite struct FormatRecognitionTests {
    @Test(arguments: [("bgstats-export.json", ImportFormat.bgstats), ("bgg-plays.xml", .bgg),
                      ("keepscore-games.xml.gz", .keepscore), ("keepscore-games.xml", .keepscore),
                      ("scorepad-backup.json", .scorepad)])
    func theContentSaysTheFormat(name: String, format: ImportFormat) throws {
        #expect(try ImportFixtures.read(name, format: nil).format == format)
        #expect(try ImportFixtures.read(name, format: format).format == format)
    }

    @Test func aFileOfAnotherFormatSaysBoth() throws {
        let error = ImportFixtures.error(reading: try ImportFixtures.data("bgg-plays.xml"), path: "plays.xml", format: .bgstats)
        #expect(error?.description == "plays.xml: read as BG Stats (--from bgstats), but it looks like a BoardGameGeek play log")
        let other = ImportFixtures.error(reading: try ImportFixtures.data("scorepad-backup.json"), path: "b.json", format: .keepscore)
        #expect(other?.description == "b.json: read as KeepScore (--from keepscore), but it looks like a ScorePad backup")
    }

    @Test func aFileOfNoFormatSaysWhatWasExpected() {
        let text = ImportFixtures.error(reading: Data("Name,Score\nAlice,3\n".utf8), path: "plays.csv")
        #expect(text?.description == "plays.csv: not JSON or XML: expected a BG Stats export or ScorePad backup (JSON), "
                + "a BoardGameGeek play log (XML) or a KeepScore backup (.xml.gz)")
        let json = ImportFixtures.error(reading: Data(#"{"plays": []}"#.utf8), path: "x.json")
        #expect(json?.description == "x.json: a JSON file that is neither a BG Stats export (plays, games, players) nor a ScorePad backup (games.entities)")
        let xml = ImportFixtures.error(reading: Data("<html><body/></html>".utf8), path: "x.html")
        #expect(xml?.problem.hasPrefix("an XML file that is neither") == true)
        #expect(ImportFixtures.error(reading: Data(), path: "empty.json")?.description == "empty.json: the file is empty")
    }

    @Test func aFileGivenAFormatButOfNoneIsReadAsThatFormatAndSaysWhere() {
        let error = ImportFixtures.error(reading: Data(#"{"plays": [], "players": []}"#.utf8), path: "x.json", format: .bgstats)
        #expect(error?.description == "x.json: field games: missing: not a BG Stats export")
        let xml = ImportFixtures.error(reading: Data("<html/>".utf8), path: "x.xml", format: .bgg)
        #expect(xml?.description == "x.xml: line 1: the document is <html>, not a BoardGameGeek play log (<plays>)")
    }
}
