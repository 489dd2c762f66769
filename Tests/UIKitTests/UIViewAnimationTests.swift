import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// `UIView.animate` and transitions on the manual clock: model values change at once,
/// the screen follows the curve, completions run once when everything finished.
@MainActor
@Suite struct UIViewAnimationTests {
    func setUp(sourceLocation: SourceLocation = #_sourceLocation) -> (HeadlessScreen, UIView) {
        animationStage(width: 20, height: 3, box: CGRect(x: 0, y: 1, width: 2, height: 1), color: .red,
                       sourceLocation: sourceLocation)
    }

    func redColumns(_ screen: HeadlessScreen) -> [Int] {
        (0..<screen.grid.width).filter { screen.grid[$0, 1].style.background == .rgb(255, 0, 0) }
    }

    @Test func linearMoveIsHalfWayAtHalfTime() {
        let (screen, box) = setUp()
        var completions: [Bool] = []

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.frame.origin.x = 18
        }, completion: { completions.append($0) })
        #expect(box.frame.origin.x == 18)          // the model changes at once
        screen.runLoop()
        #expect(redColumns(screen) == [0, 1])
        screen.advance(by: 0.5)
        #expect(redColumns(screen) == [9, 10])
        #expect(completions.isEmpty)
        screen.advance(by: 0.5)

        #expect(redColumns(screen) == [18, 19])
        #expect(completions == [true])
        screen.advance(by: 1)
        #expect(completions == [true])
    }

    @Test func easeInStartsSlowly() {
        let (screen, box) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn], animations: { box.frame.origin.x = 18 })
        screen.runLoop()
        screen.advance(by: 0.5)
        // Core Animation's ease-in at half time shows 31.5 % of the change: 18 × 0.315 = 5.68.
        let column = BezierTimingOracle.easeIn.column(from: 0, to: 18, at: 0.5)
        #expect(column == 5)
        #expect(redColumns(screen) == [column, column + 1])
        screen.settle()
    }

    @Test func delayHoldsTheStartValue() {
        let (screen, box) = setUp()
        UIView.animate(withDuration: 1, delay: 1, options: [.curveLinear], animations: { box.frame.origin.x = 10 })
        screen.advance(by: 0.9)
        #expect(redColumns(screen) == [0, 1])
        screen.advance(by: 0.6)
        #expect(redColumns(screen) == [5, 6])
        screen.settle()
        #expect(redColumns(screen) == [10, 11])
    }

    @Test func blockWithoutAnimatableChangesCompletesOnTheNextPass() {
        let (screen, _) = setUp()
        var done = 0
        screen.application.withCurrent {
            UIView.animate(withDuration: 2, animations: {}, completion: { _ in done += 1 })
        }
        #expect(done == 0)
        screen.runLoop()
        #expect(done == 1)
    }

    @Test func alphaZeroHidesAndHalfAlphaDims() {
        let (screen, box) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 })
        screen.advance(by: 0.5)
        #expect(screen.grid[0, 1].style.attributes.contains(.dim))
        screen.settle()
        #expect(redColumns(screen).isEmpty)
    }

    @Test func flipTransitionSqueezesToALineAndBack() {
        let (screen, panel) = animationStage(width: 20, height: 3, box: CGRect(x: 0, y: 0, width: 20, height: 3), color: .blue)
        var finished = false

        UIView.transition(with: panel, duration: 0.4, options: [.transitionFlipFromLeft],
                          animations: { panel.backgroundColor = .yellow }, completion: { finished = $0 })
        screen.runLoop()
        screen.advance(by: 0.1)
        let quarter = (0..<20).filter { screen.grid[$0, 1].style.background != .default }.count
        screen.advance(by: 0.2)
        let threeQuarters = (0..<20).filter { screen.grid[$0, 1].style.background != .default }.count
        screen.settle()

        #expect(quarter > 0 && quarter < 20)
        #expect(threeQuarters > 0 && threeQuarters < 20)
        #expect((0..<20).allSatisfy { screen.grid[$0, 1].style.background == .rgb(255, 255, 0) })
        #expect(finished)
    }

    @Test func idleApplicationHasNothingToWakeFor() {
        let (screen, box) = setUp()
        #expect(screen.application.nextWakeTime == nil)
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.5 })
        #expect(screen.application.nextWakeTime != nil)
        screen.settle()
        #expect(screen.application.nextWakeTime == nil)
    }
}

/// A checked `width × height` screen whose root view holds one view of `color` at `box`,
/// after the first pass: the stage of the animation tests.
@MainActor
func animationStage(width: Int, height: Int, box: CGRect, color: UIColor,
                    sourceLocation: SourceLocation = #_sourceLocation) -> (HeadlessScreen, UIView) {
    let screen = HeadlessScreen.checked(width: width, height: height, sourceLocation: sourceLocation)
    let root = UIViewController()
    screen.makeWindow(root: root)
    let view = UIView(frame: box)
    view.backgroundColor = color
    root.view.addSubview(view)
    screen.runLoop()
    return (screen, view)
}
