import Foundation
import TestSupport
import Testing

/// The shape every refusal must have: the right exit code, nothing on stdout, and a message a
/// person can read on one line, with no raw control character that a terminal would act on.
enum Refusal {
    /// A refused input or file: exit 1 and exactly one line on stderr containing `mention`.
    static func expectRefused(_ outcome: ProcessOutcome, mentioning mention: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.exitCode == 1, "expected exit 1: \(outcome)", sourceLocation: sourceLocation)
        #expect(!outcome.timedOut, sourceLocation: sourceLocation)
        #expect(outcome.standardOutput.isEmpty, "nothing on stdout: \(outcome)", sourceLocation: sourceLocation)
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line on stderr: \(outcome)", sourceLocation: sourceLocation)
        #expect(outcome.standardError.hasPrefix("Error: "), "\(outcome)", sourceLocation: sourceLocation)
        #expect(outcome.standardError.contains(mention), "mentions \(mention.debugDescription): \(outcome)",
                sourceLocation: sourceLocation)
        expectNoRawControls(outcome.standardError, sourceLocation: sourceLocation)
    }

    /// A usage error: the parser's exit code 64, one line saying what is wrong and pointing to
    /// `--help`, nothing on stdout.
    static func expectUsageError(_ outcome: ProcessOutcome, mentioning mention: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.exitCode == 64, "expected exit 64: \(outcome)", sourceLocation: sourceLocation)
        #expect(outcome.standardOutput.isEmpty, "nothing on stdout: \(outcome)", sourceLocation: sourceLocation)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        let first = lines.first ?? ""
        #expect(first.hasPrefix("Error: ") && first.contains(mention), "first line mentions \(mention.debugDescription): \(outcome)",
                sourceLocation: sourceLocation)
        #expect(lines.count == 1 && first.contains("--help"), "one line that points to --help: \(outcome)", sourceLocation: sourceLocation)
        expectNoRawControls(outcome.standardError, sourceLocation: sourceLocation)
    }

    /// No C0/C1 control character other than the line feed: no escape sequence can get out.
    static func expectNoRawControls(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(raw.isEmpty, "raw control characters \(raw.map { String($0.value, radix: 16) }) in \(text.debugDescription)",
                sourceLocation: sourceLocation)
    }
}
