import Foundation
import ScorekeeperCore

/// What the chart (`c`) draws: each player's total after every step (a round, or a change when
/// the game has no rounds), starting from 0.
public struct ChartData: Equatable, Sendable {
    public struct Series: Equatable, Sendable {
        public var name: String
        /// The total before the first step, then after each step.
        public var values: [Int]
    }

    /// In the order players joined, so a player keeps its colour and marker as ranks change.
    public var series: [Series]
    /// "round" or "change".
    public var step: String

    public init(series: [Series], step: String) {
        self.series = series
        self.step = step
    }
}

/// A line chart in Braille dots (2×4 per cell), one colour role per player, each point of a
/// player marked with its own character so the lines stay apart in monochrome, and a legend.
enum ChartView {
    /// One marker per player, distinct without colour.
    static let markers: [Character] = ["●", "■", "▲", "◆", "✚", "✱", "○", "□", "△", "◇"]

    static func draw(_ chart: ChartData, into screen: inout Screen, area: Rect) {
        screen.fill(area, role: .normal)
        guard !chart.series.isEmpty else {
            screen.put("No players yet: nothing to chart.", x: area.x + 2, y: area.y + 1, role: .muted)
            return
        }
        // The legend: as many lines as it takes, at the top.
        var legendLines = 1
        var x = area.x + 1
        var y = area.y
        for (index, series) in chart.series.enumerated() {
            let entry = "\(markers[index % markers.count]) \(Sanitized.text(series.name))"
            let entryWidth = min(DisplayWidth.of(entry), max(1, area.width - 2))
            if x > area.x + 1, x + entryWidth > area.maxX - 1 {
                x = area.x + 1
                y += 1
                legendLines += 1
            }
            screen.put(entry, x: x, y: y, role: Role.series(index), maxWidth: area.maxX - 1 - x)
            x += entryWidth + 2
        }
        let steps = chart.series.map(\.values.count).max() ?? 1
        let all = chart.series.flatMap(\.values)
        let low = all.min() ?? 0, high = all.max() ?? 0
        let labels = [String(high), String(low)]
        let axisWidth = labels.map(\.count).max()! + 1
        let plot = Rect(x: area.x + axisWidth + 1, y: area.y + legendLines + 1,
                        width: max(0, area.width - axisWidth - 2), height: max(0, area.height - legendLines - 3))
        guard plot.width >= 4, plot.height >= 2 else {
            screen.put("Too small for a chart.", x: area.x + 1, y: y + 1, role: .muted, maxWidth: area.width - 2)
            return
        }
        // Axes and their labels.
        screen.put(DisplayWidth.pad(labels[0], toWidth: axisWidth - 1, alignRight: true), x: area.x, y: plot.y, role: .muted)
        screen.put(DisplayWidth.pad(labels[1], toWidth: axisWidth - 1, alignRight: true), x: area.x, y: plot.maxY - 1, role: .muted)
        for row in plot.y..<plot.maxY { screen.put("│", x: plot.x - 1, y: row, role: .muted) }
        screen.put("└" + String(repeating: "─", count: plot.width), x: plot.x - 1, y: plot.maxY, role: .muted)
        let first = "start"
        let last = chart.step == "round" ? "round \(steps - 1)" : "\(steps - 1) change\(steps == 2 ? "" : "s")"
        screen.put(first, x: plot.x, y: plot.maxY + 1, role: .muted, maxWidth: plot.width)
        if DisplayWidth.of(first) + DisplayWidth.of(last) + 2 <= plot.width {
            screen.put(last, x: plot.maxX - DisplayWidth.of(last), y: plot.maxY + 1, role: .muted)
        }

        // Dots: a Braille pattern and a series per cell (the last player drawn there colours it).
        let dotsWide = plot.width * 2, dotsHigh = plot.height * 4
        var patterns = Array(repeating: UInt8(0), count: plot.width * plot.height)
        var owners = Array(repeating: -1, count: plot.width * plot.height)
        func dotX(_ step: Int) -> Int { steps <= 1 ? 0 : Int((Double(step) * Double(dotsWide - 1) / Double(steps - 1)).rounded()) }
        func dotY(_ value: Int) -> Int {
            guard high > low else { return dotsHigh - 1 }
            let fraction = (Double(high) - Double(value)) / (Double(high) - Double(low))
            return Int((fraction * Double(dotsHigh - 1)).rounded())
        }
        // Braille bit for the dot at (column 0-1, row 0-3) in a cell.
        let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        func plotDot(_ px: Int, _ py: Int, series: Int) {
            guard px >= 0, py >= 0, px < dotsWide, py < dotsHigh else { return }
            let cell = (py / 4) * plot.width + px / 2
            patterns[cell] |= bits[py % 4][px % 2]
            owners[cell] = series
        }
        var points: [(x: Int, y: Int, series: Int)] = []
        for (index, series) in chart.series.enumerated() {
            var previous: (Int, Int)?
            for (step, value) in series.values.enumerated() {
                let point = (dotX(step), dotY(value))
                if let previous { line(from: previous, to: point) { plotDot($0, $1, series: index) } }
                else { plotDot(point.0, point.1, series: index) }
                previous = point
            }
            if let previous { points.append((previous.0 / 2, previous.1 / 4, index)) }
        }
        for row in 0..<plot.height {
            for column in 0..<plot.width where patterns[row * plot.width + column] != 0 {
                let character = Character(Unicode.Scalar(0x2800 + UInt32(patterns[row * plot.width + column]))!)
                screen.put(String(character), x: plot.x + column, y: plot.y + row,
                           role: Role.series(owners[row * plot.width + column]))
            }
        }
        // Each player's marker at its latest total, so every line is told apart without colour.
        for point in points {
            screen.put(String(markers[point.series % markers.count]), x: plot.x + point.x, y: plot.y + point.y,
                       role: Role.series(point.series), attributes: [.bold])
        }
    }

    /// The dots of a straight line (Bresenham).
    static func line(from start: (Int, Int), to end: (Int, Int), plot: (Int, Int) -> Void) {
        var (x, y) = start
        let dx = abs(end.0 - x), dy = -abs(end.1 - y)
        let sx = x < end.0 ? 1 : -1, sy = y < end.1 ? 1 : -1
        var error = dx + dy
        while true {
            plot(x, y)
            if x == end.0 && y == end.1 { return }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
    }
}
