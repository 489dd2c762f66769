import Foundation

/// One of UIKit's system colours: its name (as UIKit's `description` and Interface
/// Builder's `systemColor=` give it), its variants, and the device default it stands for.
final class SystemColorEntry: @unchecked Sendable {
    /// What a device with default colours of its own (a terminal) draws this colour as.
    enum NativeRole { case text, background }

    let name: String
    let light: UIColor
    let dark: UIColor
    let darkElevated: UIColor
    let native: NativeRole?

    /// Components are 0…255 sRGB with an alpha of 0…1, as Apple's tables give them.
    init(_ name: String, light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat),
         darkElevated: (Int, Int, Int, CGFloat)? = nil, native: NativeRole? = nil) {
        func color(_ c: (Int, Int, Int, CGFloat)) -> UIColor {
            UIColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: c.3)
        }
        self.name = name
        self.light = color(light)
        self.dark = color(dark)
        self.darkElevated = darkElevated.map(color) ?? self.dark
        self.native = native
    }

    /// The variant for `traits`: dark (elevated when the level is) for a dark style, light
    /// for light and unspecified (iOS resolves an unspecified style as light).
    func resolved(for traits: UITraitCollection) -> UIColor {
        guard traits.userInterfaceStyle == .dark else { return light }
        return traits.userInterfaceLevel == .elevated ? darkElevated : dark
    }
}
