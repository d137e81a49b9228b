import Foundation
import ScorekeeperStore

/// A line chart of `ChartSeries` in Braille dots (2×4 per cell), one colour role per player, each
/// player's latest total marked with its own character so the lines stay apart in monochrome (no
/// two markers share a cell), a dashed line at the game's target, and a legend.
enum ChartView {
    /// One marker per player, distinct without colour.
    static let markers: [Character] = ["●", "■", "▲", "◆", "✚", "✱", "○", "□", "△", "◇"]

    /// `styles` give each line its role and marker (a person's colour), in the lines' order;
    /// without them the lines take the series roles and markers in turn. Values are whole
    /// numbers; `decimals` says how many of their last digits the labels show after a point (a
    /// rating kept in hundredths), and `stepName` names the horizontal axis's steps ("game").
    static func draw(_ chart: ChartSeries?, into screen: inout Screen, area: Rect, styles: [ChartLineStyle]? = nil,
                     decimals: Int = 0, stepName: String? = nil) {
        func style(_ index: Int) -> ChartLineStyle {
            styles.flatMap { index < $0.count ? $0[index] : nil } ?? ChartLineStyle.series(index)
        }
        screen.fill(area, role: .normal)
        guard let chart else {
            screen.put("Reading the game…", x: area.x + 2, y: area.y + 1, role: .muted)
            return
        }
        guard !chart.lines.isEmpty else {
            screen.put("No players yet: nothing to chart.", x: area.x + 2, y: area.y + 1, role: .muted)
            return
        }
        let legendLines = drawLegend(chart, style: style, into: &screen, area: area)
        let all = chart.lines.flatMap(\.values) + (chart.target.map { [$0] } ?? [])
        let low = all.min() ?? 0, high = all.max() ?? 0
        let labels = [label(high, decimals: decimals), label(low, decimals: decimals)]
        let axisWidth = labels.map(\.count).max()! + 1
        let plot = Rect(x: area.x + axisWidth + 1, y: area.y + legendLines + 1,
                        width: max(0, area.width - axisWidth - 2), height: max(0, area.height - legendLines - 3))
        guard plot.width >= 4, plot.height >= 2 else {
            screen.put("Too small for a chart.", x: area.x + 1, y: area.y + legendLines, role: .muted, maxWidth: area.width - 2)
            return
        }
        drawAxes(chart, labels: labels, stepName: stepName, axisWidth: axisWidth, plot: plot, area: area, into: &screen)

        let dotsWide = plot.width * 2, dotsHigh = plot.height * 4
        func dotX(_ step: Int) -> Int {
            chart.stepCount == 0 ? 0 : Int((Double(step) * Double(dotsWide - 1) / Double(chart.stepCount)).rounded())
        }
        func dotY(_ value: Int) -> Int {
            guard high > low else { return dotsHigh - 1 }
            let fraction = (Double(high) - Double(value)) / (Double(high) - Double(low))
            return Int((fraction * Double(dotsHigh - 1)).rounded())
        }
        if let target = chart.target {
            // Under the lines: a dashed rule at the target's height.
            let row = dotY(target) / 4
            for column in stride(from: 0, to: plot.width, by: 2) {
                screen.put("┄", x: plot.x + column, y: plot.y + row, role: .muted)
            }
        }
        // Dots: a Braille pattern and a series per cell (the last player drawn there colours it).
        var patterns = Array(repeating: UInt8(0), count: plot.width * plot.height)
        var owners = Array(repeating: -1, count: plot.width * plot.height)
        // Braille bit for the dot at (column 0-1, row 0-3) in a cell.
        let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        func plotDot(_ px: Int, _ py: Int, series: Int) {
            guard px >= 0, py >= 0, px < dotsWide, py < dotsHigh else { return }
            let cell = (py / 4) * plot.width + px / 2
            patterns[cell] |= bits[py % 4][px % 2]
            owners[cell] = series
        }
        var ends: [(x: Int, y: Int, series: Int)] = []
        for (index, line) in chart.lines.enumerated() {
            var previous: (Int, Int)?
            for (sample, value) in line.values.enumerated() {
                let point = (dotX(chart.sampleSteps[sample]), dotY(value))
                if let previous { ChartView.line(from: previous, to: point) { plotDot($0, $1, series: index) } }
                else { plotDot(point.0, point.1, series: index) }
                previous = point
            }
            if let previous { ends.append((previous.0 / 2, previous.1 / 4, index)) }
        }
        for row in 0..<plot.height {
            for column in 0..<plot.width where patterns[row * plot.width + column] != 0 {
                let character = Character(Unicode.Scalar(0x2800 + UInt32(patterns[row * plot.width + column]))!)
                screen.put(String(character), x: plot.x + column, y: plot.y + row,
                           role: style(owners[row * plot.width + column]).role)
            }
        }
        // Each player's marker at its latest total, so every line is told apart without colour.
        for (cell, series) in placeMarkers(ends, width: plot.width, height: plot.height) {
            screen.put(String(style(series).marker), x: plot.x + cell.x, y: plot.y + cell.y,
                       role: style(series).role, attributes: [.bold])
        }
    }

    /// The legend at the top, as many lines as it takes; returns how many.
    private static func drawLegend(_ chart: ChartSeries, style: (Int) -> ChartLineStyle, into screen: inout Screen,
                                   area: Rect) -> Int {
        var lines = 1
        var x = area.x + 1
        var y = area.y
        for (index, line) in chart.lines.enumerated() {
            let entry = "\(style(index).marker) \(Sanitized.text(line.name))"
            let entryWidth = min(DisplayWidth.of(entry), max(1, area.width - 2))
            if x > area.x + 1, x + entryWidth > area.maxX - 1 {
                x = area.x + 1
                y += 1
                lines += 1
            }
            screen.put(entry, x: x, y: y, role: style(index).role, maxWidth: area.maxX - 1 - x)
            x += entryWidth + 2
        }
        // The target's dashed line is named here, where the axis below has no room beside its ticks.
        if let target = chart.target {
            let entry = "┄ target \(target)"
            if x > area.x + 1, x + DisplayWidth.of(entry) > area.maxX - 1 {
                x = area.x + 1
                y += 1
                lines += 1
            }
            screen.put(entry, x: x, y: y, role: .muted, maxWidth: area.maxX - 1 - x)
        }
        return lines
    }

    /// The vertical axis with its two labels, the horizontal one with where it starts and ends.
    private static func drawAxes(_ chart: ChartSeries, labels: [String], stepName: String?, axisWidth: Int, plot: Rect,
                                 area: Rect, into screen: inout Screen) {
        screen.put(DisplayWidth.pad(labels[0], toWidth: axisWidth - 1, alignRight: true), x: area.x, y: plot.y, role: .muted)
        screen.put(DisplayWidth.pad(labels[1], toWidth: axisWidth - 1, alignRight: true), x: area.x, y: plot.maxY - 1, role: .muted)
        for row in plot.y..<plot.maxY { screen.put("│", x: plot.x - 1, y: row, role: .muted) }
        screen.put("└" + String(repeating: "─", count: plot.width), x: plot.x - 1, y: plot.maxY, role: .muted)
        let first = "start"
        let count = chart.stepCount
        if chart.step == .round, stepName == nil, count > 0 {
            // Rounds: a tick and its number under the axis, as many as fit.
            let ticks = roundTicks(stepCount: count, plotWidth: plot.width)
            for tick in ticks {
                screen.put("┬", x: plot.x + tick.column, y: plot.maxY, role: .muted)
                screen.put(tick.label, x: plot.x + tick.labelX, y: plot.maxY + 1, role: .muted)
            }
            if let firstLabel = ticks.first, DisplayWidth.of(first) < firstLabel.labelX {
                screen.put(first, x: plot.x, y: plot.maxY + 1, role: .muted)
            }
            return
        }
        let last = stepName.map { "\(count) \($0)\(count == 1 ? "" : "s")" }
            ?? (chart.step == .round ? "round \(count)" : "\(count) change\(count == 1 ? "" : "s")")
        screen.put(first, x: plot.x, y: plot.maxY + 1, role: .muted, maxWidth: plot.width)
        if DisplayWidth.of(first) + DisplayWidth.of(last) + 2 <= plot.width {
            screen.put(last, x: plot.maxX - DisplayWidth.of(last), y: plot.maxY + 1, role: .muted)
        }
    }

    /// The rounds marked under the horizontal axis: each round's column in the plot (where its
    /// totals are drawn) and where its number starts, every round if their numbers fit with a
    /// space between them, else every 2nd, 5th, 10th... round.
    static func roundTicks(stepCount: Int, plotWidth: Int) -> [(column: Int, labelX: Int, label: String)] {
        let dotsWide = plotWidth * 2
        func column(_ step: Int) -> Int { Int((Double(step) * Double(dotsWide - 1) / Double(stepCount)).rounded()) / 2 }
        var every = 1
        while every <= stepCount {
            var ticks: [(column: Int, labelX: Int, label: String)] = []
            var free = 0
            for step in stride(from: every, through: stepCount, by: every) {
                let label = String(step), at = column(step)
                // Centred on the tick, but never past the plot's right edge.
                let x = min(at - (label.count - 1) / 2, plotWidth - label.count)
                guard x >= free else { ticks = []; break }
                ticks.append((at, x, label))
                free = x + label.count + 1
            }
            if !ticks.isEmpty { return ticks }
            let digit = String(every).first!
            every = digit == "1" || digit == "5" ? every * 2 : every * 5 / 2
        }
        return []
    }

    /// A value as the axis shows it: `decimals` of its digits after the point.
    static func label(_ value: Int, decimals: Int) -> String {
        guard decimals > 0 else { return String(value) }
        var divisor: UInt = 1
        for _ in 0..<decimals { divisor *= 10 }
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        let fraction = String(magnitude % divisor)
        return sign + String(magnitude / divisor) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A cell for each line's end marker, none shared: a marker whose cell is taken moves left
    /// along its row (the same total, a moment earlier) to the nearest free cell, then up or down
    /// when the whole row is taken, so one player's marker never hides another's.
    static func placeMarkers(_ ends: [(x: Int, y: Int, series: Int)], width: Int, height: Int) -> [(Point, Int)] {
        var taken = Set<Int>()
        var placed: [(Point, Int)] = []
        for end in ends {
            let rows = [end.y] + (1..<max(1, height)).flatMap { [end.y - $0, end.y + $0] }
            let cells = rows.lazy.filter { $0 >= 0 && $0 < height }
                .flatMap { row in stride(from: min(end.x, width - 1), through: 0, by: -1).lazy.map { Point(x: $0, y: row) } }
            if let free = cells.first(where: { !taken.contains($0.y * width + $0.x) }) {
                taken.insert(free.y * width + free.x)
                placed.append((free, end.series))
            }
        }
        return placed
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

/// How one chart line is drawn: its role (colour) and the marker at its end and in the legend.
struct ChartLineStyle: Equatable {
    var role: Role
    var marker: Character

    /// The default for the line at `index`: the series roles and markers in turn.
    static func series(_ index: Int) -> ChartLineStyle {
        ChartLineStyle(role: Role.series(index), marker: ChartView.markers[index % ChartView.markers.count])
    }

    /// A person's colour and its marker.
    static func person(_ colour: PersonColour) -> ChartLineStyle {
        ChartLineStyle(role: colour.role, marker: colour.marker)
    }
}
