import Foundation

/// A font, as `UIFont`: family, face (weight, italic), point size and the metrics UIKit
/// reports for it. The system font is San Francisco (family `.AppleSystemUIFont`, faces
/// `.SFUI-Regular`, `.SFUI-Semibold`…); named fonts are those a stock iPhone has
/// (`UIFont.familyNames`), and `init(name:size:)` is nil for any other, as on iOS for a
/// font the app did not register.
///
/// Metrics are San Francisco's proportions (units per em 2048: ascender 1950, descender
/// −494, cap height 1443, x-height 1078, no leading), so `systemFont(ofSize: 17).lineHeight`
/// is 20.29 points as on iOS; other families use the same proportions (an approximation).
/// A character terminal draws one face at one size: weights from `semibold` up are bold,
/// italic faces are italic where the terminal can; the size is not drawn.
///
/// Source: Apple's UIKit documentation, "UIFont"; Apple's Human Interface Guidelines,
/// "Typography" (text style sizes).
open class UIFont: NSObject, @unchecked Sendable {
    /// A face of a family: its weight and slant.
    struct _Face: Hashable, Sendable {
        var weight: UIFont.Weight
        var italic: Bool
    }

    let _family: String
    let _face: _Face
    let _name: String
    let _size: CGFloat
    let _traits: UIFontDescriptor.SymbolicTraits
    let _textStyle: TextStyle?

    init(family: String, face: _Face, name: String? = nil, size: CGFloat,
         traits: UIFontDescriptor.SymbolicTraits? = nil, textStyle: TextStyle? = nil) {
        _family = family
        _face = face
        _size = max(0, size)
        var t = traits ?? []
        if traits == nil {
            if face.weight >= .semibold { t.insert(.traitBold) }
            if face.italic { t.insert(.traitItalic) }
            if family == UIFont._monospacedFamily || family == "Menlo" || family == "Courier" || family == "Courier New" {
                t.insert(.traitMonoSpace)
            }
        }
        _traits = t
        _name = name ?? UIFont._fontName(family: family, face: face, traits: t)
        _textStyle = textStyle
        super.init()
    }

    // MARK: System fonts

    static let _systemFamily = ".AppleSystemUIFont"
    static let _monospacedFamily = ".AppleSystemUIFontMonospaced"

    /// The system font of `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: _systemFamily, face: _Face(weight: weight, italic: false), size: fontSize)
    }
    /// The regular system font of `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font of `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font of `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: _systemFamily, face: _Face(weight: .regular, italic: true), size: fontSize)
    }
    /// The monospaced system font (SF Mono) of `fontSize` points and `weight` (iOS 13).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: _monospacedFamily, face: _Face(weight: weight, italic: false), size: fontSize)
    }
    /// The system font with digits of equal width (iOS 9).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a Dynamic Type text style at the default content size (Large):
    /// body 17 pt regular, headline 17 pt semibold, large title 34 pt … caption 2 11 pt.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let m = style._metrics
        return UIFont(family: _systemFamily, face: _Face(weight: m.weight, italic: false), size: m.size, textStyle: style)
    }
    /// The same, for a trait collection (content size categories are not modelled: Large).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// Font sizes UIKit's controls use: labels 17, buttons 18, small 12, standard 14 points.
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }

    // MARK: Named fonts

    /// The font `fontName` (a PostScript name such as `"HelveticaNeue-Bold"`, or a family
    /// name such as `"Avenir Next"`) at `fontSize` points; nil for a font a stock iPhone
    /// does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if fontName.hasPrefix(".SFUI") || fontName.hasPrefix(".AppleSystemUIFont") {
            let mono = fontName.contains("Monospaced")
            let style = fontName.split(separator: "-").dropFirst().joined(separator: "-")
            self.init(family: mono ? UIFont._monospacedFamily : UIFont._systemFamily,
                      face: _Face(weight: Weight._fromFaceName(style), italic: style.contains("Italic")), size: fontSize)
            return
        }
        if let family = UIFont._installedFamilies[fontName] {
            self.init(family: family, face: _Face(weight: .regular, italic: false), size: fontSize)
            return
        }
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        guard let family = UIFont._postScriptBases[parts[0]] else { return nil }
        let style = parts.count > 1 ? parts[1] : ""
        let italic = style.contains("Italic") || style.contains("Oblique")
        self.init(family: family, face: _Face(weight: Weight._fromFaceName(style), italic: italic), name: fontName, size: fontSize)
    }

    /// The font a descriptor describes; `pointSize` 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(family: descriptor._family, face: descriptor._face, size: pointSize > 0 ? pointSize : descriptor._size,
                  traits: descriptor._traits, textStyle: descriptor._textStyle)
    }

    /// Family names of the installed fonts, as `UIFont.familyNames`.
    open class var familyNames: [String] { Array(Set(_postScriptBases.values)).sorted() }

    /// PostScript names of a family's regular, bold, italic and bold-italic faces.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        guard let base = _postScriptBases.first(where: { $0.value == familyName && !$0.key.contains(" ") })?.key else { return [] }
        return [base, base + "-Bold", base + "-Italic", base + "-BoldItalic"]
    }

    // MARK: Reading a font

    /// The family's name (`.AppleSystemUIFont` for the system font).
    open var familyName: String { _family }
    /// The face's PostScript name (`.SFUI-Regular`, `Helvetica-Bold`).
    open var fontName: String { _name }
    /// The size, in points.
    open var pointSize: CGFloat { _size }
    /// Top of the tallest letters above the baseline, in points.
    open var ascender: CGFloat { _size * 1950 / 2048 }
    /// Bottom of descenders below the baseline, in points (negative).
    open var descender: CGFloat { -_size * 494 / 2048 }
    /// Height of capital letters, in points.
    open var capHeight: CGFloat { _size * 1443 / 2048 }
    /// Height of lower-case x, in points.
    open var xHeight: CGFloat { _size * 1078 / 2048 }
    /// Extra space between lines, in points (0 for San Francisco).
    open var leading: CGFloat { 0 }
    /// The height of one line of text: ascender − descender + leading, in points.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The font's descriptor.
    open var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(family: _family, face: _face, size: _size, traits: _traits, textStyle: _textStyle)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: _family, face: _face, name: _name, size: fontSize, traits: _traits, textStyle: _textStyle)
    }

    /// Whether a character terminal draws this font in bold (weights from semibold up).
    var _drawsBold: Bool { _face.weight >= .semibold }
    /// Whether a character terminal draws this font in italic.
    var _drawsItalic: Bool { _face.italic || _traits.contains(.traitItalic) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o._name == _name && o._family == _family && o._size == _size && o._face == _face && o._traits == _traits
    }
    open override var hash: Int { _name.hashValue ^ _size.hashValue }

    open override var description: String {
        let weight = _face.weight >= .semibold ? "bold" : "normal"
        let style = _face.italic ? "italic" : "normal"
        return "<UICTFont: \(ObjectIdentifier(self))> font-family: \"\(_name)\"; font-weight: \(weight); font-style: \(style); font-size: "
            + String(format: "%.2fpt", Double(_size))
    }

    /// A face's PostScript name: `.SFUI-Semibold`, `.SFUI-RegularItalic`, `Family-BoldItalic`.
    static func _fontName(family: String, face: _Face, traits: UIFontDescriptor.SymbolicTraits) -> String {
        if family == _systemFamily || family == _monospacedFamily {
            let prefix = family == _systemFamily ? ".SFUI-" : ".AppleSystemUIFontMonospaced-"
            return prefix + face.weight._faceName + (face.italic ? "Italic" : "")
        }
        let base = _postScriptBases.first { $0.value == family && !$0.key.contains(" ") }?.key ?? family.replacingOccurrences(of: " ", with: "")
        var style = face.weight == .regular ? "" : face.weight._faceName
        if face.italic { style += "Italic" }
        return style.isEmpty ? base : base + "-" + style
    }

    /// PostScript base names → family, for the families of a stock iPhone (iOS 17).
    static let _postScriptBases: [String: String] = [
        "Helvetica": "Helvetica", "HelveticaNeue": "Helvetica Neue", "ArialMT": "Arial", "Arial": "Arial",
        "Courier": "Courier", "CourierNewPSMT": "Courier New", "CourierNew": "Courier New", "Menlo": "Menlo",
        "Georgia": "Georgia", "TimesNewRomanPSMT": "Times New Roman", "TimesNewRoman": "Times New Roman",
        "Avenir": "Avenir", "AvenirNext": "Avenir Next", "AvenirNextCondensed": "Avenir Next Condensed",
        "Futura": "Futura", "GillSans": "Gill Sans", "Verdana": "Verdana", "Palatino": "Palatino",
        "AmericanTypewriter": "American Typewriter", "Baskerville": "Baskerville", "Didot": "Didot",
        "Optima": "Optima", "TrebuchetMS": "Trebuchet MS", "ChalkboardSE": "Chalkboard SE", "Noteworthy": "Noteworthy",
        "MarkerFelt": "Marker Felt", "Zapfino": "Zapfino", "HoeflerText": "Hoefler Text", "Copperplate": "Copperplate",
        "Papyrus": "Papyrus", "SnellRoundhand": "Snell Roundhand", "Chalkduster": "Chalkduster", "Cochin": "Cochin",
        "Damascus": "Damascus", "Kefa": "Kefa", "Rockwell": "Rockwell", "Charter": "Charter",
        "PingFangSC": "PingFang SC", "PingFangTC": "PingFang TC", "PingFangHK": "PingFang HK",
        "HiraginoSans": "Hiragino Sans", "HiraMinProN": "Hiragino Mincho ProN", "AppleSDGothicNeo": "Apple SD Gothic Neo",
        "AppleColorEmoji": "Apple Color Emoji", "STHeitiSC": "Heiti SC", "STHeitiTC": "Heiti TC",
    ]

    /// Family names (as written in Font Book) → family, so `UIFont(name: "Avenir Next", …)` works.
    static let _installedFamilies: [String: String] = Dictionary(_postScriptBases.values.map { ($0, $0) },
                                                                 uniquingKeysWith: { a, _ in a })
}

extension UIFont {
    /// What a character cell shows of the font: bold from semibold up, italic for italic faces.
    var _cellAttributes: CellAttributes {
        var a: CellAttributes = []
        if _drawsBold { a.insert(.bold) }
        if _drawsItalic { a.insert(.italic) }
        return a
    }
}
