import Foundation
import UIKitEngine

/// What a view keeps for custom drawing: the part of its bounds that needs display, the
/// display list its last `draw(_:)` calls produced, and the size it was drawn at.
struct ViewDrawingState {
    /// The union of invalidated rectangles (bounds coordinates); nil when up to date.
    /// `.infinite` stands for the whole bounds, whatever they become.
    var invalidRect: CGRect? = .infinite
    var commands: [DrawingCommand] = []
    /// Bounds size when `commands` were drawn (content modes map it to the current size).
    var drawnSize: CGSize = .zero
    var contentMode: UIView.ContentMode = .scaleToFill
    var clearsContextBeforeDrawing = true
    var isOpaque = true
    /// Whether this view's class can override `draw(_:)`: UIKit's own views never do, so
    /// they are not asked (decided once, from the class's module).
    var mayDraw: Bool?
}

/// Custom drawing, as UIKit's `draw(_:)` cycle: `setNeedsDisplay()` / `setNeedsDisplay(_:)`
/// mark (part of) the bounds invalid; at the next display of the screen each visible view
/// with invalid content and a non-empty size has `draw(_:)` called once, with the union
/// of the invalid rectangles (clipped to the bounds) and a `CGContext` current
/// (`UIGraphicsGetCurrentContext()`) whose clip is that rectangle. A view is displayed
/// the first time it is on screen; a bounds size change redraws it only with
/// `contentMode == .redraw` (other modes stretch or place what was drawn).
extension UIView {
    /// How drawn content follows bounds size changes (default `.scaleToFill`).
    public var contentMode: ContentMode {
        get { _drawing.contentMode }
        set { _drawing.contentMode = newValue; _setNeedsRecompose() }
    }

    /// Whether the invalid rectangle is cleared to transparent before `draw(_:)` (default true).
    public var clearsContextBeforeDrawing: Bool {
        get { _drawing.clearsContextBeforeDrawing }
        set { _drawing.clearsContextBeforeDrawing = newValue }
    }

    /// Whether the view declares itself fully opaque (a drawing hint; default true).
    public var isOpaque: Bool {
        get { _drawing.isOpaque }
        set { _drawing.isOpaque = newValue }
    }

    func _markNeedsDisplay(_ rect: CGRect) {
        guard !rect.isNull else { return }
        if let r = _drawing.invalidRect { _drawing.invalidRect = r.isInfinite ? r : r.union(rect) }
        else { _drawing.invalidRect = rect }
    }

    /// Asks the screen to be composed again, without invalidating drawn content.
    func _setNeedsRecompose() {
        window?._application?._setNeedsDisplay()
    }

    /// The display list of this view's `draw(_:)` content (for tests and backends).
    package var drawingCommands: [DrawingCommand] { _drawing.commands }

    private var _mayDraw: Bool {
        if let m = _drawing.mayDraw { return m }
        let m = !String(reflecting: type(of: self)).hasPrefix("UIKit.")
        _drawing.mayDraw = m
        return m
    }

    /// Runs `draw(_:)` when the view has invalid content, keeping what it drew.
    func _displayIfNeeded() {
        guard let invalid = _drawing.invalidRect, _mayDraw else { return }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        let rect = invalid.isInfinite ? b : invalid.intersection(b)
        _drawing.invalidRect = nil
        guard !rect.isNull, !rect.isEmpty else { return }
        let whole = rect.contains(b) || _drawing.drawnSize != b.size
        let context = CGContext(transform: CGAffineTransform(translationX: -b.minX, y: -b.minY), clipRect: whole ? nil : rect)
        var kept: [DrawingCommand] = []
        if !whole {
            // Partial redraws add to the list; past a few thousand commands the next one is whole.
            if _drawing.commands.count > 4096 { _drawing.invalidRect = .infinite }
            kept = _drawing.commands
            if clearsContextBeforeDrawing { context.clear(rect) }
        }
        UIGraphicsPushContext(context)
        let depth = _UIGraphicsContextStack.current.contexts.count
        draw(whole ? b : rect)
        // Contexts pushed and not popped by `draw(_:)` end with it.
        let stack = _UIGraphicsContextStack.current
        while stack.contexts.count > depth { stack.contexts.removeLast() }
        UIGraphicsPopContext()
        _drawing.commands = kept + context.commands
        _drawing.drawnSize = b.size
    }

    /// Draws the display list into `ctx`, whose origin is this view's bounds origin on
    /// screen (`layerOrigin` is the top-left of the view's frame there).
    func _renderDrawing(in ctx: UIRenderContext, layerOrigin: CGPoint) {
        _displayIfNeeded()
        guard !_drawing.commands.isEmpty else { return }
        let placement = contentMode.transform(from: _drawing.drawnSize, to: bounds.size)
        let toScreen = placement.concatenating(CGAffineTransform(translationX: layerOrigin.x, y: layerOrigin.y))
        CellRasterizer(target: ctx.target, layerToScreen: toScreen, screenClip: ctx.clip, dimmed: ctx.dimmed)
            .draw(_drawing.commands)
    }
}
