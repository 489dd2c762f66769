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
