/// Why a TRF file could not be read: the line (counted from 1), the column (counted from 1, in
/// characters as TRF-16 counts its columns) when the trouble is in one field, and what is wrong.
public struct TRFError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    /// Nil when the trouble is the line or the file as a whole.
    public var column: Int?
    public var problem: String

    public init(line: Int, column: Int? = nil, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String { "line \(line)\(column.map { ", column \($0)" } ?? ""): \(problem)" }

    /// "FILE:LINE:COLUMN: problem", as compilers name a place in a file and the command line
    /// names one in a sheet file.
    public func located(in file: String) -> String {
        "\(file):\(line)\(column.map { ":\($0)" } ?? ""): \(problem)"
    }
}
