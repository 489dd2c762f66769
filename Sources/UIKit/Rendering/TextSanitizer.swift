import Foundation
import CWidth

/// Makes text from data harmless before it reaches a screen: control characters and
/// escape sequences become visible replacement symbols, nothing is written raw.
///
/// C0 controls map to the Control Pictures block (U+2400 + code: ESC becomes "␛"),
/// DEL to "␡", C1 controls and other format characters that could reorder or hide text
/// (bidi overrides U+202A–U+202E, U+2066–U+2069) to "�".
public enum TextSanitizer {
    public static func sanitize(_ string: String) -> String {
        var needs = false
        for s in string.unicodeScalars where isUnsafe(s) { needs = true; break }
        if !needs { return string }
        var out = String.UnicodeScalarView()
        for s in string.unicodeScalars {
            let v = s.value
            if v < 0x20 {
                out.append(Unicode.Scalar(0x2400 + v)!)
            } else if v == 0x7F {
                out.append("\u{2421}")
            } else if isUnsafe(s) {
                out.append("\u{FFFD}")
            } else {
                out.append(s)
            }
        }
        return String(out)
    }

    @inline(__always)
    static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v < 0x20 || v == 0x7F || (v >= 0x80 && v < 0xA0)
            || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069)
    }
}
