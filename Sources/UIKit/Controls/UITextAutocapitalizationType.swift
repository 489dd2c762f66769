// A text input trait (UITextInputTraits). A terminal has one keyboard, so the traits are
// kept for source compatibility and do not change input; raw values are UIKit's.

/// Automatic capitalisation, as `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
