import Foundation

/// The exact bytes of a database file and of the files SQLite keeps beside it, to prove that
/// a refused command left everything exactly as it was.
struct FileSnapshot: Equatable, CustomStringConvertible {
    /// File name suffix ("" for the database itself) to contents; absent files are left out.
    var files: [String: Data]

    init(_ path: String) {
        var files: [String: Data] = [:]
        for suffix in ["", "-wal", "-shm", "-journal"] {
            if let data = FileManager.default.contents(atPath: path + suffix) {
                files[suffix] = data
            }
        }
        self.files = files
    }

    var description: String {
        files.keys.sorted().map { "\($0.isEmpty ? "(database)" : $0): \(files[$0]!.count) bytes" }.joined(separator: ", ")
    }
}
