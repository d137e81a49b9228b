import Foundation
import Testing
@testable import ScorekeeperDomain

/// `--ssh` and `SCOREKEEPER_SSH` split as a POSIX shell splits words (the cases compared with
/// what `sh -c 'printf "%s\n" ...'` prints), and refused in one line when a quote is left open.
@Suite struct ShellWordsTests {
    static let cases: [(String, [String])] = [
        ("ssh", ["ssh"]),
        ("  ssh   -p 2222\t-i key  ", ["ssh", "-p", "2222", "-i", "key"]),
        ("'/opt/my tools/ssh' -F cfg", ["/opt/my tools/ssh", "-F", "cfg"]),
        (#""/opt/my tools/ssh" -o "ProxyCommand ssh -W %h:%p jump""#, ["/opt/my tools/ssh", "-o", "ProxyCommand ssh -W %h:%p jump"]),
        (#"/opt/my\ tools/ssh -i key\ file"#, ["/opt/my tools/ssh", "-i", "key file"]),
        (#"ssh -o 'It'\''s'"#, ["ssh", "-o", "It's"]),
        (#"ssh "a\"b" "c\\d" "e\f" "$\`""#, ["ssh", #"a"b"#, #"c\d"#, #"e\f"#, "$`"]),
        (#"ssh '' """#, ["ssh", "", ""]),
        ("ab'c d'\"e f\"g", ["abc de fg"]),
        ("ssh \\\n-v", ["ssh", "-v"]),
        ("", []),
        ("   ", []),
        ("ssh 'Zoë's'", []),
    ]

    @Test(arguments: cases.indices.dropLast()) func wordsAsAShellSplitsThem(index: Int) throws {
        let (text, words) = Self.cases[index]
        #expect(try ShellWords.split(text, what: "--ssh") == words, "\(text)")
        // The oracle: the shell itself, printing each word on a line of its own (when it has no
        // empty word and no newline, which printf's lines could not tell apart).
        if !words.contains(where: { $0.isEmpty || $0.contains("\n") }) && !words.isEmpty {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "for w in \(text); do printf '%s\\n' \"$w\"; done"]
            let output = Pipe()
            shell.standardOutput = output
            try shell.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            #expect(printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == words, "\(text)")
        }
    }

    @Test func openQuotesAndATrailingBackslashAreRefused() {
        for (text, message) in [("ssh 'Zoë's'", "--ssh has an unterminated single quote."),
                                ("ssh \"-p 22", "--ssh has an unterminated double quote."),
                                ("ssh \"-p 22\\\"", "--ssh has an unterminated double quote."),
                                ("ssh \\", "--ssh ends with a backslash that escapes nothing.")] {
            #expect(throws: ScorekeeperError.other(message), "\(text)") { try ShellWords.split(text, what: "--ssh") }
        }
    }

    @Test func quotedIsOneWordForTheShell() throws {
        for word in ["plain", "with space", "it's", "'", "$HOME `x` \\"] {
            #expect(try ShellWords.split(ShellWords.quoted(word), what: "x") == [word])
        }
    }

    @Test func anArgumentIsQuotedOnlyWhenTheShellWouldSplitOrExpandIt() throws {
        #expect(ShellWords.argument("Hearts") == "Hearts")
        #expect(ShellWords.argument("Cabin night") == "'Cabin night'")
        #expect(ShellWords.argument("Bo's $game") == #"'Bo'\''s $game'"#)
        #expect(ShellWords.argument("") == "''")
        // What the shell would read back is the word itself.
        for word in ["Hearts", "Cabin night", "Bo's $game", "a*b", "Hearts · 2"] {
            #expect(try ShellWords.split(ShellWords.argument(word), what: "test") == [word])
        }
    }
}
