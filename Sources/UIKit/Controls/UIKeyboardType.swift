// A text input trait (UITextInputTraits). A terminal has one keyboard, so the traits are
// kept for source compatibility and do not change input; raw values are UIKit's.

/// The kind of keyboard to show, as `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
