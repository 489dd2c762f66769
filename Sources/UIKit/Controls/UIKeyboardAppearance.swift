// A text input trait (UITextInputTraits). A terminal has one keyboard, so the traits are
// kept for source compatibility and do not change input; raw values are UIKit's.

/// Keyboard appearance, as `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default` = 0, dark, light }
