import Foundation
import ScorekeeperStore

/// What is presented over the People screen or a person; nil means nothing. Each belongs to the
/// person it acts on, by id.
public enum PeopleDestination: Equatable, Sendable, ListDestination, PickerDestination {
    case renamePerson(Person.ID, Prompt)
    /// `M`: whom to merge the person into (a name, an id or its first characters; Tab completes
    /// the other people's names).
    case mergeInto(Person.ID, Prompt, NameCompletion)
    /// Asks before merging `from` into `into`, naming how many games move.
    case confirmMerge(from: Person.ID, into: Person.ID, intoName: String, games: Int, ConfirmationChoice)
    /// `C`: the palette with one colour highlighted.
    case colour(Person.ID, PersonColour)
    /// `p` on a person with a photo: "Person photo" (select a new one, remove it, or cancel).
    case photoDialog(Person.ID, PhotoDialogChoice)
    /// `p` on a person without a photo, or "Select new photo".
    case photoPicker(PhotoPicker)
    /// `d`: "Delete "Ann"?", saying how many players (in how many games) are unlinked, as read
    /// off the main actor before it opened.
    case confirmDelete(Person.ID, name: String, unlinks: String, ConfirmationChoice)

    public var rowID: Person.ID? {
        switch self {
        case .renamePerson(let id, _), .mergeInto(let id, _, _), .colour(let id, _), .photoDialog(let id, _),
             .confirmDelete(let id, _, _, _):
            return id
        case .confirmMerge(let from, _, _, _, _): return from
        case .photoPicker(let picker): return picker.personID
        }
    }

    public var shownPickerCase: PhotoPicker? {
        if case .photoPicker(let picker) = self { picker } else { nil }
    }

    public var prompt: Prompt? {
        get {
            switch self {
            case .renamePerson(_, let prompt), .mergeInto(_, let prompt, _): return prompt
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .renamePerson(let id, _): self = .renamePerson(id, newValue)
            case .mergeInto(let id, let old, var completion):
                // An edit of the name ends a Tab cycle.
                if newValue.field.text != old.field.text { completion.reset() }
                self = .mergeInto(id, newValue, completion)
            default: break
            }
        }
    }
}

/// The views of one person, in the order Tab goes through them.
public enum PersonSection: CaseIterable, Equatable, Sendable {
    case statistics, rating, games

    public var title: String {
        switch self {
        case .statistics: return "Statistics"
        case .rating: return "Rating"
        case .games: return "Games"
        }
    }

    func moved(by offset: Int) -> PersonSection {
        let all = PersonSection.allCases
        return all[((all.firstIndex(of: self)! + offset) % all.count + all.count) % all.count]
    }
}

/// One person open (Enter on the People screen): who, which view, how far the statistics are
/// scrolled, and their games as a list to choose from.
public struct PersonScreen: Equatable {
    public var id: Person.ID
    public var section: PersonSection = .statistics
    /// The first line of the statistics shown.
    public var firstLine = 0
    public var games: SelectableList<GameSummary>
    /// Their score and place in each of those games, read with them.
    public var results: [Game.ID: PersonGameResult] = [:]

    init(id: Person.ID, visibleRows: Int) {
        self.id = id
        self.games = SelectableList(visibleRows: visibleRows)
    }
}

/// The lines of a person's statistics view, in order: the view draws them, the store scrolls
/// through them, so both count the same lines.
public enum PersonStatisticsLine: Equatable, Sendable {
    case summary
    case streaks
    case blank
    case kindHeader
    case kind(PeopleStatistics.KindFigures)
    case headToHeadHeader
    case headToHead(PeopleStatistics.HeadToHead)
    case note(String)

    static func lines(for figures: PeopleStatistics.PersonFigures) -> [PersonStatisticsLine] {
        var lines: [PersonStatisticsLine] = [.summary, .streaks, .blank]
        if figures.kinds.isEmpty {
            lines.append(.note("No finished games yet: statistics count finished games."))
            return lines
        }
        lines.append(.kindHeader)
        lines += figures.kinds.map(PersonStatisticsLine.kind)
        lines.append(.blank)
        if figures.headToHead.isEmpty {
            lines.append(.note("No opponents yet."))
        } else {
            lines.append(.headToHeadHeader)
            lines += figures.headToHead.map(PersonStatisticsLine.headToHead)
        }
        return lines
    }
}
