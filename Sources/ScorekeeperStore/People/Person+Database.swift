import GRDB

// How a person is read from the database: by its columns' names. A colour this copy does not know
// (written by a newer one) reads as the palette's first (`PersonColour.stored`).
extension Person: FetchableRecord {
    public init(row: Row) throws {
        self.init(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"),
                  colour: PersonColour.stored(try row.decode(forColumn: "colour")),
                  createdAt: try DatabaseTimestamp.decode(row, "createdAt"), mergedInto: try row.decode(forColumn: "mergedInto"))
    }
}
