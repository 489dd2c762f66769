import Foundation

/// A drawing destination, as Core Graphics' `CGContext`: a graphics state (transform,
/// colours, line style, clip) with a save/restore stack, a current path, and painting
/// operations. UIKit hands one to `UIView.draw(_:)` (`UIGraphicsGetCurrentContext()`).
///
/// Coordinates are user space: points with the origin at the top-left and y down, as in
/// UIKit (the current transform, `ctm`, maps them to the view's layer). Nothing is
/// rasterised here: each painting operation appends a vector command (path, colour,
/// style, clip, all in layer points) to the context's display list, which the backend
/// draws — exactly on a pixel device, approximated by cells on a terminal
/// (docs/DECISIONS.md, "Custom drawing is a display list").
///
/// Source: Apple's Core Graphics documentation, "CGContext".
public final class CGContext {
    struct GState {
        var ctm: CGAffineTransform
        var fillColor = DrawingColor.black
        var strokeColor = DrawingColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var shouldAntialias = true
        var clip = DrawingClip()
    }

    private var state: GState
    private var saved: [GState] = []
    /// The current path, in layer coordinates (points are mapped by the transform current
    /// when they are added, as Core Graphics does).
    private let currentPath = CGMutablePath()
    /// What has been painted, in order.
    package private(set) var commands: [DrawingCommand] = []

    /// A context whose user space maps to layer coordinates by `transform`, limited to
    /// `clipRect` (user space) when given.
    package init(transform: CGAffineTransform = .identity, clipRect: CGRect? = nil) {
        state = GState(ctm: transform)
        if let clipRect { clip(to: clipRect) }
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, colours, line style, clip, alpha).
    public func saveGState() { saved.append(state) }

    /// Pops the state saved last; with none saved, does nothing.
    public func restoreGState() { if let s = saved.popLast() { state = s } }

    /// The current transformation matrix: user space → the view's layer (points).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user-space origin by (`x`, `y`) user units.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    /// Scales user space by `x` and `y`.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` radians (positive turns +x towards +y: clockwise on screen).
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    /// Applies `transform` to user space (before the current transform).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func setFillColor(_ color: CGColor) { state.fillColor = DrawingColor(color) }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = DrawingColor(color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Line width in user-space units (default 1).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Dash pattern of strokes: `lengths` alternate painted and unpainted (empty: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase; state.dashLengths = lengths
    }
    /// Opacity applied to everything painted (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    // MARK: Current path

    /// Discards the current path.
    public func beginPath() { currentPath.elements.removeAll(); currentPath.subpathStart = nil }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    /// Adds an arc; `clockwise` is in Core Graphics' sense (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func closePath() { currentPath.closeSubpath() }
    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point of the current path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The bounds of the current path, in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBox.applying(state.ctm.inverted()) }
    /// A copy of the current path, in user space (nil when empty).
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return currentPath.copy(using: &inverse)
    }

    // MARK: Painting

    /// Fills the current path by `rule`, then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        emitFill(currentPath.elements, rule: rule)
        beginPath()
    }

    /// Strokes the current path with the current line style, then discards it.
    public func strokePath() {
        emitStroke(currentPath.elements)
        beginPath()
    }

    /// Paints the current path as `mode` says, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = currentPath.elements
        switch mode {
        case .fill: emitFill(elements, rule: .winding)
        case .eoFill: emitFill(elements, rule: .evenOdd)
        case .stroke: emitStroke(elements)
        case .fillStroke: emitFill(elements, rule: .winding); emitStroke(elements)
        case .eoFillStroke: emitFill(elements, rule: .evenOdd); emitStroke(elements)
        }
        beginPath()
    }

    /// Fills `rect` with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) { emitFill(PathGeometry.rect(rect).map { $0.applying(state.ctm) }, rule: .winding) }
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    /// Strokes the outline of `rect` with the current line style.
    public func stroke(_ rect: CGRect) { emitStroke(PathGeometry.rect(rect).map { $0.applying(state.ctm) }) }
    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let w = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = w
    }
    public func fillEllipse(in rect: CGRect) { emitFill(PathGeometry.ellipse(in: rect).map { $0.applying(state.ctm) }, rule: .winding) }
    public func strokeEllipse(in rect: CGRect) { emitStroke(PathGeometry.ellipse(in: rect).map { $0.applying(state.ctm) }) }
    /// Strokes separate segments: points 0–1, 2–3, ….
    public func strokeLineSegments(between points: [CGPoint]) {
        var e: [PathElement] = []
        var i = 0
        while i + 1 < points.count {
            e.append(.move(points[i].applying(state.ctm)))
            e.append(.line(points[i + 1].applying(state.ctm)))
            i += 2
        }
        emitStroke(e)
    }
    /// Makes `rect` transparent (what lies beneath the view shows through).
    public func clear(_ rect: CGRect) {
        commands.append(.clear(rect: rect, transform: state.ctm, clip: state.clip))
    }

    // MARK: Clipping

    /// Limits painting to the intersection of the clip and `rect` (user space).
    public func clip(to rect: CGRect) {
        let elements = PathGeometry.rect(rect).map { $0.applying(state.ctm) }
        let t = state.ctm
        let axisAligned = abs(t.b) < 1e-12 && abs(t.c) < 1e-12
        state.clip.paths.append(.init(elements: elements, rule: .winding,
                                      rect: axisAligned ? rect.applying(t) : nil))
    }
    public func clip(to rects: [CGRect]) {
        var e: [PathElement] = []
        for r in rects { e += PathGeometry.rect(r).map { $0.applying(state.ctm) } }
        state.clip.paths.append(.init(elements: e, rule: .winding, rect: nil))
    }
    /// Limits painting to the current path filled by `rule`, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clip.paths.append(.init(elements: currentPath.elements, rule: rule, rect: nil))
        beginPath()
    }
    /// The bounds of the clip in user space (`.infinite` when unlimited).
    public var boundingBoxOfClipPath: CGRect {
        var r = CGRect.infinite
        for p in state.clip.paths { r = r.intersection(PathGeometry.controlBounds(p.elements)) }
        return r.isInfinite ? r : r.applying(state.ctm.inverted())
    }

    // MARK: Text (used by NSString / NSAttributedString drawing)

    func emitText(_ line: String, at origin: CGPoint, font: DrawingFont, color: DrawingColor?) {
        commands.append(.text(line, origin: origin, transform: state.ctm, font: font,
                              color: color?.multiplyingAlpha(state.alpha), clip: state.clip))
    }

    private func emitFill(_ elements: [PathElement], rule: CGPathFillRule) {
        guard !elements.isEmpty else { return }
        commands.append(.fill(path: elements, rule: rule, color: state.fillColor.multiplyingAlpha(state.alpha), clip: state.clip))
    }

    private func emitStroke(_ elements: [PathElement]) {
        guard !elements.isEmpty else { return }
        let style = StrokeStyle(lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                miterLimit: state.miterLimit, dashPhase: state.dashPhase,
                                dashLengths: state.dashLengths, transform: state.ctm)
        commands.append(.stroke(path: elements, style: style, color: state.strokeColor.multiplyingAlpha(state.alpha),
                                clip: state.clip))
    }
}
