import GRDB

// A change's kind and state are stored as their raw text.
extension ScoreChangeKind: DatabaseValueConvertible {}
extension ScoreChangeState: DatabaseValueConvertible {}
