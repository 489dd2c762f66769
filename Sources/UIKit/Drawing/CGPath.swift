import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath` (absent from Foundation on
/// Linux): subpaths of straight lines and quadratic and cubic Bézier curves, in the
/// coordinates of whoever built it (points, y down in UIKit's drawing).
///
/// Source: Apple's Core Graphics documentation, "CGPath" and "CGMutablePath".
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    package internal(set) var elements: [PathElement]
    /// Start of the current subpath (where `closeSubpath()` returns to).
    var subpathStart: CGPoint?

    init(elements: [PathElement]) {
        self.elements = elements
        for e in elements {
            if case .move(let p) = e { subpathStart = p }
        }
    }

    /// A rectangle, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: PathGeometry.rect(rect).map { $0.applying(t) })
    }

    /// An ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: PathGeometry.ellipse(in: rect).map { $0.applying(t) })
    }

    /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: PathGeometry.roundedRect(rect, rx: cornerWidth, ry: cornerHeight).map { $0.applying(t) })
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if case .close = last { return subpathStart ?? .zero }
        return last.points.last ?? .zero
    }

    /// The smallest rectangle holding every point, control points included; `.null`
    /// for an empty path.
    public var boundingBox: CGRect { PathGeometry.controlBounds(elements) }

    /// The smallest rectangle holding the path's lines and curves (not their control
    /// points); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.pathBounds(elements) }

    /// Whether `point` is inside the path filled by `rule` after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        PathGeometry.contains(point, in: PathGeometry.flatten(elements, transform: transform, tolerance: 0.01), rule: rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let m = CGMutablePath()
        m.elements = elements
        m.subpathStart = subpathStart
        return m
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for e in elements {
            let pts = e.points
            for (i, p) in pts.enumerated() { buffer[i] = p }
            let type: CGPathElementType
            switch e {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: buffer)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.elements == r.elements }
    public func hash(into h: inout Hasher) { h.combine(elements) }
    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBox))" }
}
