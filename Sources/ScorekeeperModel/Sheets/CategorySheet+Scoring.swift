import Foundation

// A category sheet's entries: a category and its value ("sixes 18", "full house 25"), each
// category once per player; the value must be one the category allows.
extension CategorySheet {
    /// The category a typed name means: its id or its label, case, spaces and dashes ignored.
    func category(named typed: String) -> Category? {
        // Stored entries name the category by its id: found without normalising every name.
        if let exact = categories.first(where: { $0.id == typed }) { return exact }
        let key = Self.key(typed)
        return categories.first { Self.key($0.id) == key || Self.key($0.label) == key }
    }

    /// A name as compared: lowercase letters and digits only ("Full house" is "full-house").
    public static func key(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    func accept(_ text: String, before: [SheetEntryRecord], name: String) throws(SheetEntryError) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, let value = Int(words.last!) else {
            throw SheetEntryError("an entry is a category and its points (\"\(categories.first?.id ?? "sixes") 18\")")
        }
        let typed = words.dropLast().joined(separator: " ")
        guard let category = category(named: typed) else {
            throw SheetEntryError("no category \"\(typed)\" on this sheet (\(categories.map(\.id).joined(separator: ", ")))")
        }
        guard category.allowed.allows(value) else {
            throw SheetEntryError("\(category.id) is \(category.allowed.text)")
        }
        if let filled = before.first(where: { self.category(named: Self.words($0.text).name)?.id == category.id }) {
            throw SheetEntryError("\(name) already has \(category.id) (\(Self.words(filled.text).value))")
        }
        return "\(category.id) \(value)"
    }

    /// A stored entry's category name and value.
    static func words(_ text: String) -> (name: String, value: Int) {
        let words = text.split(separator: " ")
        return (words.dropLast().joined(separator: " "), Int(words.last ?? "") ?? 0)
    }

    func score(_ records: [SheetEntryRecord]) -> PlayerSheet {
        var values: [String: Int] = [:]
        for record in records {
            let (name, value) = Self.words(record.text)
            if let category = category(named: name), values[category.id] == nil { values[category.id] = value }
        }
        var sheet = PlayerSheet()
        var total = 0
        for category in categories {
            let points = values[category.id].map { $0 * category.each }
            sheet.cells.append(.init(label: category.label, text: values[category.id].map(String.init), points: points))
            total += points ?? 0
        }
        for bonus in bonuses {
            let counted = categories.filter { bonus.section == nil || $0.section == bonus.section }
            let sum = counted.reduce(0) { $0 + (values[$1.id] ?? 0) * $1.each }
            if sum >= bonus.atLeast {
                sheet.bonuses.append(.init(label: bonus.label, points: bonus.points))
                total += bonus.points
            }
        }
        sheet.total = total
        return sheet
    }
}
