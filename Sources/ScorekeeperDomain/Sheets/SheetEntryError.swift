/// Why an entry was refused, as a sentence a person reads ("full-house is 25 or 0"; "Bo has 32
/// left: 40 would bust"). Nothing is written when an entry is refused.
public struct SheetEntryError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}
