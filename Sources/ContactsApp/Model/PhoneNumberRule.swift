import Foundation

/// The app's loose phone number rule: what a person may type in the phone
/// field. It accepts the ways numbers are written in address books without
/// checking them against a numbering plan:
///
/// - digits (any Unicode decimal digit, so full-width ０–９ too), spaces,
///   `-` and other dashes, `.`, and one pair of parentheses at a time:
///   `(555) 123-4567`, `020 7946 0958`, `01.23.45.67.89`, `138-0013-8000`;
/// - a `+` only as the first character (`+86 138 0013 8000`);
/// - between ``minimumDigits`` (3, so emergency numbers such as 110, 112
///   and 911 pass) and ``maximumDigits`` (20: E.164 allows 15 digits after
///   the `+`, plus room for an international call prefix) digits;
/// - an optional extension at the end: `x123`, `ext 123`, `ext. 123`,
///   `extension 123` or `#123` (any case), digits only after the marker.
///
/// Full-width forms typed with a Chinese input method (`＋`, `（`, `）`,
/// ideographic space) are read through Unicode compatibility mapping
/// (NFKC) first. The text is stored as typed (trimmed), not reformatted.
///
/// The dot is accepted beyond the brief's list because French and North
/// American numbers are often written with dots.
public enum PhoneNumberRule {
    /// Fewest digits a number may have (before any extension).
    public static let minimumDigits = 3
    /// Most digits a number may have (before any extension).
    public static let maximumDigits = 20
    /// Extension markers, longest first so `extension` is not read as `ext` + "ension".
    static let extensionMarkers = ["extension", "ext.", "ext", "x", "#"]

    /// Checks `text` and returns it trimmed of surrounding whitespace.
    /// - Throws: ``PhoneNumberProblem`` (the first problem found, reading
    ///   left to right).
    public static func validate(_ text: String) throws(PhoneNumberProblem) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { throw .empty }
        let characters = Array(trimmed.precomposedStringWithCompatibilityMapping)
        var digits = 0
        var openParenthesis = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isDigit(character) {
                digits += 1
            } else if character == "+" {
                if index != 0 { throw .misplacedPlus }
            } else if character == "(" {
                if openParenthesis { throw .unbalancedParentheses }
                openParenthesis = true
            } else if character == ")" {
                if !openParenthesis { throw .unbalancedParentheses }
                openParenthesis = false
            } else if character == "." || isDash(character) || character.isWhitespace {
                // separators
            } else if let markerLength = extensionMarkerLength(characters, at: index) {
                try checkExtension(characters[(index + markerLength)...])
                break
            } else {
                throw .invalidCharacter(character)
            }
            index += 1
        }
        if openParenthesis { throw .unbalancedParentheses }
        if digits < minimumDigits { throw .tooFewDigits(minimum: minimumDigits) }
        if digits > maximumDigits { throw .tooManyDigits(maximum: maximumDigits) }
        return trimmed
    }

    /// True when `text` passes ``validate(_:)``.
    public static func isValid(_ text: String) -> Bool {
        (try? validate(text)) != nil
    }

    private static func isDigit(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .decimalNumber
    }

    private static func isDash(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .dashPunctuation
    }

    /// The length of the extension marker starting at `index`, if one does
    /// (compared without case), else nil.
    private static func extensionMarkerLength(_ characters: [Character], at index: Int) -> Int? {
        for marker in extensionMarkers {
            let markerCharacters = Array(marker)
            guard index + markerCharacters.count <= characters.count else { continue }
            let candidate = String(characters[index..<(index + markerCharacters.count)]).lowercased()
            if candidate == marker { return markerCharacters.count }
        }
        return nil
    }

    /// After a marker: optional spaces, then one or more digits, to the end.
    private static func checkExtension(_ rest: ArraySlice<Character>) throws(PhoneNumberProblem) {
        var sawDigit = false
        for character in rest {
            if isDigit(character) {
                sawDigit = true
            } else if character.isWhitespace && !sawDigit {
                continue
            } else {
                throw .invalidCharacter(character)
            }
        }
        if !sawDigit { throw .emptyExtension }
    }
}
