import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
///
/// Its mode is 0755 so the unprivileged user of the permission tests can reach files inside.
public final class TemporaryFolder: Sendable {
    public let path: String

    public init(_ label: String = "test") throws {
        path = NSTemporaryDirectory() + "scorekeeper-\(label)-" + UUID().uuidString.lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
    }

    /// A path inside the folder (not created).
    public func file(_ name: String) -> String { path + "/" + name }

    /// The same, by the name the photo tests use.
    public func path(_ name: String) -> String { file(name) }

    public var url: URL { URL(fileURLWithPath: path) }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
