import Foundation
import CWidth

/// Display width of text in cells, using the C library's `wcwidth(3)`, the same width
/// function ncursesw uses, so layout and terminal agree.
///
/// Rules per grapheme cluster (Swift `Character`):
/// - control characters are 0 here (text from data is sanitised before drawing, see
///   `TextSanitizer`);
/// - the width of a cluster is the width of its first scalar, combining marks add 0;
/// - an emoji cluster led by a narrow emoji is 2 wide when it is an emoji presentation
///   sequence (U+FE0F), a flag (a regional-indicator pair, UTS #51 §1.4.5) or an emoji
///   modifier sequence (a skin tone after a modifier base, UTS #51 §1.4.4), as tmux and
///   grapheme-aware terminals lay them out (a lone regional indicator stays 1).
public enum TextWidth {
    // wcwidth needs a UTF-8 LC_CTYPE: the environment's when it is UTF-8, else C.UTF-8.
    private static let localeReady: Bool = cwidth_prepare_locale() != 0

    /// Width of one Unicode scalar in cells (0, 1 or 2).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x7F { return 1 }
        _ = localeReady
        let w = Int(cwidth_wcwidth(v))
        return w < 0 ? 1 : w
    }

    /// Width of one grapheme cluster in cells.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var w = width(of: first)
        if w == 1, first.properties.isEmoji, scalars.count > 1 {
            let second = scalars[scalars.index(after: scalars.startIndex)]
            let isFlag = (0x1F1E6...0x1F1FF).contains(first.value) && (0x1F1E6...0x1F1FF).contains(second.value)
            let isModified = first.properties.isEmojiModifierBase && second.properties.isEmojiModifier
            if isFlag || isModified || scalars.contains(where: { $0.value == 0xFE0F }) { w = 2 }
        }
        if w == 0, scalars.count > 1 {
            // A cluster led by a zero-width scalar (e.g. a lone combining mark) still takes a cell.
            w = scalars.dropFirst().map { width(of: $0) }.max() ?? 0
            if w == 0 && first.properties.generalCategory == .nonspacingMark { w = 1 }
        }
        return w
    }

    /// Width of a string in cells.
    public static func width(of string: String) -> Int {
        var total = 0
        for ch in string { total += width(of: ch) }
        return total
    }

    /// The longest prefix of `string` that fits in `maxWidth` cells; when the string is
    /// longer, it ends with "…" and never splits a character.
    public static func truncate(_ string: String, toWidth maxWidth: Int) -> String {
        guard maxWidth > 0 else { return "" }
        if width(of: string) <= maxWidth { return string }
        var out = ""
        var used = 0
        for ch in string {
            let w = width(of: ch)
            if used + w > maxWidth - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }
}
