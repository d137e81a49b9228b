import Foundation

/// How a game's title is cut to a width on every surface: a tournament table game's title
/// ("Club Swiss: round 1, table 12", made by `Tournament.tableGameTitle`) keeps its
/// ": round N, table M" whole and gives up the tournament's name first ("Club S…: round 1,
/// table 12"), so a cut title still says which table it is; any other title is cut at its end.
public enum TableGameTitle {
    /// `title` in at most `width` columns.
    public static func fitted(_ title: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(title) > width else { return title }
        guard let start = placeStart(in: title) else { return DisplayWidth.truncate(title, toWidth: width) }
        let name = String(title[..<start]), place = String(title[start...])
        let room = width - DisplayWidth.of(place)
        // At least a letter of the name and "…"; narrower than that, the table's end is kept.
        guard room >= 2 else { return "…" + String(tail(of: place, width: width - 1)) }
        return DisplayWidth.truncate(name, toWidth: room) + place
    }

    /// Where ": round N, table M" (and any " (set aside)" after it) starts in `title`, when the
    /// title ends with it and has a name before it.
    public static func placeStart(in title: String) -> String.Index? {
        guard let colon = title.range(of: ": round ", options: .backwards), colon.lowerBound > title.startIndex else { return nil }
        var rest = title[colon.upperBound...]
        guard skipNumber(&rest), rest.hasPrefix(", table ") else { return nil }
        rest = rest.dropFirst(", table ".count)
        guard skipNumber(&rest), rest.isEmpty || rest == " (set aside)" else { return nil }
        return colon.lowerBound
    }

    /// Drops the digits `text` starts with; false when it starts with none.
    private static func skipNumber(_ text: inout Substring) -> Bool {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        text = text.dropFirst(digits.count)
        return !digits.isEmpty
    }

    /// The last characters of `text` that fit `width` columns.
    private static func tail(of text: String, width: Int) -> Substring {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let columns = DisplayWidth.of(text[previous])
            if used + columns > width { break }
            used += columns
            start = previous
        }
        return text[start...]
    }
}
