import Foundation

/// A path of lines and curves with the style it is drawn in, as `UIBezierPath`: built in
/// user-space points (y down), drawn into the current context (`fill()`, `stroke()`,
/// normally inside `UIView.draw(_:)`) with the colours `UIColor.setFill()`/`setStroke()` set.
///
/// Source: Apple's UIKit documentation, "UIBezierPath".
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// Width of stroked lines in points (default 1).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `contains(_:)` use the even-odd rule (default: non-zero winding).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle (starting at its origin, running along +x).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius`, at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.append(PathGeometry.roundedRect(rect, rx: cornerRadius, ry: cornerRadius), transform: .identity)
    }

    /// A rectangle whose `corners` are rounded with elliptical radii `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let which = (tl: corners.contains(.topLeft), tr: corners.contains(.topRight),
                     br: corners.contains(.bottomRight), bl: corners.contains(.bottomLeft))
        path.append(PathGeometry.roundedRect(rect, rx: cornerRadii.width, ry: cornerRadii.height, corners: which),
                    transform: .identity)
    }

    /// An open arc of a circle. `clockwise` is as it looks on screen (y down): true runs
    /// towards increasing angles.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path's elements as an immutable `CGPath`; setting it replaces them.
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy()! }
    }

    /// The rectangle holding all points, control points included (`.zero` when empty).
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// The end of the last element.
    open var currentPoint: CGPoint { path.currentPoint }
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc (with a line from the current point to its start); `clockwise` as on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let mapped = CGMutablePath()
        mapped.append(path.elements, transform: transform)
        path = mapped
    }

    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current context's fill colour (nothing outside drawing).
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and this path's line style.
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.beginPath()
        ctx.addPath(path)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Limits the current context's drawing to the path's inside.
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
