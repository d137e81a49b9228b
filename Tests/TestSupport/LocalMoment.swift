import Foundation

/// The moment `text` ("2026-11-24 23:30") names on a clock in `zone`: the evening's tests and the
/// store's tests of evening summaries state times as people read them.
public func localMoment(_ text: String, _ zone: TimeZone) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.date(from: text)!
}
