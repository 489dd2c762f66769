#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCursesW
import UIKit

/// What the backend writes for one cell: the scalars of one `cchar_t` (a spacing
/// character and up to four combining marks) and how the cell is padded.
public struct TerminalGlyph: Equatable, Sendable {
    /// The scalars to hand to `setcchar(3X)`; the first is a spacing character.
    public var scalars: [Unicode.Scalar]
    /// Columns the terminal advances for `scalars` (by `wcwidth`): 1 or 2.
    public var columns: Int
    /// True when the grid gave the cell two columns but the glyph takes one: the backend
    /// writes a blank in the second column so terminal and grid stay aligned.
    public var padsWithBlank: Bool

    public init(scalars: [Unicode.Scalar], columns: Int, padsWithBlank: Bool = false) {
        self.scalars = scalars
        self.columns = columns
        self.padsWithBlank = padsWithBlank
    }

    public var string: String { String(String.UnicodeScalarView(scalars)) }
}

/// Write-time sanitising: turns a grid cell into something safe to send to a terminal.
///
/// The grid should already hold sanitised text (`TextSanitizer`), but nothing reaches the
/// terminal raw: whatever the cell holds, no control character (C0, DEL, C1), bidi
/// control or lone format character is written.
///
/// | cell holds                         | written                               |
/// |------------------------------------|---------------------------------------|
/// | C0 control U+00xx (ESC, BEL …)      | Control Picture U+24xx (`␛`, `␇`)     |
/// | DEL                                 | `␡`                                   |
/// | C1 control, bidi override/isolate,  | `�` (U+FFFD)                           |
/// | unprintable scalar (`wcwidth` < 0)  |                                       |
/// | lone combining mark                 | `◌` (U+25CC) + the mark                |
/// | zero-width format char (ZWSP, ZWJ)  | a blank                               |
/// | base + marks + ZWJ / VS16 / more     | base + up to 4 marks; ZWJ, variation  |
/// |                                     | selectors and further bases dropped   |
/// | 2-column cell, 1-column glyph       | glyph + blank (`padsWithBlank`)        |
/// | 1-column cell, 2-column glyph       | `�`                                    |
public enum TerminalGlyphMapper {
    /// Most combining characters a `cchar_t` holds after its spacing character
    /// (`CCHARW_MAX` is 5).
    public static let maximumCombining = 4

    /// `wcwidth(3)` of a scalar under a UTF-8 locale.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        TerminalLocale.prepareCharacterType()
        return Int(cn_wcwidth(scalar.value))
    }

    static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x061C
    }

    static func isVariationSelector(_ v: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v)
    }

    /// The spacing character written for a base scalar, or nil when the base is a
    /// combining mark that needs a dotted-circle carrier.
    static func safeBase(_ s: Unicode.Scalar) -> Unicode.Scalar? {
        let v = s.value
        if v < 0x20 { return Unicode.Scalar(0x2400 + v) }
        if v == 0x7F { return "\u{2421}" }
        if (0x80..<0xA0).contains(v) || isBidiControl(v) { return "\u{FFFD}" }
        let w = columns(of: s)
        if w > 0 { return s }
        if w < 0 { return "\u{FFFD}" }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return nil
        default: return " "
        }
    }

    /// The glyph for a character that the grid gave `cellWidth` (1 or 2) columns.
    public static func glyph(for character: Character, cellWidth: Int) -> TerminalGlyph {
        let all = Array(character.unicodeScalars)
        guard let first = all.first else { return TerminalGlyph(scalars: [" "], columns: 1) }
        var scalars: [Unicode.Scalar]
        var rest = all.dropFirst()
        if let base = safeBase(first) {
            scalars = [base]
            if base != first { rest = [] } // a replaced base keeps no marks
        } else {
            scalars = ["\u{25CC}", first]
        }
        for s in rest {
            let v = s.value
            if scalars.count > maximumCombining { break }
            if v < 0xA0 || isBidiControl(v) || isVariationSelector(v) || v == 0x200D { continue }
            if columns(of: s) != 0 { break } // a further spacing character: ncurses stops here too
            switch s.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: scalars.append(s)
            default: continue
            }
        }
        let baseColumns = max(1, columns(of: scalars[0]))
        let width = cellWidth >= 2 ? 2 : 1
        if baseColumns == width { return TerminalGlyph(scalars: scalars, columns: width) }
        if width == 2 { return TerminalGlyph(scalars: scalars, columns: 1, padsWithBlank: true) }
        return TerminalGlyph(scalars: ["\u{FFFD}"], columns: 1)
    }
}
