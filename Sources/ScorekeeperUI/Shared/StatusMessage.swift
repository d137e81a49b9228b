/// The one-line message above the key bar: an error from a write, or a short confirmation.
public struct StatusMessage: Equatable, Sendable {
    /// Whether the message reports a failure.
    public enum Kind: Equatable, Sendable {
        case info
        case error
    }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }

    public static func error(_ error: any Error) -> StatusMessage {
        StatusMessage(String(describing: error), kind: .error)
    }
}
