import ScorekeeperCore

/// A write whose outcome goes to the status line: what every screen's writes do.
extension WriteQueue {
    /// Runs `work` off the main actor, in order with every other write; a failure is reported
    /// through `report`, a success may say what happened.
    @MainActor
    func enqueue<Value: Sendable>(_ work: @escaping @Sendable (AppDatabase) throws -> Value,
                                  reporting report: @escaping (StatusMessage) -> Void,
                                  success: @escaping @MainActor (Value) -> StatusMessage?) {
        enqueue(work) { result in
            switch result {
            case .success(let value): if let message = success(value) { report(message) }
            case .failure(let error): report(.error(error))
            }
        }
    }
}
