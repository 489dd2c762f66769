import Foundation

/// Why a phone number was refused by ``PhoneNumberRule``.
public enum PhoneNumberProblem: Error, Equatable, Hashable, Sendable {
    /// Nothing but whitespace.
    case empty
    /// A character that cannot be part of a phone number (a letter that does
    /// not start an extension, a symbol).
    case invalidCharacter(Character)
    /// A `+` that is not the first character.
    case misplacedPlus
    /// A `)` without its `(`, a `(` left open, or parentheses inside parentheses.
    case unbalancedParentheses
    /// Fewer digits than ``PhoneNumberRule/minimumDigits`` before the extension.
    case tooFewDigits(minimum: Int)
    /// More digits than ``PhoneNumberRule/maximumDigits`` before the extension.
    case tooManyDigits(maximum: Int)
    /// An extension marker (`x`, `ext`, `ext.`, `extension`, `#`) with no digits after it.
    case emptyExtension
}
