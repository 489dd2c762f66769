import Foundation

/// A deterministic stand-in for a point device's fonts, for layout without fonts (the
/// headless iPhone preset, `DeviceMetrics.iPhonePoints`, and tools such as `uikit-ib
/// frames`): every answer depends only on the string and the font, never on installed
/// files, so tests and laid-out frames are the same on every machine. It models iOS's
/// system font, San Francisco, as far as its metrics are published (docs/DECISIONS.md,
/// "Text measured as San Francisco"):
///
/// - Advances: San Francisco's glyph advances are not published, so printable ASCII
///   (U+0020–U+007E) takes those of Inter 4.0 (a face drawn after San Francisco's
///   proportions; the pixel backend's system font) in regular, semibold (weights 0.2 up
///   to 0.35) and bold, in thousandths of an em; a combining mark, a format character or
///   a variation selector 0; CJK ideographs, kana, Hangul and full-width forms 1 em;
///   emoji 1.2 em; any other character 0.6 em. Italic is as wide as upright.
/// - Tracking: the system font tracks every glyph by the amount Apple's Human Interface
///   Guidelines give for its point size ("Typography", SF Pro tracking table: +41/1000 em
///   at 6 pt, 0 at 12, −26 at 17 in the Text optical size below 20 pt; −23 at 20, +14 at
///   28, +12 at 34 in the Display size from 20 pt), interpolated between listed sizes.
///   `SystemFontTracking` has the table.
/// - Heights: San Francisco's metrics as `UIFont` reports them (ascender 1950 and
///   descender 494 of 2048 units per em, no line gap; the same in Text and Display), so a
///   17-point line is 20.29 points high, `DeviceMetrics.iPhonePoints.bodyLineHeight`.
@MainActor
public final class ApproximateTextMeasurer: TextMeasurer {
    public init() {}

    public func width(of string: String, font: RenderFont) -> CGFloat {
        let table = font.weight >= 0.35 ? Self.bold : font.weight >= 0.2 ? Self.semibold : Self.regular
        let track = SystemFontTracking.thousandths(atPointSize: font.pointSize)
        var thousandths = 0.0
        for ch in string {
            let a = Self.advance(ch, table)
            // Tracking spaces glyphs that advance; marks and format characters stay put.
            if a > 0 { thousandths += Double(a) + track }
        }
        return CGFloat(max(0, thousandths) * font.pointSize / 1000)
    }

    public func lineMetrics(of font: RenderFont) -> TextLineMetrics {
        let size = CGFloat(font.pointSize)
        let ascender = size * 1950 / 2048, descender = -size * 494 / 2048
        return TextLineMetrics(ascender: ascender, descender: descender, lineHeight: ascender - descender)
    }

    /// One character's advance in thousandths of an em.
    static func advance(_ ch: Character, _ table: [Int]) -> Int {
        guard let first = ch.unicodeScalars.first else { return 0 }
        let v = first.value
        if v >= 0x20 && v < 0x7F { return table[Int(v - 0x20)] }
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(v) { return 0 }
        if first.properties.isEmojiPresentation || (first.properties.isEmoji && v > 0xFF && ch.unicodeScalars.count > 1) { return 1200 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v) { return 1000 }
        return 600
    }

    // Advance widths of U+0020…U+007E, thousandths of an em.
    static let regular: [Int] = [
        281, 278, 403, 631, 638, 812, 639, 222, 362, 362, 500, 659, 280, 460, 276, 357,
        625, 464, 605, 636, 642, 608, 624, 571, 616, 624, 276, 280, 659, 659, 659, 507,
        936, 676, 651, 727, 719, 598, 587, 743, 740, 264, 543, 652, 562, 889, 753, 761,
        635, 761, 639, 638, 642, 741, 676, 949, 642, 665, 625, 362, 357, 362, 469, 452,
        497, 564, 621, 558, 621, 582, 361, 609, 591, 237, 237, 544, 237, 869, 585, 597,
        609, 609, 372, 523, 364, 581, 557, 812, 540, 557, 541, 362, 327, 362, 659,
    ]
    static let semibold: [Int] = [
        248, 309, 396, 643, 649, 844, 663, 213, 393, 393, 543, 673, 295, 466, 290, 379,
        667, 481, 621, 652, 666, 632, 648, 587, 646, 648, 290, 295, 673, 673, 673, 544,
        999, 724, 657, 744, 724, 608, 586, 755, 744, 275, 561, 677, 566, 906, 741, 775,
        643, 776, 651, 649, 660, 734, 724, 1007, 690, 705, 653, 393, 379, 393, 481, 468,
        497, 575, 630, 577, 630, 593, 377, 625, 613, 261, 261, 569, 261, 898, 610, 608,
        625, 625, 397, 549, 380, 608, 576, 837, 562, 576, 562, 393, 358, 393, 673,
    ]
    static let bold: [Int] = [
        232, 325, 392, 650, 655, 859, 674, 209, 409, 409, 565, 680, 303, 469, 298, 390,
        688, 489, 630, 659, 678, 645, 660, 595, 661, 660, 298, 303, 680, 680, 680, 562,
        1031, 748, 661, 752, 727, 613, 585, 761, 746, 281, 570, 690, 567, 915, 735, 782,
        648, 783, 656, 655, 668, 729, 748, 1036, 714, 724, 667, 409, 390, 409, 488, 477,
        497, 580, 635, 587, 635, 598, 386, 633, 624, 272, 272, 582, 272, 912, 622, 614,
        632, 632, 409, 562, 388, 622, 586, 850, 574, 586, 572, 409, 374, 409, 680,
    ]
}
