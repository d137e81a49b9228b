import Foundation

/// A value shared between threads behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }

    func update<T>(_ change: (inout Value) -> T) -> T { lock.withLock { change(&value) } }
}
