import Foundation

/// A value shared between threads behind a lock: what a callback on another queue saw, or what
/// loops on threads of their own have done so far.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var stored: Value

    public init(_ value: Value) { stored = value }

    /// The value at this moment.
    public var value: Value { lock.withLock { stored } }

    /// Changes the value in place, with no other thread reading or changing it meanwhile.
    @discardableResult
    public func update<T>(_ change: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try change(&stored) }
    }
}
