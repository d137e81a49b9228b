/// Why a TRF file could not be read: the line (counted from 1) and what is wrong on it.
public struct TRFError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var problem: String

    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    public var description: String { "line \(line): \(problem)" }
}
