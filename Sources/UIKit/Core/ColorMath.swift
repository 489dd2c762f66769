import Foundation

/// The colour arithmetic UIKit's colours need: clamping, HSB ↔ RGB (the hexcone model
/// of Smith 1978, as `UIColor(hue:saturation:brightness:alpha:)` and `getHue` use) and
/// Display P3 → sRGB (both spaces share the sRGB transfer curve and the D65 white; the
/// linear-light matrix is P3's primaries expressed in sRGB's, IEC 61966-2-1 and SMPTE
/// EG 432-1).
enum ColorMath {
    static func clampUnit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }

    /// Red, green, blue (0…1) for a hue (0…1, a full turn), saturation and brightness.
    static func hsbToRGB(_ hue: CGFloat, _ saturation: CGFloat, _ brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = clampUnit(saturation), v = clampUnit(brightness)
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        if s == 0 { return (v, v, v) }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Hue (0…1), saturation and brightness for red, green, blue (0…1). Grey has hue 0.
    static func rgbToHSB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maxV = max(r, g, b), minV = min(r, g, b)
        let delta = maxV - minV
        let s = maxV == 0 ? 0 : delta / maxV
        guard delta > 0 else { return (0, s, maxV) }
        var h: CGFloat
        if maxV == r { h = (g - b) / delta } else if maxV == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
        h /= 6
        if h < 0 { h += 1 }
        return (h, s, maxV)
    }

    /// The sRGB transfer curve, extended to negative values by symmetry.
    static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// Display P3 components to extended sRGB (values beyond sRGB fall outside 0…1).
    static func displayP3ToSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }
}
