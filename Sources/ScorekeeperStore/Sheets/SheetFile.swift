import Foundation
import Synchronization
import Yams

/// Reads a sheet from its file: YAML, through Yams, checked field by field when it is read. A bad
/// sheet is refused with the file, the line and the field ("hearts.yaml:7: moon: a whole number,
/// not \"lots\""). A sheet is data: nothing in it runs.
public enum SheetFile {
    /// The largest sheet file read (a sheet is a page of text).
    public static let largestBytes = 256 * 1024

    /// A refusal naming where in which file.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int?
        public var field: String?
        public var problem: String

        public var description: String {
            "\(file)\(line.map { ":\($0)" } ?? ""): \(field.map { "\($0): " } ?? "")\(problem)"
        }
    }

    /// The sheet in `text`, the file being called `file` in messages.
    public static func read(_ text: String, file: String) throws(Problem) -> Sheet {
        let root: Node
        do {
            // No scalar's type is guessed (`.basic`) and nothing is built from the nodes (empty
            // maps): the reader takes every field as the text written and checks it itself. Yams'
            // default resolver compiles seven ICU regular expressions on first use, more work than
            // reading a whole sheet, and was a fifth of a sheet game's `game show`.
            guard let node = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:])) else {
                throw Problem(file: file, line: nil, field: nil, problem: "the file is empty")
            }
            root = node
        } catch let problem as Problem {
            throw problem
        } catch let error as YamlError {
            throw Problem(file: file, line: Self.line(of: error), field: nil, problem: "not YAML a sheet can be read from (\(Self.summary(of: error)))")
        } catch {
            throw Problem(file: file, line: nil, field: nil, problem: "not YAML a sheet can be read from")
        }
        return try Reader(file: file).sheet(root)
    }

    /// `read` for a sheet text read before, from memory: a game's sheet is read for every frame
    /// and write of the game, and games share a few sheets. Only sheets that read are kept.
    public static func readKept(_ text: String, file: String) throws(Problem) -> Sheet {
        if let sheet = kept.withLock({ $0[text] }) { return sheet }
        let sheet = try read(text, file: file)
        kept.withLock { kept in
            if kept.count >= 64 { kept.removeAll() }
            kept[text] = sheet
        }
        return sheet
    }

    private static let kept = Mutex<[String: Sheet]>([:])

    static func line(of error: YamlError) -> Int? {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): mark.line
        default: nil
        }
    }

    static func summary(of error: YamlError) -> String {
        switch error {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _): problem
        default: "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}

/// The walk over a sheet file's nodes: every field is known, of its type and in its range, or the
/// file is refused there.
private struct Reader {
    let file: String

    func problem(_ node: Node?, _ field: String?, _ text: String) -> SheetFile.Problem {
        SheetFile.Problem(file: file, line: node?.mark?.line, field: field, problem: text)
    }

    /// A mapping's fields by name, refusing ones not in `known`.
    func fields(_ node: Node, _ path: String?, known: Set<String>) throws(SheetFile.Problem) -> [String: Node] {
        guard let mapping = node.mapping else { throw problem(node, path, "a set of fields (name: value) was expected") }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string else { throw problem(key, path, "a field's name is text") }
            guard known.contains(name) else {
                throw problem(key, path.map { "\($0).\(name)" } ?? name,
                              "not a field here (the fields are \(known.sorted().joined(separator: ", ")))")
            }
            fields[name] = value
        }
        return fields
    }

    /// A text field; a missing one that is `required` is refused at the line of `owner`, the
    /// mapping it is missing from.
    func text(_ fields: [String: Node], _ name: String, _ path: String? = nil, required: Bool = true,
              owner: Node? = nil) throws(SheetFile.Problem) -> String? {
        let field = path.map { "\($0).\(name)" } ?? name
        guard let node = fields[name] else {
            if required { throw problem(owner, field, "missing") }
            return nil
        }
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else { throw problem(node, field, "text was expected") }
        guard !scalar.string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw problem(node, field, "control characters are not allowed")
        }
        return scalar.string
    }

    func number(_ fields: [String: Node], _ name: String, _ path: String? = nil, in range: ClosedRange<Int> = -1_000_000...1_000_000,
                required: Bool = false, owner: Node? = nil) throws(SheetFile.Problem) -> Int? {
        let field = path.map { "\($0).\(name)" } ?? name
        guard let node = fields[name] else {
            if required { throw problem(owner, field, "missing") }
            return nil
        }
        guard let value = Int(node.string ?? "") else { throw problem(node, field, "a whole number, not \"\(node.string ?? "a list")\"") }
        guard range.contains(value) else { throw problem(node, field, "\(value) is out of range (\(range.lowerBound) to \(range.upperBound))") }
        return value
    }

    func flag(_ fields: [String: Node], _ name: String, _ path: String? = nil) throws(SheetFile.Problem) -> Bool? {
        guard let node = fields[name] else { return nil }
        guard let value = node.bool else { throw problem(node, path.map { "\($0).\(name)" } ?? name, "true or false") }
        return value
    }

    func numbers(_ fields: [String: Node], _ name: String, _ path: String) throws(SheetFile.Problem) -> [Int]? {
        guard let node = fields[name] else { return nil }
        guard let sequence = node.sequence else { throw problem(node, "\(path).\(name)", "a list of whole numbers ([25, 0])") }
        var values: [Int] = []
        for item in sequence {
            guard let value = Int(item.string ?? "") else { throw problem(item, "\(path).\(name)", "a whole number, not \"\(item.string ?? "a list")\"") }
            values.append(value)
        }
        guard !values.isEmpty else { throw problem(node, "\(path).\(name)", "at least one number") }
        return values
    }

    func sheet(_ root: Node) throws(SheetFile.Problem) -> Sheet {
        let common: Set<String> = ["name", "title", "summary", "kind", "winning"]
        guard let kindNode = root.mapping?["kind"], let kindName = kindNode.string else {
            throw problem(root, "kind", "missing (sum, categories, bids, frames or countdown)")
        }
        let extra: Set<String>
        switch kindName {
        case "sum": extra = ["rounds", "target", "round-total", "moon", "least-per-round", "most-per-round"]
        case "categories": extra = ["categories", "bonuses"]
        case "bids": extra = ["tricks", "hands", "exact", "over", "under", "nil-made", "nil-failed", "bags-every", "bags-penalty", "rounds", "target"]
        case "frames": extra = ["frames", "pins"]
        case "countdown": extra = ["target", "shows", "turns", "double-out", "over", "most-per-throw", "misses-out"]
        default: throw problem(kindNode, "kind", "\"\(kindName)\" is not a kind of sheet (sum, categories, bids, frames or countdown)")
        }
        let fields = try fields(root, nil, known: common.union(extra))
        let name = try text(fields, "name", owner: root)!
        guard name.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }), name.count <= 40 else {
            throw problem(fields["name"], "name", "lowercase letters, digits and dashes (\"darts-501\"), at most 40")
        }
        let title = try text(fields, "title", owner: root)!
        guard title.count <= 60 else { throw problem(fields["title"], "title", "at most 60 characters") }
        let summary = try text(fields, "summary", required: false) ?? ""
        var lowestWins = false
        if let winning = fields["winning"] {
            switch winning.string {
            case "highest": lowestWins = false
            case "lowest": lowestWins = true
            default: throw problem(winning, "winning", "highest or lowest")
            }
        }
        let kind: Sheet.Kind
        switch kindName {
        case "sum":
            let least = try number(fields, "least-per-round"), most = try number(fields, "most-per-round")
            if let least, let most, least > most {
                throw problem(fields["most-per-round"], "most-per-round", "\(most) is below least-per-round (\(least))")
            }
            kind = .sum(SumSheet(rounds: try number(fields, "rounds", in: 1...1000), target: try number(fields, "target"),
                                 roundTotals: try numbers(fields, "round-total", "") ?? [], moon: try number(fields, "moon", in: 1...10_000),
                                 leastPerRound: least, mostPerRound: most))
        case "categories": kind = .categories(try categories(fields))
        case "bids": kind = .bids(try bids(fields))
        case "frames":
            kind = .frames(BowlingFrames(frames: try number(fields, "frames", in: 1...30) ?? 10, pins: try number(fields, "pins", in: 1...100) ?? 10))
        default: kind = .countdown(try countdown(fields, root))
        }
        return Sheet(name: name, title: title, summary: summary, lowestWins: lowestWins, kind: kind)
    }

    func categories(_ fields: [String: Node]) throws(SheetFile.Problem) -> CategorySheet {
        guard let list = fields["categories"]?.sequence, !list.isEmpty else {
            throw problem(fields["categories"], "categories", "a list of at least one category")
        }
        var categories: [CategorySheet.Category] = []
        // The ids met so far, as compared: a sheet of thousands of categories is checked for a
        // repeated id in one pass, not by comparing each with all before it.
        var keys: Set<String> = []
        for (index, node) in list.enumerated() {
            let path = "categories[\(index + 1)]"
            let item = try self.fields(node, path, known: ["id", "label", "values", "range", "multiple-of", "up-to", "each", "section",
                                                           "per", "points", "many", "symbols", "set-bonus", "needs"])
            let id = try text(item, "id", path, owner: node)!
            guard id.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }) else {
                throw problem(item["id"], "\(path).id", "lowercase letters, digits and dashes (\"full-house\")")
            }
            guard keys.insert(CategorySheet.key(id)).inserted else {
                throw problem(item["id"], "\(path).id", "\"\(id)\" is on the sheet twice")
            }
            let counting = try counting(item, path, node)
            let allowed: CategorySheet.Allowed
            if case .table(let table) = counting, item["values"] == nil, item["range"] == nil, item["multiple-of"] == nil {
                // A table's numbers are what may be entered.
                allowed = .values(table.keys.sorted(by: >))
            } else if let values = try numbers(item, "values", path) {
                allowed = .values(values)
            } else if let range = try numbers(item, "range", path) {
                guard range.count == 2, range[0] <= range[1] else { throw problem(item["range"], "\(path).range", "[lowest, highest]") }
                allowed = .range(range[0]...range[1])
            } else if let step = try number(item, "multiple-of", path, in: 1...1000) {
                guard let most = try number(item, "up-to", path, in: 0...1_000_000) else {
                    throw problem(node, "\(path).up-to", "missing (the largest multiple allowed)")
                }
                allowed = .multiples(of: step, upTo: most)
            } else {
                throw problem(node, path, "says what may be entered: values, range or multiple-of with up-to")
            }
            categories.append(.init(id: id, label: try text(item, "label", path, required: false) ?? id,
                                    allowed: allowed, each: try number(item, "each", path, in: 1...10_000) ?? 1,
                                    section: try text(item, "section", path, required: false),
                                    counting: counting, many: try flag(item, "many", path) ?? false, needs: try need(item, path, node)))
        }
        // A category waits for another on the sheet, never for itself.
        for (index, category) in categories.enumerated() {
            guard let need = category.needs else { continue }
            let node = list[index].mapping?["needs"]
            guard need.category != category.id else { throw problem(node, "categories[\(index + 1)].needs", "a category cannot wait for itself") }
            guard categories.contains(where: { $0.id == need.category }) else {
                throw problem(node, "categories[\(index + 1)].needs", "no category \"\(need.category)\" on this sheet")
            }
        }
        var bonuses: [CategorySheet.Bonus] = []
        if let list = fields["bonuses"] {
            guard let items = list.sequence else { throw problem(list, "bonuses", "a list of bonuses") }
            for (index, node) in items.enumerated() {
                let path = "bonuses[\(index + 1)]"
                let item = try self.fields(node, path, known: ["label", "section", "at-least", "points"])
                let section = try text(item, "section", path, required: false)
                if let section, !categories.contains(where: { $0.section == section }) {
                    throw problem(item["section"], "\(path).section", "no category is in the section \"\(section)\"")
                }
                bonuses.append(.init(label: try text(item, "label", path, owner: node)!, section: section,
                                     atLeast: try number(item, "at-least", path, required: true, owner: node)!,
                                     points: try number(item, "points", path, required: true, owner: node)!))
            }
        }
        return CategorySheet(categories: categories, bonuses: bonuses)
    }

    /// `needs: {category: yahtzee, points: 50}`: the category scores only after that one scored
    /// those points.
    func need(_ item: [String: Node], _ path: String, _ node: Node) throws(SheetFile.Problem) -> CategorySheet.Need? {
        guard let needs = item["needs"] else { return nil }
        let fields = try self.fields(needs, "\(path).needs", known: ["category", "points"])
        return CategorySheet.Need(category: try text(fields, "category", "\(path).needs", owner: needs)!,
                                  points: try number(fields, "points", "\(path).needs", required: true, owner: needs)!)
    }

    /// How a category counts: `per` (1 point per so many), `points` (a table from what is entered
    /// to points), or `symbols` with `set-bonus` (each count squared plus a bonus per full set);
    /// at most one of them.
    func counting(_ item: [String: Node], _ path: String, _ node: Node) throws(SheetFile.Problem) -> CategorySheet.Counting {
        let given = ["per", "points", "symbols"].filter { item[$0] != nil }
        guard given.count <= 1 else { throw problem(node, path, "counts one way: \(given.joined(separator: " or ")), not both") }
        if let units = try number(item, "per", path, in: 1...1000) { return .per(units) }
        if let table = item["points"] {
            guard let mapping = table.mapping, !mapping.isEmpty else {
                throw problem(table, "\(path).points", "a table of what is entered and its points ({1: 1, 2: 2, 3: 4})")
            }
            var points: [Int: Int] = [:]
            for (key, value) in mapping {
                guard let entered = Int(key.string ?? ""), let worth = Int(value.string ?? "") else {
                    throw problem(key, "\(path).points", "whole numbers on both sides ({1: 1, 2: 2, 3: 4})")
                }
                guard abs(entered) <= 1_000_000, abs(worth) <= 1_000_000 else { throw problem(key, "\(path).points", "\(entered): \(worth) is out of range") }
                points[entered] = worth
            }
            return .table(points)
        }
        if let list = item["symbols"] {
            guard let sequence = list.sequence, (2...6).contains(sequence.count) else {
                throw problem(list, "\(path).symbols", "a list of 2 to 6 symbols' names ([tablets, compasses, gears])")
            }
            var names: [String] = []
            for symbol in sequence {
                guard let name = symbol.string, !name.isEmpty,
                      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw problem(symbol, "\(path).symbols", "a symbol's name is text")
                }
                names.append(name)
            }
            return .symbols(names, setBonus: try number(item, "set-bonus", path, in: 0...1000) ?? 0)
        }
        if item["set-bonus"] != nil { throw problem(item["set-bonus"], "\(path).set-bonus", "goes with symbols") }
        return .value
    }

    func outcome(_ fields: [String: Node], _ name: String) throws(SheetFile.Problem) -> BidSheet.Outcome {
        guard let node = fields[name] else { return BidSheet.Outcome() }
        let item = try self.fields(node, name, known: ["base", "per-bid", "per-difference"])
        return BidSheet.Outcome(base: try number(item, "base", name) ?? 0, perBid: try number(item, "per-bid", name) ?? 0,
                                perDifference: try number(item, "per-difference", name) ?? 0)
    }

    func bids(_ fields: [String: Node]) throws(SheetFile.Problem) -> BidSheet {
        let hands = try numbers(fields, "hands", "hands") ?? []
        if let bad = hands.first(where: { !(1...60).contains($0) }) {
            throw problem(fields["hands"], "hands", "a hand is 1 to 60 tricks, not \(bad)")
        }
        return BidSheet(tricks: try number(fields, "tricks", in: 1...60) ?? hands.max() ?? 13, hands: hands,
                 exact: try outcome(fields, "exact"), over: try outcome(fields, "over"),
                 under: try outcome(fields, "under"), nilMade: try number(fields, "nil-made"), nilFailed: try number(fields, "nil-failed"),
                 bagsEvery: try number(fields, "bags-every", in: 1...100), bagsPenalty: try number(fields, "bags-penalty") ?? 0,
                 rounds: try number(fields, "rounds", in: 1...1000), target: try number(fields, "target"))
    }

    func countdown(_ fields: [String: Node], _ root: Node) throws(SheetFile.Problem) -> CountdownSheet {
        let target = try number(fields, "target", in: 1...100_000, required: true, owner: root)!
        let shows = try text(fields, "shows", required: false) ?? "remaining"
        guard ["remaining", "scored"].contains(shows) else { throw problem(fields["shows"], "shows", "remaining or scored") }
        let turnsText = try text(fields, "turns", required: false) ?? "darts"
        guard let turns = CountdownSheet.Turns(rawValue: turnsText) else { throw problem(fields["turns"], "turns", "darts or throws") }
        var overshoot = CountdownSheet.Overshoot.bust
        if let over = fields["over"] {
            if over.string == "bust" {
                overshoot = .bust
            } else {
                let item = try self.fields(over, "over", known: ["drop-to"])
                overshoot = .dropTo(try number(item, "drop-to", "over", in: 0...target, required: true, owner: over)!)
            }
        }
        return CountdownSheet(target: target, showsRemaining: shows == "remaining", turns: turns,
                              doubleOut: try flag(fields, "double-out") ?? false, overshoot: overshoot,
                              mostPerThrow: try number(fields, "most-per-throw", in: 1...1000), missesOut: try number(fields, "misses-out", in: 1...100))
    }
}
