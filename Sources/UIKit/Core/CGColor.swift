import Foundation

/// A colour as Core Graphics keeps it, as `CGColor` (absent from Foundation on Linux):
/// a colour space and its components, the last component being alpha.
///
/// `components` of an RGB colour are `[red, green, blue, alpha]`, of a grey colour
/// `[white, alpha]`, as Core Graphics returns them. `UIColor.cgColor` and
/// `UIColor(cgColor:)` convert; drawing code (`CGContext`) reads `sRGBComponents`.
///
/// Source: Apple's Core Graphics documentation, "CGColor".
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    private let storage: [CGFloat]

    private init(space: CGColorSpace, storage: [CGFloat]) {
        self.colorSpace = space
        self.storage = storage
    }

    /// An sRGB colour, as `CGColor(red:green:blue:alpha:)` (iOS: sRGB components, 0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// An sRGB colour, as `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, storage: [red, green, blue, alpha].map(ColorMath.clampUnit))
    }

    /// An extended-sRGB colour (components may lie outside 0…1), as UIKit makes for
    /// Display P3 input.
    convenience init(extendedSRGBRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .extendedSRGBSpace, storage: [red, green, blue, ColorMath.clampUnit(alpha)])
    }

    /// A grey, as `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(genericGrayGamma2_2Gray: gray, alpha: alpha)
    }

    /// A grey in the generic gamma-2.2 grey space, as `CGColor(genericGrayGamma2_2Gray:alpha:)`.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22Space, storage: [ColorMath.clampUnit(gray), ColorMath.clampUnit(alpha)])
    }

    /// A colour in `space` from `components` (its `numberOfComponents` colour values, then
    /// alpha), as `CGColor(colorSpace:components:)`; nil for a space that is not RGB or grey.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let values = (0...space.numberOfComponents).map { components[$0] }
        self.init(space: space, storage: values)
    }

    /// The components, alpha last (`[r, g, b, a]` or `[white, a]`).
    public var components: [CGFloat]? { storage }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { storage.count }
    /// The opacity, 0…1.
    public var alpha: CGFloat { storage[storage.count - 1] }

    /// The same colour with another opacity, as `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = storage
        values[values.count - 1] = ColorMath.clampUnit(alpha)
        return CGColor(space: colorSpace ?? .srgbSpace, storage: values)
    }

    /// The colour in (extended) sRGB: red, green, blue (outside 0…1 for colours beyond
    /// sRGB's gamut, such as Display P3 reds) and alpha. Grey becomes equal red, green and blue.
    public var sRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        if storage.count == 2 { return (storage[0], storage[0], storage[0], storage[1]) }
        if colorSpace?.name == CGColorSpace.displayP3 {
            let c = ColorMath.displayP3ToSRGB(storage[0], storage[1], storage[2])
            return (c.0, c.1, c.2, storage[3])
        }
        return (storage[0], storage[1], storage[2], storage[3])
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (l: CGColor, r: CGColor) -> Bool { l.colorSpace == r.colorSpace && l.storage == r.storage }
    public func hash(into h: inout Hasher) { h.combine(colorSpace); h.combine(storage) }

    public var description: String {
        "<CGColor> [\(colorSpace?.name ?? "device")] ( " + storage.map { "\($0)" }.joined(separator: " ") + " )"
    }
}

extension CGColor {
    /// A Display P3 colour (kept in that space), as `CGColor(colorSpace: displayP3, …)`.
    static func displayP3(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGColor {
        CGColor(space: .displayP3Space, storage: [red, green, blue, alpha].map(ColorMath.clampUnit))
    }
}
