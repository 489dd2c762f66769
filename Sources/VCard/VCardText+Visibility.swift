// Whether a value shows anything when drawn.

extension VCardText {
    /// True when `text` draws nothing: it is empty or holds only characters
    /// that have no glyph: White_Space (U+0020, U+00A0, U+3000…), controls
    /// (General_Category Cc), Default_Ignorable_Code_Point characters
    /// (Unicode 15.1 DerivedCoreProperties.txt: U+200B ZERO WIDTH SPACE,
    /// U+2060 WORD JOINER, U+FEFF, U+00AD SOFT HYPHEN, the Hangul fillers
    /// U+3164 and U+FFA0, variation selectors, tags) and U+2800 BRAILLE
    /// PATTERN BLANK. A name made of these is no name: ``VCard/displayName``
    /// passes over it to the next field, as iOS Contacts shows a contact
    /// without a name by its company, e-mail or phone, or as "No Name".
    ///
    /// Linear in the length of `text`; a string starting with printable
    /// ASCII is answered from its first byte.
    public static func isInvisible(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800 { continue }
            if properties.generalCategory == .control { continue }
            return false
        }
        return true
    }
}
