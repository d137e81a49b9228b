import Foundation

/// Who the names in another app's file are here, from a `--people MAP` file: one
/// `Name in the file = Person here` a line; blank lines and lines starting with `#` are passed
/// over. Names are compared by the one "same name" rule (`PersonName.same`).
public struct ImportPeopleMap: Equatable, Sendable {
    /// Each name in the file (by `PersonName.key`) and the name of the person it is here.
    public private(set) var people: [String: String] = [:]
    /// The map's file and the line of each entry (by the file's name's key), for messages.
    public private(set) var path = ""
    public private(set) var lines: [String: Int] = [:]

    public init() {}

    /// Reads the map's text; a line that is not `Name = Person` is refused with its number
    /// ("people.txt:3: ..."), and so is a name given twice.
    public init(text: String, path: String) throws {
        self.path = path
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let place = "\(path):\(lineNumber)"
            guard let equals = line.firstIndex(of: "=") else {
                throw ScorekeeperError.other("\(Sanitized.text(place)): not 'Name in the file = Person here'. Nothing was imported.")
            }
            let fileName = line[..<equals].trimmingCharacters(in: .whitespaces)
            let here = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            do {
                _ = try NameValidation.validated(fileName, what: "The name in the file")
                _ = try NameValidation.validated(here, what: "The person's name")
            } catch {
                throw ScorekeeperError.other("\(Sanitized.text(place)): \(error.localizedDescription) Nothing was imported.")
            }
            let key = PersonName.key(fileName)
            if people[key] != nil {
                throw ScorekeeperError.other("\(Sanitized.text(place)): '\(Sanitized.text(fileName))' is mapped twice. Nothing was imported.")
            }
            people[key] = here
            lines[key] = lineNumber
        }
    }

    /// The name a player of the file is known by here: the map's person, else the name itself.
    public func name(for fileName: String) -> String {
        people[PersonName.key(fileName)] ?? fileName
    }
}
