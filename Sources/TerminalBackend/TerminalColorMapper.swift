import UIKit
import UIKitEngine

/// Maps `CellColor` to terminal colour numbers. Pure.
///
/// - 256 colours: the nearest entry of xterm's 6×6×6 cube (16–231, levels 0, 95, 135,
///   175, 215, 255) or its grey ramp (232–255, 8 + 10·i), by squared RGB distance. The
///   16 system colours are avoided because terminals theme them differently.
/// - 8 colours: the nearest corner of the RGB cube (black, red, green, yellow, blue,
///   magenta, cyan, white = ANSI 0–7).
/// - `.default` is -1 (the terminal's own colour, `use_default_colors(3X)`); when the
///   terminal cannot keep its defaults, foreground 7 on background 0.
public struct TerminalColorMapper: Equatable, Sendable {
    public var mode: TerminalColorMode
    /// Whether -1 may be used for the terminal's default colours.
    public var hasDefaultColors: Bool

    public init(mode: TerminalColorMode, hasDefaultColors: Bool = true) {
        self.mode = mode
        self.hasDefaultColors = hasDefaultColors
    }

    /// Colour number for a foreground (`isForeground`) or background; nil in `.none` mode.
    public func colorNumber(_ color: CellColor, isForeground: Bool) -> Int16? {
        switch mode {
        case .none:
            return nil
        case .basic8, .palette256:
            guard case .rgb(let r, let g, let b) = color else {
                return hasDefaultColors ? -1 : (isForeground ? 7 : 0)
            }
            return mode == .palette256 ? Self.nearest256(r, g, b) : Self.nearest8(r, g, b)
        }
    }

    /// The (foreground, background) pair for a style, nil in `.none` mode. When both map
    /// to the same number although the RGB values differ (text would vanish, which
    /// happens easily with 8 colours), the foreground becomes black or white, whichever
    /// contrasts with the background.
    public func pair(for style: CellStyle) -> (foreground: Int16, background: Int16)? {
        guard let fg = colorNumber(style.foreground, isForeground: true),
              let bg = colorNumber(style.background, isForeground: false) else { return nil }
        if fg == bg, fg >= 0, style.foreground != style.background {
            let light = Self.isLight(number: bg, mode: mode)
            let contrast: Int16 = mode == .palette256 ? (light ? 16 : 231) : (light ? 0 : 7)
            return (contrast, bg)
        }
        return (fg, bg)
    }

    // MARK: Palettes

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// RGB of an xterm palette entry 16–255.
    static func rgb256(_ n: Int) -> (Int, Int, Int) {
        if n >= 232 { let v = 8 + 10 * (n - 232); return (v, v, v) }
        let i = n - 16
        return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
    }

    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }

    /// Nearest xterm palette entry (16–255) to an sRGB colour.
    public static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int16 {
        let target = (Int(r), Int(g), Int(b))
        func cubeIndex(_ v: Int) -> Int {
            var best = 0
            for (i, level) in cubeLevels.enumerated() where abs(level - v) < abs(cubeLevels[best] - v) { best = i }
            return best
        }
        let ci = (cubeIndex(target.0), cubeIndex(target.1), cubeIndex(target.2))
        let cubeNumber = 16 + 36 * ci.0 + 6 * ci.1 + ci.2
        let average = (target.0 + target.1 + target.2) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyNumber = 232 + greyStep
        let cubeDistance = distance(rgb256(cubeNumber), target)
        let greyDistance = distance(rgb256(greyNumber), target)
        return Int16(greyDistance < cubeDistance ? greyNumber : cubeNumber)
    }

    /// Nearest of the 8 ANSI colours (0 black … 7 white) to an sRGB colour.
    public static func nearest8(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int16 {
        let target = (Int(r), Int(g), Int(b))
        var best = 0
        var bestDistance = Int.max
        for n in 0..<8 {
            let corner = ((n & 1) != 0 ? 255 : 0, (n & 2) != 0 ? 255 : 0, (n & 4) != 0 ? 255 : 0)
            let d = distance(corner, target)
            if d < bestDistance { best = n; bestDistance = d }
        }
        return Int16(best)
    }

    static func isLight(number: Int16, mode: TerminalColorMode) -> Bool {
        let rgb: (Int, Int, Int)
        if mode == .palette256, number >= 16 {
            rgb = rgb256(Int(number))
        } else {
            let n = Int(number) & 7
            rgb = ((n & 1) != 0 ? 255 : 0, (n & 2) != 0 ? 255 : 0, (n & 4) != 0 ? 255 : 0)
        }
        return 299 * rgb.0 + 587 * rgb.1 + 114 * rgb.2 >= 128_000
    }
}
