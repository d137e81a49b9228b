/// Defaults for the callbacks a parent screen wires into a child (go back, report a message,
/// open a game). One left unwired is a programming error: it stops a debug build at once instead
/// of doing nothing in silence.
enum Unwired {
    static func callback<Argument>(_ name: String) -> (Argument) -> Void {
        { _ in assertionFailure("\(name) was called but never wired by its parent") }
    }

    static func callback(_ name: String) -> () -> Void {
        { assertionFailure("\(name) was called but never wired by its parent") }
    }

    static func value<Value>(_ name: String, fallback: Value) -> () -> Value {
        {
            assertionFailure("\(name) was called but never wired by its parent")
            return fallback
        }
    }
}
