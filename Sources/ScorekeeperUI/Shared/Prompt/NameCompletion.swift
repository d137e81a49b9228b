import Foundation
import ScorekeeperStore

/// The add-player prompt's completion from known people: who they are (most recently played
/// first, read when the prompt opens) and where Tab is in its cycle through those whose names
/// start with what was typed.
public struct NameCompletion: Equatable, Sendable {
    /// A known person, as the prompt shows them.
    public struct Candidate: Equatable, Sendable {
        public var id: Person.ID
        public var name: String
        public var colour: PersonColour
    }

    /// Most recently played first.
    public var people: [Candidate]
    /// What was typed before Tab was first pressed, and which match Tab last put in the field;
    /// nil until Tab (typing starts again from the new text).
    public private(set) var cycle: (typed: String, index: Int)?

    public init(people: [Candidate]) {
        self.people = people
    }

    public static func == (lhs: NameCompletion, rhs: NameCompletion) -> Bool {
        lhs.people == rhs.people && lhs.cycle?.typed == rhs.cycle?.typed && lhs.cycle?.index == rhs.cycle?.index
    }

    /// The people whose names start with `text` (case and surrounding spaces ignored, as names
    /// are matched to people), most recently played first. Nothing typed matches everyone.
    public func matches(_ text: String) -> [Candidate] {
        let key = PersonName.key(text)
        return people.filter { PersonName.key($0.name).hasPrefix(key) }
    }

    /// The person a name links to when added: the one whose name it is.
    public func person(named text: String) -> Candidate? {
        let key = PersonName.key(text)
        guard !key.isEmpty else { return nil }
        return people.first { PersonName.key($0.name) == key }
    }

    /// Tab: the next match of what was typed (the first, the first time), wrapping round; nil
    /// when nobody matches.
    mutating func next(after text: String) -> Candidate? {
        let typed = cycle?.typed ?? text
        let found = matches(typed)
        guard !found.isEmpty else { return nil }
        let index = cycle.map { ($0.index + 1) % found.count } ?? 0
        cycle = (typed, index)
        return found[index]
    }

    /// Typing or editing ends a cycle: the next Tab completes the new text.
    mutating func reset() {
        cycle = nil
    }
}
