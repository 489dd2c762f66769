import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` on
/// the manual clock, against what Apple documents: a damping ratio of 1 "smoothly
/// decelerates to its final value without oscillating", smaller values oscillate (here:
/// the box passes its end and comes back), the block lasts its duration, the completion
/// runs once.
@MainActor
@Suite struct UIViewSpringAnimationTests {
    func redColumns(_ screen: HeadlessScreen) -> [Int] {
        (0..<screen.grid.width).filter { screen.grid[$0, 1].style.background == .rgb(255, 0, 0) }
    }

    /// The box's first column every 1/60 s of a 1-second spring from column 0 to 20.
    func positions(damping: CGFloat) -> (xs: [Int], completions: [Bool], finalX: CGFloat) {
        let (screen, box) = animationStage(width: 40, height: 3, box: CGRect(x: 0, y: 1, width: 2, height: 1), color: .red)
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [], animations: { box.frame.origin.x = 20 }, completion: { completions.append($0) })
        #expect(box.frame.origin.x == 20, "the model changes at once")
        screen.runLoop()
        var xs: [Int] = []
        for _ in 0..<59 {
            screen.advance(by: 1.0 / 60)
            xs.append(redColumns(screen).first ?? -1)
        }
        #expect(completions.isEmpty, "still running before its duration")
        screen.advance(by: 2.0 / 60)
        xs.append(redColumns(screen).first ?? -1)
        return (xs, completions, box.frame.origin.x)
    }

    @Test func anUnderDampedSpringOvershootsAndSettles() {
        let (xs, completions, x) = positions(damping: 0.3)
        #expect(xs.max()! > 22, "it passes the end: \(xs)")
        #expect(xs.last == 20 && x == 20 && completions == [true])
        // It overshoots and comes back at least once: the positions go down after the peak.
        let peak = xs.firstIndex(of: xs.max()!)!
        #expect(xs[peak...].contains { $0 < xs.max()! - 1 })
    }

    @Test func aCriticallyDampedSpringNeverPassesTheEnd() {
        let (xs, completions, _) = positions(damping: 1)
        #expect(xs.allSatisfy { $0 <= 20 } && zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic: \(xs)")
        #expect(xs[10] > 5, "it moves quickly at first (\(xs[10]) after 1/6 s)")
        #expect(xs.last == 20 && completions == [true])
    }
}
