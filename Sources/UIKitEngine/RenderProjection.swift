import Foundation

/// A perspective mapping of a node's picture onto the screen: the node and its subtree
/// are drawn flat, then every point (x, y) of that picture goes to (x′/w, y′/w) where
/// (x′, y′, w) = `matrix` · (x, y, 1) — a plane homography, which is exactly how a flat
/// layer rotated in 3D and seen through a perspective (Core Animation's `m34 = −1/d`)
/// lands on the screen. Points are screen points.
public struct RenderProjection: Equatable, Sendable {
    /// Row-major 3 × 3: rows give x′, y′ and w.
    public var matrix: [Double]

    public init(matrix: [Double]) {
        precondition(matrix.count == 9, "a projection is a 3 × 3 matrix")
        self.matrix = matrix
    }

    /// Where `p` goes; nil when it lies at or behind the eye (w ≤ 0).
    public func apply(_ p: CGPoint) -> CGPoint? {
        let m = matrix, x = Double(p.x), y = Double(p.y)
        let w = m[6] * x + m[7] * y + m[8]
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w)
    }

    /// The mapping back from the screen to the flat picture (nil when it has none).
    public var inverse: RenderProjection? {
        let m = matrix
        let a = m[4] * m[8] - m[5] * m[7], b = m[5] * m[6] - m[3] * m[8], c = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * a + m[1] * b + m[2] * c
        guard abs(det) > 1e-12 else { return nil }
        let inv = [a, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                   b, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                   c, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]].map { $0 / det }
        return RenderProjection(matrix: inv)
    }

    /// The bounding box of `rect` after the mapping (nil when part of it is behind the eye).
    public func bounds(of rect: CGRect) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(apply)
        let pts = corners.compactMap { $0 }
        guard pts.count == 4 else { return nil }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A plane turned by `angle` radians about the vertical line x = `axisX`, seen from a
    /// distance `eyeDistance` in front of the point (`axisX`, `centerY`): a positive angle
    /// brings the plane's left side towards the viewer (it grows) and sends the right side
    /// away, as a view flipping from the left does in its first half.
    public static func turn(aboutVerticalLineAt axisX: Double, centerY: Double, angle: Double,
                            eyeDistance: Double) -> RenderProjection {
        // A point at x − axisX = X moves to X·cos a on the screen plane and comes −X·sin a
        // towards the eye; the perspective divides by w = 1 + X·sin a / d.
        let s = sin(angle) / eyeDistance, c = cos(angle)
        let w = [s, 0, 1 - axisX * s]
        return RenderProjection(matrix: [
            axisX * w[0] + c, 0, axisX * w[2] - axisX * c,
            centerY * w[0], 1, centerY * w[2] - centerY,
            w[0], w[1], w[2],
        ])
    }

    /// A plane turned by `angle` radians about the horizontal line y = `axisY`, seen from
    /// `eyeDistance` in front of (`centerX`, `axisY`): a positive angle lifts the part below
    /// the line towards the viewer, as a page lifted by its bottom edge.
    public static func turn(aboutHorizontalLineAt axisY: Double, centerX: Double, angle: Double,
                            eyeDistance: Double) -> RenderProjection {
        let s = sin(angle) / eyeDistance, c = cos(angle)
        let w = [0, -s, 1 + axisY * s]
        return RenderProjection(matrix: [
            1, centerX * w[1], centerX * w[2] - centerX,
            0, axisY * w[1] + c, axisY * w[2] - axisY * c,
            w[0], w[1], w[2],
        ])
    }
}
