import ScorekeeperStore

/// A write whose outcome goes to the status line: what every screen's writes do.
extension WriteQueue {
    /// Runs `work` off the main actor, in order with every other write; a failure is reported
    /// through `report` (a change not kept too), a success may say what happened. `change` names
    /// it on the status line, as `enqueue(change:_:then:)` says.
    @MainActor
    func enqueue<Value: Sendable>(change: String, _ work: @escaping @Sendable (AppDatabase) throws -> Value,
                                  reporting report: @escaping (StatusMessage) -> Void,
                                  success: @escaping @MainActor (Value) -> StatusMessage?) {
        enqueue(change: change, work) { result in
            switch result {
            case .success(let value): if let message = success(value) { report(message) }
            case .failure(let error): report(.error(error))
            }
        }
    }
}
