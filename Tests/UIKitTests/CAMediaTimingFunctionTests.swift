import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// Core Animation's timing functions and the UIView curves built on them. Expected values
/// come from TestSupport's `BezierTimingOracle` (the Bézier sampled in Bernstein form and
/// interpolated) at Apple's documented control points, never from UIKit's solver.
@MainActor
@Suite struct CAMediaTimingFunctionTests {
    static let named: [(CAMediaTimingFunctionName, BezierTimingOracle)] = [
        (.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut),
        (.easeInEaseOut, .easeInEaseOut), (.default, .default),
    ]

    func controlPoints(_ f: CAMediaTimingFunction) -> [[Float]] {
        (0..<4).map { i in
            var values: [Float] = [-1, -1]
            values.withUnsafeMutableBufferPointer { f.getControlPoint(at: i, values: $0.baseAddress!) }
            return values
        }
    }

    @Test(arguments: named)
    func namedFunctionsHaveApplesControlPoints(_ name: CAMediaTimingFunctionName, _ oracle: BezierTimingOracle) {
        let f = CAMediaTimingFunction(name: name)
        #expect(controlPoints(f) == [[0, 0], [Float(oracle.c1x), Float(oracle.c1y)],
                                     [Float(oracle.c2x), Float(oracle.c2y)], [1, 1]])
        #expect(f == CAMediaTimingFunction(controlPoints: Float(oracle.c1x), Float(oracle.c1y),
                                           Float(oracle.c2x), Float(oracle.c2y)))
    }

    @Test func namesAreCoreAnimationsStrings() {
        #expect([CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map(\.rawValue)
                == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
    }

    @Test func customControlPointsAreKeptAsGivenAndOtherIndexesWriteNothing() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, -0.5, 0.9, 1.5)
        #expect(controlPoints(f) == [[0, 0], [0.1, -0.5], [0.9, 1.5], [1, 1]])
        var untouched: [Float] = [7, 7]
        untouched.withUnsafeMutableBufferPointer { f.getControlPoint(at: 4, values: $0.baseAddress!) }
        #expect(untouched == [7, 7])
        #expect(f != CAMediaTimingFunction(name: .easeIn))
    }

    // MARK: The curves on screen

    /// A 2-column red box on a 1,001-column screen moving from column 0 to 999 over one
    /// second: its column at time x is ⌊999·y(x)⌋, about a thousandth of resolution (999,
    /// not 1,000, keeps every expected position at least 0.009 column from a whole one).
    func track(options: UIView.AnimationOptions?, at times: [Double]) -> [Int] {
        let (screen, box) = animationStage(width: 1001, height: 1, box: CGRect(x: 0, y: 0, width: 2, height: 1), color: .red)
        if let options {
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { box.frame.origin.x = 999 })
        } else {
            UIView.animate(withDuration: 1, animations: { box.frame.origin.x = 999 })
        }
        screen.runLoop()
        var columns: [Int] = []
        var now = 0.0
        for t in times {
            screen.advance(by: t - now)
            now = t
            columns.append((0..<1001).first { screen.grid[$0, 0].style.background == .rgb(255, 0, 0) } ?? -1)
        }
        screen.settle()
        return columns
    }

    static let times = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
    static let curves: [(String, UIView.AnimationOptions, BezierTimingOracle)] = [
        ("curveEaseIn", .curveEaseIn, .easeIn), ("curveEaseOut", .curveEaseOut, .easeOut),
        ("curveEaseInOut", .curveEaseInOut, .easeInEaseOut), ("curveLinear", .curveLinear, .linear),
    ]

    @Test(arguments: curves)
    func optionCurvesFollowCoreAnimationsBezier(_ label: String, _ options: UIView.AnimationOptions,
                                                _ oracle: BezierTimingOracle) {
        let expected = Self.times.map { oracle.column(from: 0, to: 999, at: $0) }
        #expect(track(options: options, at: Self.times) == expected, "\(label)")
    }

    /// `animate(withDuration:animations:)` uses ease-in-ease-out, "the default curve for most
    /// animations" (UIView.AnimationCurve.easeInOut), symmetric about the middle.
    @Test func plainAnimateUsesEaseInEaseOut() {
        let columns = track(options: nil, at: Self.times)
        #expect(columns == Self.times.map { BezierTimingOracle.easeInEaseOut.column(from: 0, to: 999, at: $0) })
        #expect(columns[4] == 499)                       // 999 / 2, rounded down
        // It starts slower than linear and ends slower too.
        #expect(columns[2] < 299 && columns[6] > 700)
    }

    /// Published values of the curves: ease-in at half time is about 0.315, ease-out about
    /// 0.685 (its mirror image), ease-in-out exactly 0.5.
    @Test func halfTimeValuesMatchThePublishedCurves() {
        #expect(abs(BezierTimingOracle.easeIn.y(at: 0.5) - 0.3153) < 0.001)
        #expect(abs(BezierTimingOracle.easeOut.y(at: 0.5) - 0.6847) < 0.001)
        #expect(track(options: .curveEaseIn, at: [0.5]) == [315])    // 999 × 0.31536
        #expect(track(options: .curveEaseOut, at: [0.5]) == [683])   // 999 × 0.68464
    }
}
