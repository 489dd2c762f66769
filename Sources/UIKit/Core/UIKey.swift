import Foundation

/// Modifier keys held with a key press. Follows `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// The HID usage of a key, as `UIKeyboardHIDUsage` names them (subset a terminal can deliver).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardErrorUndefined = Self(rawValue: 0x03)
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    public static let keyboardEscape = Self(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    public static let keyboardTab = Self(rawValue: 0x2B)
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    public static let keyboardF1 = Self(rawValue: 0x3A)
    public static let keyboardHome = Self(rawValue: 0x4A)
    public static let keyboardPageUp = Self(rawValue: 0x4B)
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    public static let keyboardEnd = Self(rawValue: 0x4D)
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    public static let keyboardUpArrow = Self(rawValue: 0x52)
}

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
