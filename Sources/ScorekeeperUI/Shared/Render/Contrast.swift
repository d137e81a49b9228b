import Foundation
import ScorekeeperStore

/// WCAG 2's relative luminance and contrast ratio: how far apart two colours are for reading
/// (1 is the same colour, 21 black on white; text wants at least 4.5).
public enum Contrast {
    /// The least ratio a role's text and its background must reach (WCAG's level AA for text).
    public static let minimumForText = 4.5

    /// Relative luminance, 0 (black) to 1 (white), of an sRGB colour.
    public static func luminance(_ color: RGBColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two colours, 1 to 21, whichever is lighter.
    public static func ratio(_ first: RGBColor, _ second: RGBColor) -> Double {
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
