import Foundation
@testable import ScorekeeperImport
import Testing

/// A file small enough to be read but made of so many tiny values that reading it would take
/// gigabytes: refused once it holds more values or elements than the formats ever write.
@Suite struct SizeLimitTests {
    @Test func tooManyJSONValuesAreRefused() throws {
        let list = Data(("[" + Array(repeating: "0", count: 1_001).joined(separator: ",") + "]").utf8)
        #expect(throws: Never.self) { try JSONDocument.parse(list, path: "x.json", maximumValues: 1_002) }
        #expect {
            try JSONDocument.parse(list, path: "x.json", maximumValues: 1_001)
        } throws: { error in
            (error as? ImportReadError)?.problem.hasPrefix("not valid JSON: more values than an export of plays holds") == true
        }
    }

    @Test func fieldsNoRecordReadsCountTowardsTheLimitToo() throws {
        let unread = (0..<1_000).map { #""field\#($0)": 0"# }.joined(separator: ", ")
        let export = Data(#"{"plays": [], "games": [], "players": [], "extra": {\#(unread)}}"#.utf8)
        #expect(throws: Never.self) { try JSONDocument.decode(BGStatsExport.self, from: export, path: "e.json", maximumValues: 5_000) }
        #expect {
            try JSONDocument.decode(BGStatsExport.self, from: export, path: "e.json", maximumValues: 1_000)
        } throws: { error in
            (error as? ImportReadError)?.problem.hasPrefix("not valid JSON: more values than an export of plays holds") == true
        }
    }

    @Test func tooManyXMLElementsAreRefused() throws {
        let page = Data(("<plays>" + String(repeating: "<a/>", count: 1_000) + "</plays>").utf8)
        #expect(throws: Never.self) { try XMLTree.root(of: page, path: "p.xml", maximumElements: 1_001) }
        #expect {
            try XMLTree.root(of: page, path: "p.xml", maximumElements: 1_000)
        } throws: { error in
            (error as? ImportReadError)?.problem.hasPrefix("more elements than a play log or backup holds") == true
        }
    }
}
