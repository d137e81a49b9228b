import ArgumentParser
import ScorekeeperTerminal

/// The `--graphics auto|kitty|sixel|iterm2|symbols` option of the interface and `photo show`.
public struct GraphicsOption: ParsableArguments {
    @Option(name: .customLong("graphics"), help: ArgumentHelp(
        "How photos are drawn: auto, kitty, sixel, iterm2 or symbols (default: $SCOREKEEPER_GRAPHICS, else auto).",
        valueName: "mode"))
    public var value: String?

    public init() {}

    public func validate() throws {
        if let value, GraphicsChoice(value) == nil {
            throw ValidationError("--graphics must be auto, kitty, sixel, iterm2 or symbols.")
        }
    }

    /// The choice given on the command line; nil when the option was not given.
    public var choice: GraphicsChoice? { value.flatMap(GraphicsChoice.init) }
}
