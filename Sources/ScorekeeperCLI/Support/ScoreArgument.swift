import ArgumentParser
import ScorekeeperStore

/// How the command line reads a score or an amount given as an option (`--by`, `--to`, `--score`,
/// `--amount`, `--target`): by `ScoreText`, as every other surface reads one, so a number past 64
/// bits is refused with the limit ("The value '…' is invalid for '--by <by>': A score is a whole
/// number from … to ….") rather than as a value the parser does not know.
enum ScoreArgument {
    static func read(_ text: String) throws -> Int {
        guard let score = ScoreText.read(text) else { throw ScorekeeperError.other(ScoreText.limit) }
        return score
    }
}
