import Foundation
import TestSupport

/// Made-up photographic pixels: smooth color fields with grain, different for every seed.
/// Tests and the benchmark use them instead of stored photos; the grain sets how large an
/// encoded file gets (photos are large because of fine detail and sensor noise).
public struct SyntheticPicture: Sendable {
    public var width: Int
    public var height: Int
    public var seed: UInt64
    /// Standard deviation-like amplitude of the grain, in 8-bit levels (0 = none).
    public var grain: Int

    public init(width: Int, height: Int, seed: UInt64, grain: Int = 12) {
        self.width = width
        self.height = height
        self.seed = seed
        self.grain = grain
    }

    /// RGB pixels, row-major, 3 bytes each.
    public func rgbPixels() -> [UInt8] {
        var random = SeededRandom(seed: seed)
        // Each channel is a sum of two slow waves with random directions and phases.
        var waves: [(fx: Double, fy: Double, phase: Double, amplitude: Double)] = []
        for _ in 0..<6 {
            waves.append((fx: random.unit() * 6 - 3, fy: random.unit() * 6 - 3,
                          phase: random.unit() * 2 * .pi, amplitude: 40 + random.unit() * 50))
        }
        let bases = (0..<3).map { _ in 70 + random.unit() * 110 }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let grain = max(0, self.grain)
        pixels.withUnsafeMutableBufferPointer { out in
            // The smooth field changes slowly: compute it on a coarse grid per row and
            // interpolate along x, so that 12-megapixel pictures take a fraction of a second.
            let step = 16
            var coarse = [Double](repeating: 0, count: (width / step + 2) * 3)
            for y in 0..<height {
                let v = Double(y) / Double(max(1, height))
                for cx in 0..<(width / step + 2) {
                    let u = Double(cx * step) / Double(max(1, width))
                    for channel in 0..<3 {
                        let a = waves[channel * 2], b = waves[channel * 2 + 1]
                        coarse[cx * 3 + channel] = bases[channel]
                            + a.amplitude * sin(2 * .pi * (a.fx * u + a.fy * v) + a.phase)
                            + b.amplitude * 0.5 * sin(2 * .pi * (b.fx * u * 2 + b.fy * v * 2) + b.phase)
                    }
                }
                var noise = random.next()
                var bitsLeft = 64
                for x in 0..<width {
                    let cx = x / step
                    let t = Double(x % step) / Double(step)
                    for channel in 0..<3 {
                        let smooth = coarse[cx * 3 + channel] * (1 - t) + coarse[(cx + 1) * 3 + channel] * t
                        var value = Int(smooth)
                        if grain > 0 {
                            if bitsLeft < 8 {
                                noise = random.next()
                                bitsLeft = 64
                            }
                            // Two bytes' worth of uniform noise summed: roughly bell-shaped.
                            let sample = Int(noise & 0xF) + Int((noise >> 4) & 0xF) - 15
                            noise >>= 8
                            bitsLeft -= 8
                            value += sample * grain / 8
                        }
                        out[(y * width + x) * 3 + channel] = UInt8(clamping: value)
                    }
                }
            }
        }
        return pixels
    }
}
