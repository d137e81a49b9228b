/// Durations in seconds, for the APIs (poll, timeouts, figures) that count in them.
extension Duration {
    /// The duration as a number of seconds.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
