import Foundation
import UIKitEngine

// The attribute keys UIKit adds to `NSAttributedString.Key` (Foundation on Linux declares
// none), with Apple's raw values. Labels, buttons and text fields draw `.font` (bold
// from semibold up, italic), `.foregroundColor`, `.backgroundColor`, `.underlineStyle`
// and `.strikethroughStyle`; the others are kept and not drawn on a character terminal
// (`.kern`, `.paragraphStyle`, `.shadow`, `.baselineOffset`…).
//
// Source: Apple's UIKit documentation, "NSAttributedString.Key".
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

/// An attributed string laid out for a character terminal: its characters (sanitised as
/// `_TextLayout.characters(of:)` makes them, line breaks as "\n") and, for each, the index
/// of its style in `styles`.
@MainActor
struct _StyledText {
    var characters: [Character]
    var styleIndices: [Int]
    var styles: [CellStyle]

    /// `text` with every run's attributes over `base` (the control's own font, colour and
    /// state); colours are resolved as `context` draws them.
    init(_ text: NSAttributedString, base: CellStyle, context: UIRenderContext) {
        var chars: [Character] = [], indices: [Int] = [], found: [CellStyle] = []
        var seen: [CellStyle: Int] = [:]
        let ns = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let style = _StyledText.style(attributes, base: base, context: context)
            let index: Int
            if let i = seen[style] { index = i } else { index = found.count; found.append(style); seen[style] = index }
            let run = _TextLayout.characters(of: ns.substring(with: range))
            chars.append(contentsOf: run)
            indices.append(contentsOf: repeatElement(index, count: run.count))
        }
        characters = chars
        styleIndices = indices
        styles = found
    }

    /// The cell style of a run: `base` with the run's font, colours, underline and strikethrough.
    static func style(_ a: [NSAttributedString.Key: Any], base: CellStyle, context: UIRenderContext) -> CellStyle {
        var s = base
        if let font = a[.font] as? UIFont {
            s.attributes.subtract([.bold, .italic])
            s.attributes.formUnion(font._cellAttributes)
        }
        if let color = a[.foregroundColor] as? UIColor { s.foreground = context.cellColor(color) }
        if let color = a[.backgroundColor] as? UIColor { s.background = context.cellColor(color, asBackground: true) }
        if let u = NSUnderlineStyle._from(a[.underlineStyle]) {
            if u.rawValue != 0 { s.attributes.insert(.underline) } else { s.attributes.remove(.underline) }
        }
        if let u = NSUnderlineStyle._from(a[.strikethroughStyle]) {
            if u.rawValue != 0 { s.attributes.insert(.strikethrough) } else { s.attributes.remove(.strikethrough) }
        }
        return s
    }
}

extension NSAttributedString {
    /// A copy with `value` for `key` over the whole string (what setting a label's `font`
    /// or `textColor` does to its attributed text on iOS). Built afresh, run by run, with
    /// `key` set last over everything: Foundation on Linux halts when it edits a copy of an
    /// attributed string, or when adjacent runs come to hold different objects for one
    /// key, so UIKit never does either.
    func _settingAttribute(_ key: NSAttributedString.Key, _ value: Any) -> NSAttributedString {
        let out = NSMutableAttributedString(string: string, attributes: [key: value])
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            for (k, v) in attributes where k != key { out.addAttribute(k, value: v, range: range) }
        }
        return out
    }
}
