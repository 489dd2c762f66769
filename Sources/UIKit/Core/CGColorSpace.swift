import Foundation

/// A colour space, as Core Graphics' `CGColorSpace` (absent from Foundation on Linux):
/// the named spaces UIKit's colours use — sRGB, extended sRGB, Display P3 and generic
/// gamma-2.2 grey — and the device spaces (taken as sRGB and grey). Names are Apple's
/// (`kCGColorSpaceSRGB` is the string `"kCGColorSpaceSRGB"`); they are `String`s here
/// because there is no `CFString` on Linux.
///
/// Source: Apple's Core Graphics documentation, "CGColorSpace" and "Color Space Names".
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The standard RGB space of IEC 61966-2-1 (`kCGColorSpaceSRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components outside 0…1 allowed (`kCGColorSpaceExtendedSRGB`).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer curve (`kCGColorSpaceDisplayP3`).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma (`kCGColorSpaceGenericGrayGamma2_2`).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Extended-range grey (`kCGColorSpaceExtendedGray`).
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    /// The space's name (nil for the device spaces).
    public let name: String?
    /// The kind of space.
    public let model: CGColorSpaceModel

    /// The colour space named `name`, or nil for a name this implementation does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3:
            self.init(name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray:
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Colour components of a colour in this space, alpha not counted (RGB 3, grey 1).
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Whether components may lie outside 0…1 (the extended spaces).
    public var isWideGamutRGB: Bool { name == CGColorSpace.displayP3 || name == CGColorSpace.extendedSRGB }

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.name == r.name && l.model == r.model }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(model) }

    static let srgbSpace = CGColorSpace(name: CGColorSpace.sRGB, model: .rgb)
    static let extendedSRGBSpace = CGColorSpace(name: CGColorSpace.extendedSRGB, model: .rgb)
    static let displayP3Space = CGColorSpace(name: CGColorSpace.displayP3, model: .rgb)
    static let grayGamma22Space = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome)
    static let extendedGraySpace = CGColorSpace(name: CGColorSpace.extendedGray, model: .monochrome)
}

/// The device RGB space, as `CGColorSpaceCreateDeviceRGB()` (taken as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }
/// The device grey space, as `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }
