import Foundation

// A category sheet's entries: a category and what it counts ("sixes 18", "full house 25",
// "coins 14", "science 3 2 1", "routes 1 2 2 4"), each category once per player; every number
// must be one the category allows, and the category's counting turns them into points.
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
        let (typed, values) = Self.words(text)
        guard !typed.isEmpty, !values.isEmpty else {
            throw SheetEntryError("an entry is a category and its points (\"\(categories.first?.id ?? "sixes") 18\")")
        }
        guard let category = category(named: typed) else {
            throw SheetEntryError("no category \"\(typed)\" on this sheet (\(categories.map(\.id).joined(separator: ", ")))")
        }
        try category.check(values)
        if let need = category.needs, category.points(for: values) != 0 {
            let needed = before.last { self.category(named: Self.words($0.text).name)?.id == need.category }
            let points = needed.flatMap { record in self.category(named: need.category).map { $0.points(for: Self.words(record.text).values) } }
            if points != need.points {
                throw SheetEntryError("\(category.id) scores only after \(need.category) \(need.points) (\(name) has \(points.map { "\(need.category) \($0)" } ?? "no \(need.category) yet")); enter 0")
            }
        }
        if let filled = before.first(where: { self.category(named: Self.words($0.text).name)?.id == category.id }) {
            throw SheetEntryError("\(name) already has \(category.id) (\(Self.words(filled.text).values.map(String.init).joined(separator: " ")))")
        }
        return ([category.id] + values.map(String.init)).joined(separator: " ")
    }

    /// An entry's category name and numbers: the numbers are the words at its end.
    static func words(_ text: String) -> (name: String, values: [Int]) {
        let words = text.split(whereSeparator: \.isWhitespace)
        let numbers = words.reversed().prefix { Int($0) != nil }.reversed().compactMap { Int($0) }
        return (words.dropLast(numbers.count).joined(separator: " "), Array(numbers))
    }

    func score(_ records: [SheetEntryRecord]) -> PlayerSheet {
        var values: [String: [Int]] = [:]
        for record in records {
            let (name, numbers) = Self.words(record.text)
            if let category = category(named: name), values[category.id] == nil { values[category.id] = numbers }
        }
        var sheet = PlayerSheet()
        var total = 0
        var pointsByCategory: [String: Int] = [:]
        for category in categories {
            let points = values[category.id].map(category.points(for:))
            pointsByCategory[category.id] = points
            sheet.cells.append(.init(label: category.label, text: values[category.id].map { $0.map(String.init).joined(separator: " ") },
                                     points: points))
            total += points ?? 0
        }
        for bonus in bonuses {
            let counted = categories.filter { bonus.section == nil || $0.section == bonus.section }
            let sum = counted.reduce(0) { $0 + (pointsByCategory[$1.id] ?? 0) }
            if sum >= bonus.atLeast {
                sheet.bonuses.append(.init(label: bonus.label, points: bonus.points))
                total += bonus.points
            } else if sum > 0 {
                sheet.bonusProgress[bonus.label] = sum
            }
        }
        sheet.total = total
        return sheet
    }
}

extension CategorySheet.Category {
    /// Refuses numbers this category does not take, with the reason.
    func check(_ values: [Int]) throws(SheetEntryError) {
        if case .symbols(let symbols, _) = counting {
            guard values.count == symbols.count else {
                throw SheetEntryError("\(id) is one count for each of \(Self.list(symbols)) (\"\(id) \(symbols.indices.map { String(max(0, symbols.count - $0)) }.joined(separator: " "))\")")
            }
        } else if !many, values.count != 1 {
            throw SheetEntryError("\(id) is one number: \(allowed.text)")
        }
        for value in values where !allowed.allows(value) {
            throw SheetEntryError("\(id) is \(many || values.count > 1 ? "made of numbers each " : "")\(allowed.text)")
        }
    }

    /// The points the numbers entered are worth.
    public func points(for values: [Int]) -> Int {
        switch counting {
        case .value: return values.reduce(0, +) * each
        case .per(let units): return values.reduce(0) { $0 + Int((Double($1) / Double(units)).rounded(.down)) } * each
        case .table(let table): return values.reduce(0) { $0 + (table[$1] ?? 0) } * each
        case .symbols(_, let setBonus):
            return (values.reduce(0) { $0 + $1 * $1 } + setBonus * (values.min() ?? 0)) * each
        }
    }

    /// What is typed in this category, for prompts and the rules ("Points", "Coins", "Lengths").
    public var entryLabel: String {
        switch counting {
        case .value: many ? "Numbers" : "Points"
        case .per: "Count"
        case .table: many ? "Each one" : "Which"
        case .symbols: "Counts"
        }
    }

    /// What the category takes and how it counts, as a person reads it ("25 or 0", "1 point per
    /// 3", "one count each for tablets, compasses and gears: each squared, plus 7 a full set").
    public var rule: String {
        var parts: [String] = []
        switch counting {
        case .value: parts.append(many ? "numbers each \(allowed.text), added up" : allowed.text)
        case .per(let units): parts.append("\(allowed.text), 1 point per \(units)")
        case .table(let table):
            let points = table.keys.sorted().map { "\($0) is \(table[$0]!)" }.joined(separator: ", ")
            parts.append(many ? "one number for each (\(points)), added up" : points)
        case .symbols(let symbols, let setBonus):
            parts.append("one count for each of \(Self.list(symbols)): each count squared, plus \(setBonus) for every set of one of each")
        }
        if each > 1 { parts.append("\(each) points each") }
        if let needs { parts.append("only after \(needs.category) \(needs.points)") }
        return parts.joined(separator: ", ")
    }

    /// What to type, short enough for a prompt's one line ("0 to 300, a point per 3", "a count
    /// each of tablets, compasses and gears: 3 2 1").
    public var hint: String {
        switch counting {
        case .value: return many ? "numbers each \(allowed.text), e.g. \(example)" : rule
        case .per(let units): return "\(allowed.text), a point per \(units)"
        case .table: return many ? "one number each, e.g. \(example)" : rule
        case .symbols(let symbols, _): return "a count each of \(Self.list(symbols)): \(example)"
        }
    }

    /// An example entry's numbers, for the rules' first line.
    var example: String {
        switch counting {
        case .symbols(let symbols, _): return symbols.indices.map { String(max(0, symbols.count - $0)) }.joined(separator: " ")
        case .table(let table): return (many ? table.keys.sorted().prefix(3) : table.keys.sorted().suffix(1)).map(String.init).joined(separator: " ")
        default:
            switch allowed {
            case .values(let values): return String(values.max() ?? 0)
            case .range(let range):
                let clamped = { (value: Int) in String(min(range.upperBound, max(range.lowerBound, value))) }
                return many ? "\(clamped(5)) \(clamped(3))" : String(range.upperBound)
            case .multiples(let step, let most): return String(min(most, step * 3))
            }
        }
    }

    /// "a, b and c".
    static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
