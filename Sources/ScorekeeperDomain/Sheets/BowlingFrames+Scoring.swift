import Foundation

// A bowling sheet's entries: one frame each, in order.
extension BowlingFrames {
    func accept(_ text: String, before: [SheetEntryRecord], name: String) throws(SheetEntryError) -> String {
        guard before.count < frames else { throw SheetEntryError("\(name) has bowled all \(frames) frames") }
        let frame = try frame(text, index: before.count)
        return Self.marks(frame, pins: pins, last: before.count == frames - 1)
    }

    func score(_ records: [SheetEntryRecord]) -> PlayerSheet {
        var entered: [Frame] = []
        for (index, record) in records.prefix(frames).enumerated() {
            if let frame = try? frame(record.text, index: index) { entered.append(frame) }
        }
        let (scored, total) = score(entered)
        var sheet = PlayerSheet()
        for index in 0..<frames {
            let frame = index < scored.count ? scored[index] : nil
            sheet.cells.append(.init(label: "Frame \(index + 1)", text: frame?.marks, points: frame?.runningTotal))
        }
        sheet.total = total
        if entered.count == frames { sheet.status = "finished" }
        return sheet
    }
}
