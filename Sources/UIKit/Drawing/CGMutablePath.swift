import Foundation

/// A path that can be built, as Core Graphics' `CGMutablePath` with its Swift methods.
/// Every method takes an optional `transform` applied to the points it adds. A line or
/// curve with no current point is ignored (Core Graphics logs "no current point").
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(.move(p))
        subpathStart = p
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        continueAfterClose()
        elements.append(.line(point.applying(transform)))
    }

    /// Moves to the first point and adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathGeometry.rect(rect), transform: transform)
    }

    /// Adds a closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathGeometry.ellipse(in: rect), transform: transform)
    }

    /// Adds a closed rectangle with elliptical corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(PathGeometry.roundedRect(rect, rx: cornerWidth, ry: cornerHeight), transform: transform)
    }

    /// Adds an arc of a circle: a line from the current point to the arc's start (or a
    /// move when there is no current point), then the arc. `clockwise` is in Core
    /// Graphics' sense (towards decreasing angles), which looks counter-clockwise in
    /// UIKit's flipped coordinates; `UIBezierPath` takes the screen's sense.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = PathGeometry.arcSweep(start: startAngle, end: endAngle, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc from `startAngle` sweeping `delta` radians (positive towards +y).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        for (c1, c2, p) in PathGeometry.arcCurves(center: center, radius: radius, start: startAngle, sweep: delta) {
            elements.append(.cubic(control1: c1.applying(transform), control2: c2.applying(transform), to: p.applying(transform)))
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, as `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-9 else {
            addLine(to: tangent1End, transform: transform); return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let t2 = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        // The centre lies along the bisector, `radius` from both tangent points.
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let centreDistance = radius / sin(angle / 2)
        let centre = CGPoint(x: tangent1End.x + bis.x / bl * centreDistance, y: tangent1End.y + bis.y / bl * centreDistance)
        let a0 = atan2(t1.y - centre.y, t1.x - centre.x), a1 = atan2(t2.y - centre.y, t2.x - centre.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        addRelativeArc(center: centre, radius: radius, startAngle: a0, delta: sweep, transform: transform)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        continueAfterClose()
        elements.append(.cubic(control1: control1.applying(transform), control2: control2.applying(transform),
                               to: end.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        continueAfterClose()
        elements.append(.quad(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.elements, transform: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .close = elements.last! { return }
        elements.append(.close)
    }

    /// After a close, the next segment starts a new subpath at the closed one's start.
    private func continueAfterClose() {
        if case .close = elements.last!, let s = subpathStart { elements.append(.move(s)) }
    }

    func append(_ added: [PathElement], transform: CGAffineTransform) {
        for e in added {
            let m = e.applying(transform)
            if case .move(let p) = m { subpathStart = p }
            elements.append(m)
        }
    }
}
