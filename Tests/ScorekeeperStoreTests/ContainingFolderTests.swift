import Foundation
import Testing
@testable import ScorekeeperStore

/// `ContainingFolder` names the folder `URL` names, for the paths it cuts itself and for those it
/// hands to `URL`.
@Suite struct ContainingFolderTests {
    @Test func namesTheFolderURLNames() {
        let paths = [
            "/tmp/games.sqlite", "/games.sqlite", "/a/b/c/d.sqlite", "/tmp/Zoë's games/spiel ü.sqlite", "/tmp/a b/%20x.sqlite",
            "/tmp/what?#/x.sqlite", "/tmp/.hidden/x", "/tmp/..x/y", "/tmp/x.", "/tmp/.x", "/tmp/x..", "/tmp/日本/ゲーム.sqlite",
            // Handed to URL: relative, repeated or final slashes, `.` and `..`.
            "games.sqlite", "a/b.sqlite", "./a.sqlite", "/tmp//a.sqlite", "/tmp/a/", "/tmp/./a.sqlite", "/tmp/../a.sqlite",
            "/tmp/a/.", "/tmp/a/..", "/", "//", "", ".", "..",
        ]
        for path in paths {
            #expect(ContainingFolder.of(path) == URL(fileURLWithPath: path).deletingLastPathComponent().path, "\(path)")
        }
        // The plain absolute paths are cut without a URL; the others are not.
        #expect(ContainingFolder.plainParent("/tmp/games.sqlite") == "/tmp")
        #expect(ContainingFolder.plainParent("/games.sqlite") == "/")
        for path in ["games.sqlite", "/tmp//a.sqlite", "/tmp/a/", "/tmp/./a", "/tmp/../a", "/", ""] {
            #expect(ContainingFolder.plainParent(path) == nil, "\(path)")
        }
    }
}
