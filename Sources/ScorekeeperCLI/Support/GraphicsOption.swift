import ArgumentParser
import ScorekeeperTerminal

/// The `--graphics auto|kitty|sixel|iterm2|symbols` option of `photo show`; the interface's own
/// `--graphics` (the root command's) is read with the same help and the same check.
public struct GraphicsOption: ParsableArguments {
    @Option(name: .customLong("graphics"), help: GraphicsOption.help)
    public var value: String?

    public init() {}

    /// The option's help, one text wherever `--graphics` is taken.
    static let help = ArgumentHelp(
        "How photos are drawn: auto, kitty, sixel, iterm2 or symbols (default: $SCOREKEEPER_GRAPHICS, else auto).",
        valueName: "mode")

    public func validate() throws {
        try Self.validate(value)
    }

    /// The choice given on the command line; nil when the option was not given.
    public var choice: GraphicsChoice? { Self.choice(value) }

    /// Refuses a `--graphics` value that names no way of drawing.
    static func validate(_ value: String?) throws {
        if let value, GraphicsChoice(value) == nil {
            throw ValidationError("--graphics must be auto, kitty, sixel, iterm2 or symbols.")
        }
    }

    /// The choice a `--graphics` value names; nil when the option was not given.
    static func choice(_ value: String?) -> GraphicsChoice? { value.flatMap(GraphicsChoice.init) }
}
