import Foundation

/// A description of a font, as `UIFontDescriptor`: family, face name, size, weight,
/// symbolic traits (bold, italic, monospace…) and the text style it came from. Enough to
/// derive a font's bold or italic variant (`withSymbolicTraits(_:)`, then
/// `UIFont(descriptor:size:)`), as iOS code does.
///
/// Source: Apple's UIKit documentation, "UIFontDescriptor".
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Symbolic traits, as `UIFontDescriptor.SymbolicTraits` (Core Text's bit values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// Attribute names, as `UIFontDescriptor.AttributeName` (Apple's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` dictionary, as `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// How a system font is drawn, as `UIFontDescriptor.SystemDesign` (iOS 13).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    let _family: String
    let _face: UIFont._Face
    let _size: CGFloat
    let _traits: SymbolicTraits
    let _textStyle: UIFont.TextStyle?

    init(family: String, face: UIFont._Face, size: CGFloat, traits: SymbolicTraits, textStyle: UIFont.TextStyle?) {
        _family = family; _face = face; _size = size; _traits = traits; _textStyle = textStyle
        super.init()
    }

    /// The descriptor of the font `fontName` (a PostScript name such as `"Helvetica-Bold"`)
    /// at `size`; an unknown name describes the system font.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(family: font.familyName, face: font._face, size: size, traits: font._traits, textStyle: nil)
    }

    /// The descriptor of a Dynamic Type style's font at the default content size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public var pointSize: CGFloat { _size }
    public var postscriptName: String { UIFont._fontName(family: _family, face: _face, traits: _traits) }
    public var symbolicTraits: SymbolicTraits { _traits }

    /// The descriptor's attributes (family, name, size, traits, text style).
    public var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [.family: _family, .name: postscriptName, .size: _size,
                                       .traits: [TraitKey.symbolic: _traits.rawValue, TraitKey.weight: _face.weight.rawValue]]
        if let _textStyle { a[.textStyle] = _textStyle.rawValue }
        return a
    }

    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same font with exactly `symbolicTraits` (bold and italic change the face). Never
    /// nil here: every family is taken to have bold and italic faces.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var face = _face
        face.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitBold) { if face.weight < .semibold { face.weight = .bold } }
        else if face.weight >= .semibold { face.weight = .regular }
        return UIFontDescriptor(family: _family, face: face, size: _size, traits: symbolicTraits, textStyle: _textStyle)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: _family, face: _face, size: newPointSize, traits: _traits, textStyle: _textStyle)
    }

    /// The system font drawn with `design`: the monospaced design gives the monospaced
    /// system family; the others keep the family (their shapes are not drawn).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard _family.hasPrefix(UIFont._systemFamily) else { return nil }
        let family = design == .monospaced ? UIFont._monospacedFamily : UIFont._systemFamily
        var traits = _traits
        if design == .monospaced { traits.insert(.traitMonoSpace) } else { traits.remove(.traitMonoSpace) }
        return UIFontDescriptor(family: family, face: _face, size: _size, traits: traits, textStyle: _textStyle)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFontDescriptor else { return false }
        return o._family == _family && o._face == _face && o._size == _size && o._traits == _traits && o._textStyle == _textStyle
    }
    public override var hash: Int { _family.hashValue ^ _size.hashValue ^ Int(_traits.rawValue) }
}
