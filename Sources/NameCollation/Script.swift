// Script classification of characters, by Unicode block ranges.
//
// Swift's `Unicode.Scalar.Properties` has no Script property, so the scripts
// that matter here are recognised by the code point ranges assigned to them in
// the Unicode Character Database (Blocks.txt, Scripts.txt, Unicode 15.1).

/// The scripts `NameCollator` treats differently.
enum NameScript: Equatable {
    /// Han ideographs (Chinese hanzi, Japanese kanji, Korean hanja).
    case han
    /// Hangul syllables and jamo.
    case hangul
    /// Hiragana and katakana.
    case kana
    /// Whitespace, punctuation and control characters: they separate words.
    case separator
    /// ASCII letters and digits.
    case asciiAlphanumeric
    /// Everything else: accented Latin, Cyrillic, Greek, symbols, emoji…
    case other

    /// Han, Hangul or kana: the scripts written family name first.
    var isCJK: Bool { self == .han || self == .hangul || self == .kana }

    init(_ character: Character) {
        guard let first = character.unicodeScalars.first else {
            self = .separator
            return
        }
        let value = first.value
        if value < 0x80 {
            // "e" + U+0301 (a decomposed é) is one Character starting with an
            // ASCII scalar: it must go through folding like a precomposed é.
            if !character.isASCII {
                self = character.isLetter || character.isNumber ? .other : .separator
                return
            }
            switch value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: self = .asciiAlphanumeric
            default: self = .separator
            }
            return
        }
        if NameScript.isHan(value) {
            self = .han
            return
        }
        switch first.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            self = .separator
            return
        default:
            break
        }
        switch value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF,
            0xFFA0...0xFFDC:
            self = .hangul
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F:
            self = .kana
        default:
            self = .other
        }
    }

    /// CJK Unified Ideographs and extensions A–H, compatibility ideographs,
    /// and U+3005 々 / U+3007 〇 (Scripts.txt assigns both to Han).
    static func isHan(_ value: UInt32) -> Bool {
        switch value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x323AF, 0xF900...0xFAFF,
            0x2F800...0x2FA1F, 0x3005, 0x3007:
            return true
        default:
            return false
        }
    }
}
