import Foundation

/// How much longer randomized suites run: SCOREKEEPER_SOAK=N asks for N trials per workload
/// (never fewer than the default).
enum Soak {
    static func trials(default count: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["SCOREKEEPER_SOAK"], let asked = Int(text) else {
            return count
        }
        return max(count, min(asked, 100_000))
    }
}
