import Foundation

/// Tab completion for a typed path, the way shells do it: complete to the longest common prefix
/// of the matching names, and add "/" when a single folder matches.
public enum PathCompletion {
    /// Expands "~" and makes a relative path absolute against `directory`.
    public static func absolute(_ typed: String, relativeTo directory: String, home: String = NSHomeDirectory()) -> String {
        var path = typed
        if path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = (directory as NSString).appendingPathComponent(path) }
        return (path as NSString).standardizingPath
    }

    /// The completed text, or `typed` unchanged when nothing matches.
    public static func complete(_ typed: String, relativeTo directory: String,
                                home: String = NSHomeDirectory()) -> String {
        let endsWithSlash = typed.isEmpty || typed.hasSuffix("/")
        let typedFolder = endsWithSlash ? typed : (typed as NSString).deletingLastPathComponent
        let prefix = endsWithSlash ? "" : (typed as NSString).lastPathComponent
        let folder = absolute(typedFolder.isEmpty ? "." : typedFolder, relativeTo: directory, home: home)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return typed }
        let matches = names.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted()
        guard let first = matches.first else { return typed }
        var common = first
        for name in matches.dropFirst() {
            while !name.hasPrefix(common) { common.removeLast() }
        }
        var completed = typed.dropLast(prefix.count) + common
        if matches.count == 1 {
            var isDirectory: ObjCBool = false
            let full = (folder as NSString).appendingPathComponent(common)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
                completed += "/"
            }
        }
        return String(completed)
    }
}
