import Foundation
import UIKitEngine

/// A colour, as `UIColor`: fixed components in a colour space (sRGB, extended sRGB,
/// Display P3, grey), or dynamic — resolved against a `UITraitCollection` (light or dark,
/// base or elevated), as the system colours (`UIColor+SystemColors.swift`) and
/// `init(dynamicProvider:)` colours are.
///
/// Components are kept as given (`getRed`, `cgColor` return them); how a device shows a
/// colour is the device's business: a character terminal has no alpha and default
/// colours of its own, so there `label` is the terminal's default foreground, the
/// system backgrounds its default background, and translucent colours are blended over
/// the system background (docs/DECISIONS.md, "Colours keep their values; a terminal maps
/// the semantic ones to its own").
///
/// Equality is UIKit's: fixed colours are equal when their colour spaces and components
/// are (so `UIColor(white: 1, alpha: 1)` differs from `UIColor(red: 1, green: 1, blue: 1,
/// alpha: 1)`), a system colour equals only itself, a provider colour only itself.
///
/// Source: Apple's UIKit documentation, "UIColor".
open class UIColor: NSObject, @unchecked Sendable {
    enum Kind {
        case fixed(CGColor)
        case system(SystemColorEntry)
        case dynamic((UITraitCollection) -> UIColor)
    }
    let _kind: Kind

    init(kind: Kind) {
        _kind = kind
        super.init()
    }

    // MARK: Creating colours

    /// A colour from sRGB components (0…1; values outside that range are extended sRGB,
    /// as on iOS 10 and later) and an opacity (clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let inRange = [red, green, blue].allSatisfy { $0 >= 0 && $0 <= 1 }
        _kind = .fixed(inRange ? CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
                               : CGColor(extendedSRGBRed: red, green: green, blue: blue, alpha: alpha))
        super.init()
    }

    /// A grey from its brightness (0 black … 1 white) and opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        _kind = .fixed(CGColor(genericGrayGamma2_2Gray: white, alpha: alpha))
        super.init()
    }

    /// A colour from hue (0…1, a full turn of the colour wheel), saturation, brightness and
    /// opacity, in sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorMath.hsbToRGB(hue, saturation, brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from Display P3 components (0…1). Read back with `getRed`, it gives its
    /// extended-sRGB components (P3's saturated colours fall outside 0…1).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _kind = .fixed(.displayP3(red: red, green: green, blue: blue, alpha: alpha))
        super.init()
    }

    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        _kind = .fixed(cgColor)
        super.init()
    }

    /// A colour that `dynamicProvider` chooses for each trait collection it is resolved
    /// against (iOS 13).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        _kind = .dynamic(dynamicProvider)
        super.init()
    }

    /// The colour named `name` in the main bundle's asset catalogue, as `init(named:)`.
    /// Xcode compiles catalogues into a format not read here; a catalogue folder shipped
    /// as resources (`Assets.xcassets`) is read instead (`UIColor+AssetCatalogue.swift`).
    /// nil when there is no such colour, as on iOS.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The asset-catalogue colour `name` of `bundle` (nil: the main bundle), resolved for
    /// `traitCollection` when one is given; nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, let found = UIColor._assetCatalogueColor(named: name, in: bundle) else { return nil }
        let color = traitCollection.map { found.resolvedColor(with: $0) } ?? found
        self.init(kind: color._kind)
    }

    // MARK: Reading components

    /// The colour resolved against `traitCollection`: itself for a fixed colour, the
    /// light/dark (base/elevated) variant for a system colour, the provider's answer for
    /// a dynamic one.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch _kind {
        case .fixed: return self
        case .system(let entry): return entry.resolved(for: traitCollection)
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The Core Graphics colour, resolved against `UITraitCollection.current` when dynamic.
    open var cgColor: CGColor { _resolvedCGColor(UITraitCollection.current) }

    func _resolvedCGColor(_ traits: UITraitCollection) -> CGColor {
        if case .fixed(let c) = resolvedColor(with: traits)._kind { return c }
        return .clear
    }

    /// Red, green, blue (extended sRGB) and alpha; false (outputs untouched) for a colour
    /// that has none. Dynamic colours are read as resolved against the current traits.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.sRGBComponents
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    /// Brightness and alpha of a grey colour; false (outputs untouched) for a colour that is
    /// not in a grey colour space, as on iOS.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor
        guard c.colorSpace?.model == .monochrome, let values = c.components else { return false }
        white?.pointee = values[0]; alpha?.pointee = values[1]
        return true
    }

    /// Hue (0…1), saturation, brightness and alpha of the colour's sRGB components.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.sRGBComponents
        let (h, s, b) = ColorMath.rgbToHSB(c.red, c.green, c.blue)
        hue?.pointee = h; saturation?.pointee = s; brightness?.pointee = b; alpha?.pointee = c.alpha
        return true
    }

    /// The same colour with opacity `alpha` (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch _kind {
        case .fixed(let c): return UIColor(cgColor: c.copy(alpha: alpha) ?? c)
        case .system, .dynamic:
            return UIColor(dynamicProvider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
    }

    // MARK: Equality and description

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (_kind, other._kind) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.system(let a), .system(let b)): return a.name == b.name
        default: return false
        }
    }

    open override var hash: Int {
        switch _kind {
        case .fixed(let c): return c.hashValue
        case .system(let e): return e.name.hashValue
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    open override var description: String {
        switch _kind {
        case .fixed(let c):
            let space: String
            switch c.colorSpace?.name {
            case CGColorSpace.displayP3: space = "kCGColorSpaceModelRGB P3"
            case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray: space = "UIExtendedGrayColorSpace"
            default: space = "UIExtendedSRGBColorSpace"
            }
            return space + " " + (c.components ?? []).map { Self.format($0) }.joined(separator: " ")
        case .system(let e): return "<UIDynamicSystemColor: \(ObjectIdentifier(self)); name = \(e.name)>"
        case .dynamic: return "<UIDynamicProviderColor: \(ObjectIdentifier(self)); provider = <closure>>"
        }
    }

    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
    }
}
