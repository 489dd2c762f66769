import Foundation

/// One element of a path, in the path's own coordinates.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    /// The element with every point mapped by `t` (affine maps keep Bézier curves).
    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(control: c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .close: return .close
        }
    }

    /// The element's points, end point last (none for close).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
}

/// A subpath flattened to straight segments: `points[i]` → `points[i + 1]`, with
/// `curved[i]` telling whether that segment approximates a curve.
package struct FlatSubpath: Sendable {
    package var points: [CGPoint]
    package var curved: [Bool]
    package var closed: Bool
}

/// Path geometry shared by `CGPath`, `CGContext` and the rasterisers: arcs as cubic
/// Bézier curves, flattening, and the fill rules.
package enum PathGeometry {
    /// Cubic Bézier segments (at most a quarter turn each) approximating the arc of
    /// `radius` about `center` from `start` sweeping `sweep` radians (positive: towards
    /// +y from +x). Each tuple is (control1, control2, end).
    static func arcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> [(CGPoint, CGPoint, CGPoint)] {
        guard sweep != 0, radius > 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up) - 1e-9))
        let step = sweep / CGFloat(count)
        // Distance of the control points along the tangents for a unit circle.
        let k = 4.0 / 3.0 * tan(step / 4)
        var out: [(CGPoint, CGPoint, CGPoint)] = []
        var a0 = start
        for _ in 0..<count {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1))
            out.append((c1, c2, p3))
            a0 = a1
        }
        return out
    }

    /// The signed sweep from `start` to `end` as Core Graphics' `CGPathAddArc` takes it:
    /// `clockwise` (in Core Graphics' y-up sense) runs towards decreasing angles. A whole
    /// turn at most.
    static func arcSweep(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = end - start
        if clockwise {
            if delta > 0 { let r = fmod(delta, turn); delta = r == 0 ? -turn : r - turn }
            return max(delta, -turn)
        } else {
            if delta < 0 { let r = fmod(delta, turn); delta = r == 0 ? turn : r + turn }
            return min(delta, turn)
        }
    }

    /// The elements of an ellipse inscribed in `rect`: four quarter curves starting at the
    /// right-hand end of the horizontal axis, running towards +y, closed.
    static func ellipse(in rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        guard !r.isNull, r.width > 0 || r.height > 0 else { return [] }
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let k: CGFloat = 0.5522847498307936
        return [
            .move(CGPoint(x: cx + rx, y: cy)),
            .cubic(control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry), to: CGPoint(x: cx, y: cy + ry)),
            .cubic(control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry), to: CGPoint(x: cx - rx, y: cy)),
            .cubic(control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry), to: CGPoint(x: cx, y: cy - ry)),
            .cubic(control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry), to: CGPoint(x: cx + rx, y: cy)),
            .close,
        ]
    }

    /// The elements of a rectangle: its origin corner, then along +x, closed.
    static func rect(_ rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        guard !r.isNull else { return [] }
        return [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
                .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close]
    }

    /// A rectangle with elliptical corners of radii (`rx`, `ry`) on the corners in
    /// `corners` (top-left, top-right, bottom-right, bottom-left: y grows downwards),
    /// radii limited to half the rectangle's sides.
    static func roundedRect(_ rect: CGRect, rx: CGFloat, ry: CGFloat,
                            corners: (tl: Bool, tr: Bool, br: Bool, bl: Bool) = (true, true, true, true)) -> [PathElement] {
        let r = rect.standardized
        guard !r.isNull else { return [] }
        let rx = max(0, min(rx, r.width / 2)), ry = max(0, min(ry, r.height / 2))
        guard rx > 0, ry > 0 else { return self.rect(r) }
        let k: CGFloat = 0.5522847498307936
        var e: [PathElement] = []
        func corner(_ on: Bool, from: CGPoint, corner c: CGPoint, to: CGPoint) {
            if on {
                e.append(.line(from))
                e.append(.cubic(control1: CGPoint(x: from.x + (c.x - from.x) * k, y: from.y + (c.y - from.y) * k),
                                control2: CGPoint(x: to.x + (c.x - to.x) * k, y: to.y + (c.y - to.y) * k), to: to))
            } else {
                e.append(.line(c))
            }
        }
        e.append(.move(CGPoint(x: r.minX + (corners.tl ? rx : 0), y: r.minY)))
        corner(corners.tr, from: CGPoint(x: r.maxX - rx, y: r.minY), corner: CGPoint(x: r.maxX, y: r.minY), to: CGPoint(x: r.maxX, y: r.minY + ry))
        corner(corners.br, from: CGPoint(x: r.maxX, y: r.maxY - ry), corner: CGPoint(x: r.maxX, y: r.maxY), to: CGPoint(x: r.maxX - rx, y: r.maxY))
        corner(corners.bl, from: CGPoint(x: r.minX + rx, y: r.maxY), corner: CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: r.maxY - ry))
        corner(corners.tl, from: CGPoint(x: r.minX, y: r.minY + ry), corner: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.minX + rx, y: r.minY))
        e.append(.close)
        return e
    }

    /// Flattens `elements` (mapped by `t` first) into straight segments no further than
    /// about `tolerance` from the curves.
    package static func flatten(_ elements: [PathElement], transform t: CGAffineTransform = .identity,
                                tolerance: CGFloat = 0.05) -> [FlatSubpath] {
        var out: [FlatSubpath] = []
        var current: FlatSubpath?
        var start = CGPoint.zero
        func finish() { if let c = current, c.points.count > 0 { out.append(c) }; current = nil }
        func begin(_ p: CGPoint) { finish(); current = FlatSubpath(points: [p], curved: [], closed: false); start = p }
        func lineTo(_ p: CGPoint, curved: Bool) {
            if current == nil { begin(start) }
            current!.points.append(p); current!.curved.append(curved)
        }
        func steps(_ pts: [CGPoint]) -> Int {
            var length: CGFloat = 0
            for i in 1..<pts.count { length += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
            return max(2, min(512, Int((length / max(tolerance * 4, 0.01)).squareRoot().rounded(.up) * 2)))
        }
        for element in elements {
            switch element.applying(t) {
            case .move(let p): begin(p)
            case .line(let p): lineTo(p, curved: false)
            case .quad(let c, let p):
                let p0 = current?.points.last ?? start
                let n = steps([p0, c, p])
                for i in 1...n {
                    let u = CGFloat(i) / CGFloat(n), v = 1 - u
                    lineTo(CGPoint(x: v * v * p0.x + 2 * v * u * c.x + u * u * p.x,
                                   y: v * v * p0.y + 2 * v * u * c.y + u * u * p.y), curved: true)
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current?.points.last ?? start
                let n = steps([p0, c1, c2, p])
                for i in 1...n {
                    let u = CGFloat(i) / CGFloat(n), v = 1 - u
                    let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
                    lineTo(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                   y: a * p0.y + b * c1.y + c * c2.y + d * p.y), curved: true)
                }
            case .close:
                guard var c = current else { continue }
                if let last = c.points.last, last != start { c.points.append(start); c.curved.append(false) }
                c.closed = true
                current = c
                finish()
            }
        }
        finish()
        return out
    }

    /// Whether `p` is inside the flattened subpaths under `rule` (open subpaths count as
    /// closed by a straight line, as filling does).
    package static func contains(_ p: CGPoint, in subpaths: [FlatSubpath], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for s in subpaths where s.points.count > 1 {
            let n = s.points.count
            for i in 0..<n {
                let a = s.points[i], b = s.points[(i + 1) % n]
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    @inline(__always) private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The smallest rectangle holding every point of `elements`, control points included
    /// (`CGPath.boundingBox`); `.null` when there are none.
    static func controlBounds(_ elements: [PathElement]) -> CGRect {
        var r = CGRect.null
        for e in elements { for p in e.points { r = r.union(CGRect(origin: p, size: .zero)) } }
        return r
    }

    /// The smallest rectangle holding the path's curves themselves (`boundingBoxOfPath`).
    static func pathBounds(_ elements: [PathElement]) -> CGRect {
        var r = CGRect.null
        for s in flatten(elements, tolerance: 0.001) { for p in s.points { r = r.union(CGRect(origin: p, size: .zero)) } }
        return r
    }
}
