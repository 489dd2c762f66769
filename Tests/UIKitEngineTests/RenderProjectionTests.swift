import Foundation
import Testing
import UIKitEngine

/// The perspective of flips and page curls: a plane turned about a line and seen from a
/// distance (Core Animation's rotation with `m34 = −1/d`), computed here independently from
/// the 3D rotation and the perspective divide.
@Suite struct RenderProjectionTests {
    /// A point of the plane turned by `angle` about the vertical line x = ax, seen from
    /// distance d in front of (ax, cy): rotate in 3D, then divide by the depth.
    static func seen(_ p: CGPoint, ax: Double, cy: Double, angle: Double, d: Double) -> CGPoint {
        let x = Double(p.x) - ax, y = Double(p.y) - cy
        let rx = x * cos(angle), rz = -x * sin(angle)        // +z towards the eye
        let f = d / (d - rz)
        return CGPoint(x: ax + rx * f, y: cy + y * f)
    }

    @Test func aTurnAboutTheVerticalLineIsTheRotationSeenInPerspective() throws {
        let angle = 0.6, d = 975.0
        let p = RenderProjection.turn(aboutVerticalLineAt: 195, centerY: 422, angle: angle, eyeDistance: d)
        for q in [CGPoint(x: 0, y: 0), CGPoint(x: 390, y: 844), CGPoint(x: 100, y: 700), CGPoint(x: 300, y: 10)] {
            let got = try #require(p.apply(q)), want = Self.seen(q, ax: 195, cy: 422, angle: angle, d: d)
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(q): \(got) vs \(want)")
        }
        // The left edge comes forward (taller), the right one goes back (shorter).
        let left = p.apply(CGPoint(x: 0, y: 844))!.y - p.apply(CGPoint(x: 0, y: 0))!.y
        let right = p.apply(CGPoint(x: 390, y: 844))!.y - p.apply(CGPoint(x: 390, y: 0))!.y
        #expect(left > 844 && right < 844)
        // Edge-on at a quarter turn: the plane is the line x = 195.
        let q = RenderProjection.turn(aboutVerticalLineAt: 195, centerY: 422, angle: .pi / 2, eyeDistance: d)
        #expect(abs(q.apply(CGPoint(x: 20, y: 300))!.x - 195) < 1e-9)
        #expect(RenderProjection.turn(aboutVerticalLineAt: 195, centerY: 422, angle: 0, eyeDistance: d).apply(CGPoint(x: 7, y: 9)) == CGPoint(x: 7, y: 9))
    }

    @Test func aTurnAboutTheTopEdgeLiftsTheBottomTowardsTheViewer() throws {
        let p = RenderProjection.turn(aboutHorizontalLineAt: 0, centerX: 195, angle: 0.5, eyeDistance: 2110)
        // The top edge stays; the bottom rises (cos) and widens (it is nearer).
        #expect(p.apply(CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: 0))
        let bl = p.apply(CGPoint(x: 0, y: 844))!, br = p.apply(CGPoint(x: 390, y: 844))!
        let z = 844 * sin(0.5), f = 2110 / (2110 - z)
        #expect(abs(bl.y - 844 * cos(0.5) * f) < 1e-9 && abs(br.x - bl.x - 390 * f) < 1e-9)
    }

    @Test func theInverseMapsBack() throws {
        let p = RenderProjection.turn(aboutVerticalLineAt: 100, centerY: 50, angle: -1.1, eyeDistance: 500)
        let inverse = try #require(p.inverse)
        for q in [CGPoint(x: 3, y: 4), CGPoint(x: 180, y: 90), CGPoint(x: 60, y: 12)] {
            let there = try #require(p.apply(q))
            let back = try #require(inverse.apply(there))
            #expect(abs(back.x - q.x) < 1e-6 && abs(back.y - q.y) < 1e-6)
        }
        let box = try #require(p.bounds(of: CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(box.width < 200 && box.height > 100, "turned away: narrower, its near edge taller")
    }
}
