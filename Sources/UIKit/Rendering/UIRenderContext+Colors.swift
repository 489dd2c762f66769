import Foundation
import UIKitEngine

extension UIRenderContext {
    /// The cell colour `color` is drawn with here, as text (`asBackground` false) or as a
    /// background: resolved against this context's traits; on a device with default
    /// colours of its own, `label` as text and the system backgrounds as backgrounds are
    /// `.default` (the terminal's own colours) and a translucent colour is blended over the
    /// system background; a colour with no opacity is `.default`.
    public func cellColor(_ color: UIColor, asBackground: Bool = false) -> CellColor {
        color._cellColor(traits: traitCollection, native: nativeColors, asBackground: asBackground)
    }
}

extension UIRenderContext {
    /// Runs `body` (a view's drawing and its subviews') with this context's traits as
    /// `UITraitCollection.current`; the task-local value is only set again where the traits
    /// change (the window, an override), not for every view.
    func _asCurrentTraits(_ body: () -> Void) {
        if UITraitCollection._scoped === traitCollection { body() } else { traitCollection.performAsCurrent(body) }
    }
}

extension UIColor {
    /// Whether this is a system colour a device with native colours draws in its own `role`.
    func _isNative(_ role: SystemColorEntry.NativeRole, _ native: Bool) -> Bool {
        guard native, case .system(let entry) = _kind else { return false }
        return entry.native == role
    }

    func _cellColor(traits: UITraitCollection, native: Bool, asBackground: Bool) -> CellColor {
        if _isNative(asBackground ? .background : .text, native) { return .default }
        var c = _resolvedCGColor(traits).sRGBComponents
        if c.alpha <= 0.01 { return .default }
        if c.alpha < 0.999 {
            // No alpha on a character cell: blend over the background the app is drawn on.
            let under = UIColor.systemBackground._resolvedCGColor(traits).sRGBComponents
            c = (c.red * c.alpha + under.red * (1 - c.alpha), c.green * c.alpha + under.green * (1 - c.alpha),
                 c.blue * c.alpha + under.blue * (1 - c.alpha), 1)
        }
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return .rgb(byte(c.red), byte(c.green), byte(c.blue))
    }

    /// The colour as a terminal cell shows it as text in a light, base-level interface
    /// (tests and code outside a draw; views use `UIRenderContext.cellColor`).
    package var cellColor: CellColor { _cellColor(traits: UITraitCollection.current, native: true, asBackground: false) }

    /// The sRGB components of the colour resolved against `traits` (animation mixes them).
    func _components(_ traits: UITraitCollection = .current) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _resolvedCGColor(traits).sRGBComponents
    }
}
