import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// UIColor's initialisers, conversions and system colours against Apple's documented
/// figures (UIColor documentation; HIG "Color" tables; WWDC 2016 "Working with Wide
/// Color" for Display P3 red in extended sRGB).
@Suite struct UIColorTests {
    private func rgba(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = -9, g: CGFloat = -9, b: CGFloat = -9, a: CGFloat = -9
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }
    private func bytes(_ c: UIColor, _ traits: UITraitCollection) -> [Int] {
        let v = rgba(c.resolvedColor(with: traits))
        return v.prefix(3).map { Int(($0 * 255).rounded()) } + [Int((v[3] * 100).rounded())]
    }
    private func close(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 0.0005) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let darkElevated = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                              UITraitCollection(userInterfaceLevel: .elevated)])

    @Test func componentsComeBackAsGiven() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
        // iOS 10+: components outside 0…1 are extended sRGB, kept; alpha is clamped.
        #expect(rgba(UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 3)) == [1.2, -0.1, 0, 1])
        #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        // An RGB colour has no white component on iOS: getWhite answers false, outputs untouched.
        w = -1
        #expect(!UIColor.red.getWhite(&w, alpha: nil))
        #expect(w == -1)
    }

    @Test func hueSaturationBrightnessRoundTrips() {
        #expect(close(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(close(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(close(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 0.5)), [0.5, 1, 1, 0.5]))
        #expect(close(rgba(UIColor(hue: 0, saturation: 0, brightness: 0.3, alpha: 1)), [0.3, 0.3, 0.3, 1]))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        // System blue (0, 122, 255): hue 4/6 − (122/255)/6, full saturation and brightness.
        let blue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        let answered = blue.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(answered)
        let blueHue: CGFloat = (4 - 122.0 / 255) / 6
        let blueHSB: [CGFloat] = [h, s, v, a]
        #expect(close(blueHSB, [blueHue, 1, 1, 1]))
        _ = UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        let orangeHSB: [CGFloat] = [h, s, v]
        let orangeHue: CGFloat = 30.0 / 360
        #expect(close(orangeHSB, [orangeHue, 1, 1]))
    }

    @Test func displayP3RedIsOutsideSRGB() {
        // Display P3 (1, 0, 0) in extended sRGB: (1.0931, −0.2267, −0.1501).
        #expect(close(rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)), [1.0931, -0.2267, -0.1501, 1], 0.0006))
        // White and grey are the same in both spaces (same white point and curve).
        #expect(close(rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)), [0.5, 0.5, 0.5, 1]))
    }

    @Test func fixedColoursHaveApplesComponents() {
        let third: CGFloat = 1.0 / 3.0, twoThirds: CGFloat = 2.0 / 3.0
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.lightText) == [1, 1, 1, 0.6])
        #expect(rgba(.darkText) == [0, 0, 0, 1])
    }

    @Test func systemColoursResolveToTheirLightAndDarkValues() {
        #expect(bytes(.systemRed, light) == [255, 59, 48, 100])
        #expect(bytes(.systemRed, dark) == [255, 69, 58, 100])
        #expect(bytes(.systemBlue, light) == [0, 122, 255, 100])
        #expect(bytes(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(bytes(.systemGreen, dark) == [48, 209, 88, 100])
        #expect(bytes(.systemIndigo, light) == [88, 86, 214, 100])
        #expect(bytes(.systemGray6, light) == [242, 242, 247, 100])
        #expect(bytes(.systemGray6, dark) == [28, 28, 30, 100])
        #expect(bytes(.label, light) == [0, 0, 0, 100])
        #expect(bytes(.label, dark) == [255, 255, 255, 100])
        #expect(bytes(.secondaryLabel, light) == [60, 60, 67, 60])
        #expect(bytes(.secondaryLabel, dark) == [235, 235, 245, 60])
        #expect(bytes(.separator, light) == [60, 60, 67, 29])
        #expect(bytes(.opaqueSeparator, dark) == [56, 56, 58, 100])
        #expect(bytes(.systemFill, light) == [120, 120, 128, 20])
        #expect(bytes(.link, dark) == [9, 132, 255, 100])
        // Backgrounds: white / black at the base level, one grey lighter when elevated.
        #expect(bytes(.systemBackground, light) == [255, 255, 255, 100])
        #expect(bytes(.systemBackground, dark) == [0, 0, 0, 100])
        #expect(bytes(.systemBackground, darkElevated) == [28, 28, 30, 100])
        #expect(bytes(.secondarySystemBackground, light) == [242, 242, 247, 100])
        #expect(bytes(.systemGroupedBackground, light) == [242, 242, 247, 100])
        #expect(bytes(.secondarySystemGroupedBackground, dark) == [28, 28, 30, 100])
        // An unspecified style resolves as light.
        #expect(bytes(.systemRed, UITraitCollection()) == [255, 59, 48, 100])
    }

    @Test func dynamicColoursFollowTheirTraits() {
        let c = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(c.resolvedColor(with: dark) == .white)
        #expect(c.resolvedColor(with: light) == .black)
        // Outside a draw the current traits are a light device's.
        #expect(c.cgColor == CGColor.black)
        dark.performAsCurrent { #expect(c.cgColor == CGColor.white) }
        // A dynamic colour made translucent stays dynamic.
        let faded = UIColor.systemRed.withAlphaComponent(0.5)
        #expect(bytes(faded, dark) == [255, 69, 58, 50])
        #expect(bytes(faded, light) == [255, 59, 48, 50])
    }

    @Test func equalityIsUIKits() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemRed == UIColor.systemRed)
        #expect(UIColor.systemRed != UIColor.systemRed.resolvedColor(with: light))
        let provider = UIColor { _ in .red }
        #expect(provider == provider && provider != UIColor { _ in .red })
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor(named: "AccentColor") == nil)
    }

    /// Colour sets of an asset catalogue folder, as Xcode writes their Contents.json.
    @Test func assetCatalogueColours() throws {
        let brand = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.300","green":"0.200","red":"0.100"}},"idiom":"universal"},"#
            + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0xFF","green":"128","red":"0"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let accent = #"{"colors":[{"color":{"platform":"ios","reference":"systemPinkColor"},"idiom":"universal"}]}"#
        let grey = #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.250"}},"idiom":"universal"}]}"#
        let (bundle, _) = try ImageFixtures.bundle([
            "Assets.xcassets/Brand.colorset/Contents.json": Data(brand.utf8),
            "Assets.xcassets/Theme/Accent.colorset/Contents.json": Data(accent.utf8),
            "Assets.xcassets/Grey.colorset/Contents.json": Data(grey.utf8),
        ])
        let c = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(close(rgba(c.resolvedColor(with: light)), [0.1, 0.2, 0.3, 1]))
        #expect(bytes(c, dark) == [0, 128, 255, 50])
        #expect(bytes(try #require(UIColor(named: "Brand", in: bundle, compatibleWith: dark)), light) == [0, 128, 255, 50])
        #expect(bytes(try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil)), dark) == [255, 55, 95, 100])
        var w: CGFloat = 0
        #expect(try #require(UIColor(named: "Grey", in: bundle, compatibleWith: nil)).getWhite(&w, alpha: nil) && w == 0.25)
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func coreGraphicsColours() {
        let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).cgColor
        #expect(c.components == [0.1, 0.2, 0.3, 0.4] && c.numberOfComponents == 4 && c.alpha == 0.4)
        #expect(c.colorSpace?.name == CGColorSpace.sRGB)
        let grey = UIColor(white: 0.5, alpha: 1).cgColor
        #expect(grey.components == [0.5, 1] && grey.colorSpace?.model == .monochrome)
        #expect(UIColor(cgColor: c) == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(c.copy(alpha: 1)?.components == [0.1, 0.2, 0.3, 1])
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchThing") == nil)
        let blueGreen: CGFloat = 122.0 / 255
        #expect(UIColor.systemBlue.cgColor.components == [0, blueGreen, 1, 1])
    }

    @Test func traitCollectionsCombine() {
        let t = UITraitCollection(traitsFrom: [light, UITraitCollection(userInterfaceLevel: .elevated), dark])
        #expect(t.userInterfaceStyle == .dark && t.userInterfaceLevel == .elevated)
        #expect(t.containsTraits(in: dark) && !t.containsTraits(in: light))
        #expect(t.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceLevel.elevated.rawValue == 1)
    }
}
