/// The text of a user's score sheet far larger than any built in: `count` categories, each a
/// number from 0 to 30. Reading it takes a noticeable while, so what a screen does before its
/// sheet has arrived can be seen.
public enum LargeSheet {
    /// The YAML of a categories sheet called `name`, titled `title`, with categories "c1" to
    /// "c<count>" (labelled by their ids, which keeps 5,200 of them within the 256 KB a sheet
    /// file may have).
    public static func text(name: String, title: String, categories count: Int) -> String {
        var lines = ["name: \(name)", "title: \(title)", "kind: categories", "winning: highest", "categories:"]
        lines.reserveCapacity(count + lines.count)
        for number in 1...count {
            lines.append("  - {id: c\(number), range: [0, 30]}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
