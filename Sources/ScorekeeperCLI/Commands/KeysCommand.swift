import ArgumentParser
import ScorekeeperUI

/// `scorekeeper keys [--markdown]`: the interface's keys, screen by screen, read from the key
/// tables the key bar and `?` help read (docs/keys.md is its Markdown, written by `make docs`).
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List the interface's keys, screen by screen (what ? shows on each).",
        discussion: "Read from the same key tables the key bar and ? help read. Opens no database.")
    @Flag(help: "Print Markdown: a section per screen or dialog, a table of keys and what they do (docs/keys.md).")
    var markdown = false

    func run() {
        print(markdown ? KeyReference.markdown() : KeyReference.text(), terminator: "")
    }
}
