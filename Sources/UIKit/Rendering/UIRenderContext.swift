import Foundation
import UIKitEngine

/// Where a view draws itself: a window onto the screen grid in the view's own
/// coordinates (points = cells). All text is sanitised here (`TextSanitizer`), so text
/// from data never reaches a backend raw.
@MainActor
@_spi(CellRendering) public final class UIRenderContext {
    final class Target { var grid: ScreenGrid; init(_ g: ScreenGrid) { grid = g } }
    let target: Target
    /// Screen position of the view's bounds origin.
    let origin: CGPoint
    /// Screen rectangle outside which nothing is drawn.
    public let clip: CGRect
    /// Draw everything dimmed (alpha < 1, or under a dimming layer).
    public let dimmed: Bool
    /// The traits colours are resolved against here (the drawing view's).
    public let traitCollection: UITraitCollection
    /// Whether the device draws `label` and the system backgrounds in its own default
    /// colours (`DeviceMetrics.hasNativeDefaultColors`).
    let nativeColors: Bool

    init(target: Target, origin: CGPoint, clip: CGRect, dimmed: Bool,
         traitCollection: UITraitCollection = ._default, nativeColors: Bool = true) {
        self.target = target; self.origin = origin; self.clip = clip; self.dimmed = dimmed
        self.traitCollection = traitCollection; self.nativeColors = nativeColors
    }

    func child(origin: CGPoint, clip: CGRect, dimmed: Bool, traitCollection: UITraitCollection? = nil) -> UIRenderContext {
        UIRenderContext(target: target, origin: origin, clip: clip, dimmed: dimmed || self.dimmed,
                        traitCollection: traitCollection ?? self.traitCollection, nativeColors: nativeColors)
    }

    @inline(__always) private func screenX(_ x: CGFloat) -> Int { Int((origin.x + x).rounded(.down)) }
    @inline(__always) private func screenY(_ y: CGFloat) -> Int { Int((origin.y + y).rounded(.down)) }

    private var clipMinX: Int { max(0, Int(clip.minX.rounded(.down))) }
    private var clipMaxX: Int { min(target.grid.width, Int(clip.maxX.rounded(.down))) }
    private var clipMinY: Int { max(0, Int(clip.minY.rounded(.down))) }
    private var clipMaxY: Int { min(target.grid.height, Int(clip.maxY.rounded(.down))) }

    /// Fills `rect` (view coordinates) with blanks of `color`.
    public func fill(_ rect: CGRect, color: UIColor) {
        let bg = cellColor(color, asBackground: true)
        guard bg != .default || color._isNative(.background, nativeColors) else { return }
        let x0 = max(screenX(rect.minX), clipMinX), x1 = min(screenX(rect.maxX), clipMaxX)
        let y0 = max(screenY(rect.minY), clipMinY), y1 = min(screenY(rect.maxY), clipMaxY)
        guard x0 < x1, y0 < y1 else { return }
        var style = CellStyle(foreground: .default, background: bg)
        if dimmed { style.attributes.insert(.dim) }
        for y in y0..<y1 {
            for x in x0..<x1 { target.grid.set(ScreenCell(character: " ", width: 1, style: style), x: x, y: y) }
        }
    }

    /// Adds `attributes` to every cell in `rect` (a dimming layer, a highlight).
    public func apply(attributes: CellAttributes, in rect: CGRect) {
        let x0 = max(screenX(rect.minX), clipMinX), x1 = min(screenX(rect.maxX), clipMaxX)
        let y0 = max(screenY(rect.minY), clipMinY), y1 = min(screenY(rect.maxY), clipMaxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 { for x in x0..<x1 { target.grid[x, y].style.attributes.formUnion(attributes) } }
    }

    /// Sets the foreground and/or background of every cell in `rect`, keeping the text.
    public func recolor(_ rect: CGRect, foreground: CellColor? = nil, background: CellColor? = nil) {
        let x0 = max(screenX(rect.minX), clipMinX), x1 = min(screenX(rect.maxX), clipMaxX)
        let y0 = max(screenY(rect.minY), clipMinY), y1 = min(screenY(rect.maxY), clipMaxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                if let f = foreground { target.grid[x, y].style.foreground = f }
                if let b = background { target.grid[x, y].style.background = b }
            }
        }
    }

    /// Draws one line of text starting at `point` (view coordinates), sanitised, clipped to
    /// `maxWidth` cells (ending with "…" when cut) and to the clip rectangle. A background
    /// of `.default` keeps the background already on screen. Returns the width drawn.
    @discardableResult
    public func drawText(_ text: String, at point: CGPoint, style: CellStyle = .plain,
                         maxWidth: Int? = nil) -> Int {
        var s = TextSanitizer.sanitize(text)
        if s.contains("\n") { s = s.replacingOccurrences(of: "\n", with: " ") }
        if let maxWidth { s = TextWidth.truncate(s, toWidth: maxWidth) }
        let y = screenY(point.y)
        guard y >= clipMinY, y < clipMaxY else { return TextWidth.width(of: s) }
        var x = screenX(point.x)
        let start = x
        let minX = clipMinX, maxX = clipMaxX
        for ch in s {
            let w = TextWidth.width(of: ch)
            if w == 0 { continue }
            if x >= maxX { x += w; continue }
            if x + w <= minX { x += w; continue }
            var st = style
            let existing = target.grid[max(minX, min(x, target.grid.width - 1)), y].style
            if st.background == .default { st.background = existing.background }
            if st.foreground == .default, case .rgb(let r, let g, let b) = st.background {
                // Keep text readable on a coloured background.
                let lum = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
                st.foreground = lum > 140 ? .rgb(0, 0, 0) : .rgb(255, 255, 255)
            }
            if dimmed { st.attributes.insert(.dim) }
            if x < minX || x + w > maxX {
                // A wide character cut by the clip edge: blank the visible half.
                for cx in max(x, minX)..<min(x + w, maxX) {
                    target.grid.set(ScreenCell(character: " ", width: 1, style: st), x: cx, y: y)
                }
            } else {
                target.grid.set(ScreenCell(character: ch, width: UInt8(w), style: st), x: x, y: y)
            }
            x += w
        }
        return x - start
    }

    /// Draws a box border with line-drawing characters around `rect` (view coordinates).
    public func drawBox(_ rect: CGRect, style: CellStyle = .plain, title: String? = nil) {
        let w = Int(rect.width), h = Int(rect.height)
        guard w >= 2, h >= 2 else { return }
        let x0 = rect.minX, y0 = rect.minY
        drawText("┌" + String(repeating: "─", count: w - 2) + "┐", at: CGPoint(x: x0, y: y0), style: style)
        for row in 1..<(h - 1) {
            drawText("│", at: CGPoint(x: x0, y: y0 + CGFloat(row)), style: style)
            drawText("│", at: CGPoint(x: x0 + CGFloat(w - 1), y: y0 + CGFloat(row)), style: style)
        }
        drawText("└" + String(repeating: "─", count: w - 2) + "┘", at: CGPoint(x: x0, y: y0 + CGFloat(h - 1)), style: style)
        if let title, !title.isEmpty {
            drawText(" " + title + " ", at: CGPoint(x: x0 + 2, y: y0), style: style, maxWidth: w - 4)
        }
    }

    /// Screen position of a point in view coordinates.
    public func screenPoint(_ p: CGPoint) -> CGPoint { CGPoint(x: origin.x + p.x, y: origin.y + p.y) }
}

extension UIView {
    /// Composes this view and its subviews into `ctx` (whose origin is the superview's
    /// bounds origin on screen).
    func _render(in ctx: UIRenderContext) {
        if isHidden { return }
        let a = _presentation.alpha ?? alpha
        if a < 0.01 { return }
        let f = _presentation.frame ?? frame
        let b = _presentation.bounds ?? bounds
        let t = _presentation.transform ?? transform
        let screenOrigin = CGPoint(x: ctx.origin.x + f.minX + t.tx, y: ctx.origin.y + f.minY + t.ty)
        if abs(t.a - 1) > 0.001 || abs(t.d - 1) > 0.001 {
            _renderScaled(in: ctx, frame: f, bounds: b, transform: t, alpha: a, screenOrigin: screenOrigin)
            return
        }
        let screenRect = CGRect(origin: screenOrigin, size: f.size)
        let clip = clipsToBounds ? ctx.clip.intersection(screenRect) : ctx.clip
        if clip.isNull || clip.isEmpty { if clipsToBounds { return } }
        let inner = ctx.child(origin: CGPoint(x: screenOrigin.x - b.minX, y: screenOrigin.y - b.minY),
                              clip: clip.isNull ? .zero : clip, dimmed: a < 0.99,
                              traitCollection: _traitsOverriding(ctx.traitCollection))
        if let bg = _presentation.backgroundColor ?? backgroundColor {
            inner.fill(CGRect(origin: b.origin, size: f.size), color: bg)
        }
        inner._asCurrentTraits {
            draw(in: inner)
            _renderDrawing(in: inner, layerOrigin: screenOrigin)
            for s in subviews { s._render(in: inner) }
            drawOverlay(in: inner)
            _renderBorder(in: inner, rect: CGRect(origin: b.origin, size: f.size))
        }
    }

    /// Renders into an offscreen grid of the frame's size, then squeezes it into place
    /// (the terminal's picture of flips and curls).
    private func _renderScaled(in ctx: UIRenderContext, frame f: CGRect, bounds b: CGRect,
                               transform t: CGAffineTransform, alpha a: CGFloat, screenOrigin: CGPoint) {
        let w = max(0, Int(f.width)), h = max(0, Int(f.height))
        guard w > 0, h > 0 else { return }
        let sx = max(0, t.a), sy = max(0, t.d)
        let outW = Int((CGFloat(w) * sx).rounded()), outH = Int((CGFloat(h) * sy).rounded())
        guard outW > 0, outH > 0 else { return }
        let offTarget = UIRenderContext.Target(ScreenGrid(width: w, height: h))
        // Start from what is on screen beneath, so transparent parts stay transparent.
        for y in 0..<h {
            for x in 0..<w {
                let gx = Int(screenOrigin.x) + x, gy = Int(screenOrigin.y) + y
                if ctx.target.grid.contains(x: gx, y: gy) {
                    var c = ctx.target.grid[gx, gy]
                    if c.width != 1 { c = ScreenCell(character: " ", width: 1, style: c.style) }
                    offTarget.grid[x, y] = c
                }
            }
        }
        let off = UIRenderContext(target: offTarget, origin: CGPoint(x: -b.minX, y: -b.minY),
                                  clip: CGRect(x: 0, y: 0, width: w, height: h), dimmed: ctx.dimmed || a < 0.99,
                                  traitCollection: _traitsOverriding(ctx.traitCollection), nativeColors: ctx.nativeColors)
        if let bg = _presentation.backgroundColor ?? backgroundColor {
            off.fill(CGRect(origin: b.origin, size: f.size), color: bg)
        }
        off._asCurrentTraits {
            draw(in: off)
            _renderDrawing(in: off, layerOrigin: .zero)
            for s in subviews { s._render(in: off) }
            drawOverlay(in: off)
            _renderBorder(in: off, rect: CGRect(origin: b.origin, size: f.size))
        }
        let x0 = Int(screenOrigin.x) + (w - outW) / 2, y0 = Int(screenOrigin.y) + (h - outH) / 2
        let clip = ctx.clip
        for oy in 0..<outH {
            let sy0 = min(h - 1, Int(CGFloat(oy) / sy))
            for ox in 0..<outW {
                let sx0 = min(w - 1, Int(CGFloat(ox) / sx))
                var c = offTarget.grid[sx0, sy0]
                if c.width != 1 { c = ScreenCell(character: " ", width: 1, style: c.style) }
                let gx = x0 + ox, gy = y0 + oy
                guard CGFloat(gx) >= clip.minX, CGFloat(gx) < clip.maxX, CGFloat(gy) >= clip.minY, CGFloat(gy) < clip.maxY else { continue }
                ctx.target.grid.set(c, x: gx, y: gy)
            }
        }
    }
}
