// A text input trait (UITextInputTraits). A terminal has one keyboard, so the traits are
// kept for source compatibility and do not change input; raw values are UIKit's.

/// The title of the return key, as `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
