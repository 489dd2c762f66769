import Foundation
import Testing
import UIKit

/// Core Graphics geometry as Apple documents it: transforms, path building, the fill
/// rules, bounding boxes, arc directions (Core Graphics' `clockwise` is towards
/// decreasing angles; `UIBezierPath`'s is as seen on the y-down screen).
@Suite struct CGPathTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func transformsComposeInvertAndApply() {
        let t = CGAffineTransform(translationX: 10, y: 5).rotated(by: .pi / 2).scaledBy(x: 2, y: 1)
        // Scale first, then rotate a quarter turn (+x towards +y), then translate.
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 7)))
        #expect(close(CGPoint(x: 10, y: 7).applying(t.inverted()), CGPoint(x: 1, y: 0)))
        let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 1) < 1e-9 && abs(r.width - 1) < 1e-9 && abs(r.height - 2) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func pathsContainByRuleAndReportBounds() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        p.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(p.contains(CGPoint(x: 3, y: 3), using: .winding))
        #expect(!p.contains(CGPoint(x: 3, y: 3), using: .evenOdd))
        #expect(p.contains(CGPoint(x: 8, y: 8), using: .evenOdd))
        #expect(!p.contains(CGPoint(x: 11, y: 3)))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))

        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        // Control points count in boundingBox, not in boundingBoxOfPath (the curve peaks at 7.5).
        #expect(curve.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(curve.boundingBoxOfPath.height - 7.5) < 0.01)
        #expect(curve.currentPoint == CGPoint(x: 10, y: 0))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func elementsComeOutAsBuilt() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 2))
        p.addLine(to: CGPoint(x: 3, y: 4))
        p.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 4, y: 4))
        p.closeSubpath()
        p.addLine(to: CGPoint(x: 9, y: 9))   // after a close: a new subpath from the start
        var seen: [(CGPathElementType, [CGPoint])] = []
        p.applyWithBlock { e in
            let n = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][e.pointee.type] ?? 0
            seen.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath, .moveToPoint, .addLineToPoint])
        #expect(seen[2].1 == [CGPoint(x: 4, y: 4), CGPoint(x: 5, y: 6)])
        #expect(seen[4].1 == [CGPoint(x: 1, y: 2)])
        let lonely = CGMutablePath()
        lonely.addLine(to: CGPoint(x: 1, y: 1))   // no current point: ignored
        #expect(lonely.isEmpty)
    }

    @Test func arcDirections() {
        // Core Graphics: clockwise runs towards decreasing angles, so 0 → π/2 clockwise is
        // three quarters of a turn and passes through angle π (the point (-1, 0)).
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(cg.boundingBoxOfPath.minX + 1) < 0.01)
        #expect(abs(cg.boundingBoxOfPath.minY + 1) < 0.01)
        // UIBezierPath: clockwise on screen, towards increasing angles: a quarter arc in +x, +y.
        let ui = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(ui.cgPath.boundingBoxOfPath.minX) < 0.01 && abs(ui.cgPath.boundingBoxOfPath.maxY - 1) < 0.01)
        #expect(close(ui.currentPoint, CGPoint(x: 0, y: 1)))
        // A whole turn either way.
        let full = UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(abs(full.cgPath.boundingBoxOfPath.width - 4) < 0.01)
    }

    @Test func bezierPathShapes() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 9)
        // The radius is limited to half the shorter side: the ends are half circles.
        #expect(rounded.contains(CGPoint(x: 5, y: 0.1)))
        #expect(!rounded.contains(CGPoint(x: 0.2, y: 0.2)))
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: [.topLeft],
                                cornerRadii: CGSize(width: 4, height: 4))
        #expect(!some.contains(CGPoint(x: 0.3, y: 0.3)))
        #expect(some.contains(CGPoint(x: 9.7, y: 0.3)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(oval.contains(CGPoint(x: 2, y: 1)) && !oval.contains(CGPoint(x: 0.2, y: 0.2)))
        let lines = UIBezierPath()
        lines.move(to: .zero)
        lines.addLine(to: CGPoint(x: 4, y: 0))
        lines.addLine(to: CGPoint(x: 4, y: 4))
        lines.close()
        lines.usesEvenOddFillRule = true
        #expect(lines.contains(CGPoint(x: 3, y: 1)) && !lines.contains(CGPoint(x: 1, y: 3)))
        lines.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(lines.bounds == CGRect(x: 10, y: 0, width: 4, height: 4))
    }

    @Test func stringSizesInCells() {
        #expect(("Hello\nWorld!" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]) == CGSize(width: 6, height: 2))
        #expect("日本".size(withAttributes: nil) == CGSize(width: 4, height: 1))
        #expect(NSAttributedString(string: "abc").size() == CGSize(width: 3, height: 1))
    }
}
