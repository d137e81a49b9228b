import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
///
/// Its mode is 0755 so the unprivileged user of the permission tests can reach files inside.
final class TemporaryFolder: Sendable {
    let path: String

    init(_ label: String = "test") throws {
        path = NSTemporaryDirectory() + "scorekeeper-reliability-\(label)-" + UUID().uuidString.lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
    }

    /// A path inside the folder (not created).
    func file(_ name: String) -> String { path + "/" + name }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
