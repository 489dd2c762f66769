import Foundation

// Text input traits (UITextInputTraits). A terminal has one keyboard, so these are kept
// for source compatibility and do not change input; raw values are UIKit's.

/// The kind of keyboard to show, as `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the return key, as `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation, as `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }

/// Autocorrection, as `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }

/// Spell checking, as `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }

/// Keyboard appearance, as `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default` = 0, dark, light }

/// The semantic meaning of a field's content (for autofill), as `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("job-title")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let countryName = UITextContentType("country-name")
    public static let URL = UITextContentType("url")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
