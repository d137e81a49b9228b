/// One row of a key table: the keys, what they do, and how the key bar and help describe them.
public struct KeyBinding: Equatable, Sendable {
    public var keys: [Key]
    public var action: Action
    /// The short word in the key bar ("Add").
    public var label: String
    /// The sentence in `?` help.
    public var help: String
    /// Whether the key bar lists it.
    public var inKeyBar: Bool
    /// Whether `?` help lists it (keys that only explain why they do nothing are not listed).
    public var inHelp: Bool
    /// How the keys are written, when the default ("a", "↑/k") is not the clearest.
    public var keysLabel: String?

    public init(_ keys: [Key], _ action: Action, _ label: String, help: String,
                inKeyBar: Bool = true, inHelp: Bool = true, keysLabel: String? = nil) {
        self.keys = keys
        self.action = action
        self.label = label
        self.help = help
        self.inKeyBar = inKeyBar && inHelp
        self.inHelp = inHelp
        self.keysLabel = keysLabel
    }

    /// The keys as shown to people: "↑/k".
    public var keysText: String {
        keysLabel ?? keys.map(\.label).joined(separator: "/")
    }
}

/// The keys of one screen or dialog. The key handling, the bottom key bar and `?` help all read
/// the same table, so they cannot disagree.
public struct KeyTable: Equatable, Sendable {
    /// What the help overlay calls this screen.
    public var title: String
    public var bindings: [KeyBinding]
    /// What happens to keys no binding claims.
    public var unboundKeys: UnboundKeys

    /// What a table does with keys it does not list.
    public enum UnboundKeys: Equatable, Sendable {
        /// They do nothing.
        case ignored
        /// Printable characters are typed into the focused text field.
        case typedAsText
        /// Any key performs this action (overlays that any key closes).
        case perform(Action)
    }

    public init(title: String, bindings: [KeyBinding], unboundKeys: UnboundKeys = .ignored) {
        self.title = title
        self.bindings = bindings
        self.unboundKeys = unboundKeys
    }

    /// What `key` does here: its binding, or what the table does with unbound keys.
    public func resolve(_ key: Key) -> KeyResolution {
        if let binding = bindings.first(where: { $0.keys.contains(key) }) {
            return .perform(binding.action)
        }
        switch unboundKeys {
        case .ignored: return .ignored
        case .perform(let action): return .perform(action)
        case .typedAsText:
            if case .character(let character) = key { return .type(character) }
            return .ignored
        }
    }

    public var keyBarBindings: [KeyBinding] { bindings.filter(\.inKeyBar) }

    /// What `?` help lists.
    public var helpBindings: [KeyBinding] { bindings.filter(\.inHelp) }

    /// This table with the bindings of `actions` taken out: their keys do `instead` (unlisted,
    /// so the key bar and help show only what is possible).
    func replacing(_ actions: Set<Action>, with instead: Action, title: String) -> KeyTable {
        let removed = bindings.filter { actions.contains($0.action) }
        return KeyTable(title: title,
                        bindings: bindings.filter { !actions.contains($0.action) }
                            + [KeyBinding(removed.flatMap(\.keys), instead, "", help: "", inHelp: false)],
                        unboundKeys: unboundKeys)
    }

    /// This table without `action`'s binding: its keys do nothing here, and neither the key bar
    /// nor help lists it (a tournament's table game has no rematch).
    func removing(_ action: Action) -> KeyTable {
        var table = self
        table.bindings.removeAll { $0.action == action }
        return table
    }

    /// This table with `action`'s binding described differently.
    func relabeling(_ action: Action, label: String, help: String) -> KeyTable {
        var table = self
        for index in table.bindings.indices where table.bindings[index].action == action {
            table.bindings[index].label = label
            table.bindings[index].help = help
        }
        return table
    }
}

/// The outcome of looking a key up in a table.
public enum KeyResolution: Equatable, Sendable {
    case perform(Action)
    /// Insert this character into the focused text field.
    case type(Character)
    case ignored
}
