import Foundation

/// Tab completion for a typed path, the way shells do it: complete to the longest common prefix
/// of the matching names, and add "/" when a single folder matches. The folder is read through
/// the closures given, so the rule is the same for the real file system and a test's fake one.
public enum PathCompletion {
    /// Expands "~" and makes a relative path absolute against `directory`.
    /// `standardizingPath` may resolve symbolic links (file access): call it off the main actor.
    public static func absolute(_ typed: String, relativeTo directory: String, home: String = NSHomeDirectory()) -> String {
        var path = typed
        if path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = (directory as NSString).appendingPathComponent(path) }
        return (path as NSString).standardizingPath
    }

    /// The completed text, or `typed` unchanged when nothing matches. `names` lists a folder
    /// (nil when it cannot be read); `isFolder` tells whether a path is a folder.
    public static func complete(_ typed: String, relativeTo directory: String, home: String = NSHomeDirectory(),
                                names: (String) -> [String]?, isFolder: (String) -> Bool) -> String {
        let endsWithSlash = typed.isEmpty || typed.hasSuffix("/")
        let typedFolder = endsWithSlash ? typed : (typed as NSString).deletingLastPathComponent
        let prefix = endsWithSlash ? "" : (typed as NSString).lastPathComponent
        let folder = absolute(typedFolder.isEmpty ? "." : typedFolder, relativeTo: directory, home: home)
        guard let names = names(folder) else { return typed }
        let matches = names.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted()
        guard let first = matches.first else { return typed }
        var common = first
        for name in matches.dropFirst() {
            while !name.hasPrefix(common) { common.removeLast() }
        }
        var completed = typed.dropLast(prefix.count) + common
        if matches.count == 1, isFolder((folder as NSString).appendingPathComponent(common)) {
            completed += "/"
        }
        return String(completed)
    }
}
