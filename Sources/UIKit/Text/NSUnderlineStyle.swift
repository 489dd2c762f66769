import Foundation

/// Underline and strikethrough styles, as `NSUnderlineStyle` (UIKit declares it;
/// Foundation on Linux does not), with Apple's raw values. An attribute value may be the
/// style or its raw value as a number (`NSUnderlineStyle.single.rawValue`, the usual
/// Objective-C-era form); any non-zero style draws one line on a terminal.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The style an attribute value stands for (the style, or a number), or nil.
    static func _from(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let s as NSUnderlineStyle: return s
        case let n as Int: return NSUnderlineStyle(rawValue: n)
        case let n as NSNumber: return NSUnderlineStyle(rawValue: n.intValue)
        default: return nil
        }
    }
}
