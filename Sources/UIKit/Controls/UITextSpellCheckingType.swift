// A text input trait (UITextInputTraits). A terminal has one keyboard, so the traits are
// kept for source compatibility and do not change input; raw values are UIKit's.

/// Spell checking, as `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
