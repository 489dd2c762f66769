import Foundation
import UIKitEngine

/// `UIView.layer`: one `CALayer` per view, made on first use from `layerClass`, whose
/// delegate is the view (docs/DECISIONS.md 2026-12-01, "`CALayer`: a view's layer").
extension UIView: CALayerDelegate {
    /// The view's layer, as `UIView.layer` (always the same object for a view).
    public var layer: CALayer {
        if let l = _layerStorage { return l }
        let type = (Swift.type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let l = type.init()
        l._view = self
        _layerStorage = l
        return l
    }

    /// Draws the layer's border on the view's edge cells (`rect`: the view's bounds in
    /// `ctx`), after its content and subviews, as Core Animation composites the border
    /// above the contents and sublayers: box-drawing lines in the border colour, rounded
    /// corners when `cornerRadius` > 0.
    func _renderBorder(in ctx: UIRenderContext, rect: CGRect) {
        guard let layer = _layerStorage, layer.borderWidth > 0, let cg = layer.borderColor, cg.alpha > 0.01 else { return }
        let w = Int(rect.width.rounded(.down)), h = Int(rect.height.rounded(.down))
        guard w >= 1, h >= 1 else { return }
        let style = CellStyle(foreground: UIColor(cgColor: cg).cellColor)
        let round = layer.cornerRadius > 0
        let x0 = rect.minX, y0 = rect.minY
        if h == 1 {
            ctx.drawText(String(repeating: "─", count: w), at: CGPoint(x: x0, y: y0), style: style)
            return
        }
        if w == 1 {
            for row in 0..<h { ctx.drawText("│", at: CGPoint(x: x0, y: y0 + CGFloat(row)), style: style) }
            return
        }
        let (tl, tr, bl, br) = round ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let bar = String(repeating: "─", count: w - 2)
        ctx.drawText(tl + bar + tr, at: CGPoint(x: x0, y: y0), style: style)
        for row in 1..<(h - 1) {
            ctx.drawText("│", at: CGPoint(x: x0, y: y0 + CGFloat(row)), style: style)
            ctx.drawText("│", at: CGPoint(x: x0 + CGFloat(w - 1), y: y0 + CGFloat(row)), style: style)
        }
        ctx.drawText(bl + bar + br, at: CGPoint(x: x0, y: y0 + CGFloat(h - 1)), style: style)
    }
}
