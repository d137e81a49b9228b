import Foundation
import GRDB

// A typed id (`Game.ID`, `Player.ID`, ...) goes into the file as lowercase text, as every id column
// holds it, whether it is bound as an argument, compared with a column or encoded in a record. It
// reads back from that text (either case), or from the 16-byte blob GRDB's default would write.
extension Tagged: @retroactive SQLExpressible, @retroactive StatementBinding, @retroactive DatabaseValueConvertible
where RawValue == UUID {
    public var databaseValue: DatabaseValue { rawValue.lowercasedString.databaseValue }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> Self? {
        switch value.storage {
        case .string(let text): UUID.parse(text).map(Self.init(rawValue:))
        default: UUID.fromDatabaseValue(value).map(Self.init(rawValue:))
        }
    }
}
