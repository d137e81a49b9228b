import GRDB

// A person is read from the database by its columns' names (Decodable).
extension Person: FetchableRecord {}
