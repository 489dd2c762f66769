import Foundation

/// A key on a keyboard, as `UIKey` (iOS 13.4) describes it.
public struct UIKey: Hashable, Sendable {
    /// The text the key produces with its modifiers ("a", "A", "汉", or "" for a named key).
    public var characters: String
    public var charactersIgnoringModifiers: String
    public var keyCode: UIKeyboardHIDUsage
    public var modifierFlags: UIKeyModifierFlags

    public init(characters: String, charactersIgnoringModifiers: String? = nil,
                keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined,
                modifierFlags: UIKeyModifierFlags = []) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
    }

    /// A key that types `text`.
    public static func text(_ text: String) -> UIKey { UIKey(characters: text) }
    public static let enter = UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter)
    public static let escape = UIKey(characters: "\u{1B}", keyCode: .keyboardEscape)
    public static let tab = UIKey(characters: "\t", keyCode: .keyboardTab)
    public static let backTab = UIKey(characters: "\t", keyCode: .keyboardTab, modifierFlags: .shift)
    public static let space = UIKey(characters: " ", keyCode: .keyboardSpacebar)
    public static let backspace = UIKey(characters: "\u{8}", keyCode: .keyboardDeleteOrBackspace)
    public static let deleteForward = UIKey(characters: "\u{7F}", keyCode: .keyboardDeleteForward)
    public static let up = UIKey(characters: "", keyCode: .keyboardUpArrow)
    public static let down = UIKey(characters: "", keyCode: .keyboardDownArrow)
    public static let left = UIKey(characters: "", keyCode: .keyboardLeftArrow)
    public static let right = UIKey(characters: "", keyCode: .keyboardRightArrow)
    public static let home = UIKey(characters: "", keyCode: .keyboardHome)
    public static let end = UIKey(characters: "", keyCode: .keyboardEnd)
    public static let pageUp = UIKey(characters: "", keyCode: .keyboardPageUp)
    public static let pageDown = UIKey(characters: "", keyCode: .keyboardPageDown)
    /// Ctrl + a letter, e.g. `.control("d")`.
    public static func control(_ letter: Character) -> UIKey {
        UIKey(characters: String(letter), keyCode: .keyboardErrorUndefined, modifierFlags: .control)
    }

    /// True when the key types printable text (no control modifier, not a named key).
    public var isPrintable: Bool {
        guard !modifierFlags.contains(.control), !modifierFlags.contains(.command),
              keyCode == .keyboardErrorUndefined || keyCode == .keyboardSpacebar else { return false }
        return !characters.isEmpty && characters.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }
}
