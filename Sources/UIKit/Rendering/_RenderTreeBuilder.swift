import Foundation
import UIKitEngine

/// Builds the `RenderTree` a pixel backend draws (`RenderTreeBackend`): each visible view
/// becomes a `RenderNode` with its screen rectangle, layer look (background, corner
/// radius, border, clip, opacity) and what it draws (`_RenderContent`), in points.
///
/// It reads the same presentation values the cell composition reads (animated frames,
/// alpha, background colours, transforms), so both paths show the same moment of an
/// animation. Transforms are taken as scale and translation about the view's centre;
/// rotation is not drawn yet. A flip or page curl in progress gives the node a perspective
/// (`RenderNode.projection`).
@MainActor
struct _RenderTreeBuilder {
    let screenSize: CGSize

    /// The frame of `windows` (the visible ones, back to front).
    func tree(of windows: [UIWindow]) -> RenderTree {
        let screen = CGRect(origin: .zero, size: screenSize)
        // What shows where no view paints: the system background, as the terminal's own
        // background stands for it on a character device.
        let device = windows.first.map { $0._deviceTraits } ?? ._default
        let traits = windows.first { !$0.isHidden }.map { $0._traitsOverriding(device) } ?? device
        let backdrop = _RenderMapper(toScreen: .identity, traits: traits).color(UIColor.systemBackground)
        var tree = RenderTree(size: screenSize, backgroundColor: backdrop)
        for w in windows where !w.isHidden {
            if let n = node(for: w, superToScreen: .identity, clip: screen, opacity: 1, traits: device) {
                tree.windows.append(n)
            }
        }
        return tree
    }

    /// The node of `view`, whose superview's bounds coordinates map to the screen by
    /// `superToScreen`; nil when nothing of it shows (hidden, transparent, clipped away).
    func node(for view: UIView, superToScreen: CGAffineTransform, clip: CGRect, opacity: Double,
              traits inherited: UITraitCollection) -> RenderNode? {
        if view.isHidden { return nil }
        let alpha = Double(view._presentation.alpha ?? view.alpha)
        if alpha < 0.01 { return nil }
        let f = view._presentation.frame ?? view.frame
        let b = view._presentation.bounds ?? view.bounds
        let t = view._presentation.transform ?? view.transform
        // Bounds coordinates → superview coordinates: the transform acts about the centre.
        let toSuper = CGAffineTransform(translationX: -(b.minX + f.width / 2), y: -(b.minY + f.height / 2))
            .concatenating(CGAffineTransform(a: t.a, b: 0, c: 0, d: t.d, tx: t.tx, ty: t.ty))
            .concatenating(CGAffineTransform(translationX: f.midX, y: f.midY))
        let toScreen = toSuper.concatenating(superToScreen)
        let boundsRect = CGRect(origin: b.origin, size: f.size)
        let screenRect = boundsRect.applying(toScreen)
        let ownClip = view.clipsToBounds ? clip.intersection(screenRect) : clip
        if ownClip.isNull || ownClip.isEmpty { return nil }
        let traits = view._traitsOverriding(inherited)
        let combined = opacity * alpha
        var result = RenderNode(frame: screenRect, clip: clip, opacity: combined)
        result.projection = Self.projection(of: view._presentation, on: screenRect)
        let mapper = _RenderMapper(toScreen: toScreen, traits: traits)
        traits.performAsCurrent {
            let layer = view.layer
            if let bg = view._presentation.backgroundColor ?? view.backgroundColor {
                result.backgroundColor = mapper.color(bg)
            }
            let scale = Double(abs(toScreen.d))
            result.cornerRadius = Double(layer.cornerRadius) * scale
            if layer.borderWidth > 0, let bc = layer.borderColor {
                result.borderWidth = Double(layer.borderWidth) * scale
                result.borderColor = mapper.color(bc)
            }
            result.items = _RenderContent.items(of: view, bounds: boundsRect, mapper: mapper)
        }
        for s in view.subviews {
            if let child = node(for: s, superToScreen: toScreen, clip: ownClip, opacity: combined, traits: traits) {
                result.children.append(child)
            }
        }
        if let overlay = _RenderContent.overlayItems(of: view, bounds: boundsRect, mapper: mapper) {
            result.children.append(RenderNode(frame: screenRect, clip: ownClip, opacity: combined, items: overlay))
        }
        var ring: RenderItem?
        if view.isFocused, view.window?._focusMovedByKeyboard == true { traits.performAsCurrent { ring = _RenderContent.focusRing(of: view, bounds: boundsRect, mapper: mapper) } }
        if let ring {
            // Round the outside of the view: limited by the superview's clip, not the view's own.
            result.children.append(RenderNode(frame: screenRect.insetBy(dx: -4, dy: -4), clip: clip, opacity: combined, items: [ring]))
        }
        return result
    }
}

extension _RenderTreeBuilder {
    /// The perspective of a flip or page curl in progress (`PresentationValues.turnY`,
    /// `turnX`, `curl`), for a view shown at `rect` on the screen: turned about its centre
    /// lines, or its top edge for a curl, seen from 2½ times its width away (at least 500
    /// points; a curl from 2½ times its height).
    static func projection(of p: PresentationValues, on rect: CGRect) -> RenderProjection? {
        let eye = max(500, 2.5 * Double(rect.width))
        if let a = p.turnY, a != 0 {
            return .turn(aboutVerticalLineAt: Double(rect.midX), centerY: Double(rect.midY), angle: Double(a), eyeDistance: eye)
        }
        if let a = p.turnX, a != 0 {
            return .turn(aboutHorizontalLineAt: Double(rect.midY), centerX: Double(rect.midX), angle: Double(a), eyeDistance: eye)
        }
        if let a = p.curl, a != 0 {
            // The bottom rises away from the viewer, up over the top edge, as a page turned up.
            return .turn(aboutHorizontalLineAt: Double(rect.minY), centerX: Double(rect.midX), angle: -Double(a),
                         eyeDistance: max(500, 2.5 * Double(rect.height)))
        }
        return nil
    }
}

/// Maps a view's bounds coordinates and colours to a render tree's (screen points,
/// resolved sRGB).
@MainActor
struct _RenderMapper {
    let toScreen: CGAffineTransform
    let traits: UITraitCollection

    var scale: Double { Double(abs(toScreen.d)) }
    func point(_ p: CGPoint) -> CGPoint { p.applying(toScreen) }
    func rect(_ r: CGRect) -> CGRect { r.applying(toScreen) }

    func color(_ c: UIColor) -> RenderColor { color(c._resolvedCGColor(traits)) }
    func color(_ c: CGColor) -> RenderColor {
        let s = c.sRGBComponents
        return RenderColor(red: Double(s.red), green: Double(s.green), blue: Double(s.blue), alpha: Double(s.alpha))
    }

    func font(_ f: UIFont?, defaultSize: CGFloat = 17) -> RenderFont {
        guard let f else { return RenderFont(pointSize: Double(defaultSize) * scale) }
        return f._renderFont(scale: scale)
    }
}
