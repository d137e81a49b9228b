import ScorekeeperPhotos
import ScorekeeperUI

/// Which of the renderer's color modes a terminal's color depth draws pictures in.
extension CellArtMode {
    /// The mode for a terminal's colors: palettes get chafa's dithered palette colors, which map
    /// back to the same entries; 24-bit color gets any color.
    init(_ depth: ColorDepth) {
        switch depth {
        case .monochrome: self = .monochrome
        case .ansi8: self = .palette8
        case .xterm256: self = .palette256
        case .direct: self = .color
        }
    }
}
