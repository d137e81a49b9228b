/// Who has nothing on the sheet: finishing then ranks them by an empty sheet (Di last, her
/// rating lowered), so every surface asks first and names them.
extension SheetTally {
    /// The players (ids as text, seat order) with no live entry.
    public var playersWithoutEntries: [String] {
        let entered = Set(records.map(\.player))
        return players.filter { !entered.contains($0) }
    }
}
