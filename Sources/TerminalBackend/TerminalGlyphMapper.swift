#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCursesW
import UIKit

/// Write-time sanitising: turns a grid cell into something safe to send to a terminal,
/// keeping grapheme clusters whole where ncurses and the terminal agree on their width.
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
/// | zero-width format char (ZWSP …)     | a blank                               |
/// | base + combining marks (or jamo)   | base + up to 4 of them                |
/// | emoji + ZWJ + emoji … (`👨‍👩‍👧`)       | the whole sequence in one cell        |
/// | flag (`🇯🇵`)                         | two cells, one regional indicator each |
/// | base + VS15/VS16 (`❤️`)             | whole (`.clusters`: VS16 dropped on a  |
/// |                                     | one-column base)                      |
/// | base + skin tone (`👍🏽`)             | whole in `.clusters` on a wide base,  |
/// |                                     | else the base alone                   |
/// | tag sequence (`🏴󠁧󠁢󠁳󠁣󠁴󠁿`), > 5 scalars   | the base emoji (UTS #51 fallback)      |
/// | other cluster of more than 5 scalars | `�`, padded to the cell's width        |
/// | a further spacing character          | dropped (as ncurses' `setcchar` does)  |
/// | 2-column cell, 1-column glyph       | glyph + blank (`padsWithBlank`)        |
/// | 1-column cell, 2-column glyph       | `�` (a flag: its first indicator)     |
public enum TerminalGlyphMapper {
    /// Most scalars one `cchar_t` holds (`CCHARW_MAX`).
    public static let maximumScalars = 5
    /// Most combining characters kept after a spacing character.
    public static let maximumCombining = maximumScalars - 1

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

    static func isRegionalIndicator(_ v: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(v) }
    static func isTag(_ v: UInt32) -> Bool { (0xE0020...0xE007F).contains(v) }
    static let zeroWidthJoiner: UInt32 = 0x200D

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

    /// The glyph for a character that the grid gave `cellWidth` (1 or 2) columns, on a
    /// terminal that lays emoji clusters out as `widths` says.
    public static func glyph(for character: Character, cellWidth: Int,
                             widths: TerminalGraphemeWidths = .codePoints) -> TerminalGlyph {
        let all = Array(character.unicodeScalars)
        guard let first = all.first else { return TerminalGlyph(scalars: [" "], columns: 1) }
        let width = cellWidth >= 2 ? 2 : 1
        guard let base = safeBase(first) else {
            // A lone combining mark: a dotted circle carries it.
            return fit(TerminalGlyph(scalars: ["\u{25CC}", first], columns: 1), cellWidth: width)
        }
        if base != first || all.count == 1 {
            return fit(TerminalGlyph(scalars: [base], columns: max(1, columns(of: base))), cellWidth: width)
        }
        let baseColumns = max(1, columns(of: base))

        // A flag: two cells of one column each, as every terminal advances two columns.
        if isRegionalIndicator(base.value), isRegionalIndicator(all[1].value) {
            if width == 1 { return TerminalGlyph(scalars: [base], columns: 1) }
            return TerminalGlyph(cells: [[base], [all[1]]], columns: 2)
        }

        var kept: [Unicode.Scalar] = [base]
        var hasJoinedEmoji = false, hasTags = false
        var previous = base
        var index = 1
        while index < all.count {
            let s = all[index], v = s.value
            index += 1
            if v < 0xA0 || isBidiControl(v) { continue }
            if v == zeroWidthJoiner {
                // Kept only when it joins an emoji (tmux and grapheme-aware terminals put
                // the joined emoji in the same cell); a dangling joiner would make tmux
                // join whatever the next cell holds.
                if index < all.count, all[index].properties.isEmoji, previous.properties.isEmoji {
                    kept.append(s)
                    kept.append(all[index])
                    previous = all[index]
                    index += 1
                    hasJoinedEmoji = true
                }
                continue
            }
            if isVariationSelector(v) {
                // `.clusters` terminals widen a one-column base with VS16 (and may narrow
                // a wide one with VS15) while ncurses keeps counting the base's width.
                if widths == .clusters && ((v == 0xFE0F && baseColumns == 1) || v == 0xFE0E) { continue }
                kept.append(s)
                continue
            }
            if s.properties.isEmojiModifier {
                if widths == .clusters && previous.properties.isEmojiModifierBase && columns(of: previous) == 2 {
                    kept.append(s)
                }
                continue
            }
            if isTag(v) {
                if kept[0].properties.isEmoji { kept.append(s); hasTags = true }
                continue
            }
            if columns(of: s) != 0 { break } // a further spacing character: ncurses stops here too
            // Zero-width marks and letters (Hangul vowel and final jamo) ride along;
            // other format characters (ZWSP, ZWNJ, word joiner) are dropped.
            if s.properties.generalCategory != .format { kept.append(s) }
        }
        if kept.count > maximumScalars {
            if hasTags && !hasJoinedEmoji {
                kept.removeAll { isTag($0.value) }
            } else if hasJoinedEmoji || hasTags {
                return fit(TerminalGlyph(scalars: ["\u{FFFD}"], columns: 1), cellWidth: width)
            }
            kept = Array(kept.prefix(maximumScalars))
        }
        return fit(TerminalGlyph(scalars: kept, columns: baseColumns), cellWidth: width)
    }

    /// Pads a one-column glyph in a two-column cell; a two-column glyph does not fit a
    /// one-column cell and becomes `�`.
    static func fit(_ glyph: TerminalGlyph, cellWidth: Int) -> TerminalGlyph {
        if glyph.columns == cellWidth { return glyph }
        if cellWidth == 2 { return TerminalGlyph(cells: glyph.cells, columns: 1, padsWithBlank: true) }
        return TerminalGlyph(scalars: ["\u{FFFD}"], columns: 1)
    }
}
