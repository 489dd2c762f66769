import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UIScrollView` as Apple documents it: the delegate's callbacks in UIKit's order for a
/// drag with and without deceleration (velocity in points per millisecond, the target a
/// flick at `decelerationRate` reaches: `offset + v / -ln(rate)`), paging, the rubber
/// band and spring back, animated programmatic scrolls ending in
/// `scrollViewDidEndScrollingAnimation`, zooming, scroll-to-top, PageDown and the wheel.
@MainActor
@Suite struct UIScrollViewTests {
    /// Records the delegate's calls, offsets rounded to tenths.
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var zoomView: UIView?
        var newTarget: CGPoint?
        var allowsScrollToTop = true
        func p(_ p: CGPoint) -> String { "(\(Self.r(p.x)), \(Self.r(p.y)))" }
        static func r(_ v: CGFloat) -> String { String(format: "%.1f", Double(v)) }
        static func r4(_ v: CGFloat) -> String { String(format: "%.4f", Double(v)) }
        func scrollViewDidScroll(_ s: UIScrollView) { calls.append("didScroll \(p(s.contentOffset))") }
        func scrollViewDidZoom(_ s: UIScrollView) { calls.append("didZoom \(Self.r(s.zoomScale))") }
        func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging v=(\(Self.r4(v.x)), \(Self.r4(v.y))) target=\(p(t.pointee))")
            if let newTarget { t.pointee = newTarget }
        }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) {
            calls.append("didEndDragging \(d) dragging=\(s.isDragging)")
        }
        func scrollViewWillBeginDecelerating(_ s: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating \(p(s.contentOffset))") }
        func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { calls.append("didEndScrollingAnimation \(p(s.contentOffset))") }
        func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
        func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEndZooming \(Self.r(scale)) \(view === zoomView)")
        }
        func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { calls.append("shouldScrollToTop"); return allowsScrollToTop }
        func scrollViewDidScrollToTop(_ s: UIScrollView) { calls.append("didScrollToTop \(p(s.contentOffset))") }

        /// The calls without the per-frame `didScroll`s, which are checked apart.
        var events: [String] { calls.filter { !$0.hasPrefix("didScroll ") } }
        var scrolledYs: [CGFloat] {
            calls.compactMap { c -> CGFloat? in
                guard c.hasPrefix("didScroll ("), let comma = c.firstIndex(of: ",") else { return nil }
                let y = c[c.index(after: comma)...].dropFirst().dropLast()
                return CGFloat(Double(y) ?? .nan)
            }
        }
    }

    /// An 80 × 24 terminal whose root view is a scroll view of `content` (default 80 × 240).
    func scrollView(content: CGSize = CGSize(width: 80, height: 240),
                    screen given: HeadlessScreen? = nil) -> (HeadlessScreen, UIScrollView, Recorder) {
        let screen = given ?? HeadlessScreen.checked()
        let vc = UIViewController()
        let scroll = UIScrollView(frame: CGRect(origin: .zero, size: screen.backend.screenSize))
        scroll.contentSize = content
        vc.view = scroll
        let rec = Recorder()
        scroll.delegate = rec
        screen.makeWindow(root: vc)
        screen.settle()
        return (screen, scroll, rec)
    }

    // MARK: Dragging

    @Test func aDragThatStopsBeforeLiftingDoesNotDecelerate() {
        let (screen, scroll, rec) = scrollView()
        screen.pointerDown(at: CGPoint(x: 10, y: 10))
        screen.advance(by: 0.05); screen.pointerMove(to: CGPoint(x: 10, y: 8))
        screen.advance(by: 0.05); screen.pointerMove(to: CGPoint(x: 10, y: 6))
        screen.advance(by: 0.3)                 // held still: no velocity left
        screen.pointerUp(at: CGPoint(x: 10, y: 6))
        screen.settle()
        #expect(rec.calls == [
            "willBeginDragging", "didScroll (0.0, 2.0)", "didScroll (0.0, 4.0)",
            "willEndDragging v=(0.0000, 0.0000) target=(0.0, 4.0)", "didEndDragging false dragging=false",
        ])
        #expect(scroll.contentOffset.y == 4 && !scroll.isDecelerating && !scroll.isDragging)
    }

    /// Nine rows in 80 ms: the finger's 112.5 rows/s upward is the scroll view's
    /// +0.1125 points/ms; at `.normal` (0.998) it carries 0.1125 × 499.5 = 56.2 more rows.
    func flick(_ screen: HeadlessScreen) {
        screen.pointerDown(at: CGPoint(x: 10, y: 20))
        for y in [17, 14, 11] {
            screen.advance(by: 0.02)
            screen.pointerMove(to: CGPoint(x: 10, y: CGFloat(y)))
        }
        screen.advance(by: 0.02)
        screen.pointerUp(at: CGPoint(x: 10, y: 11))
    }

    @Test func aFlickDeceleratesToTheProjectedOffsetInUIKitsOrder() {
        let (screen, scroll, rec) = scrollView()
        flick(screen)
        #expect(scroll.isDecelerating)
        #expect(scroll.contentOffset.y == 9)
        screen.settle()
        #expect(rec.events == [
            "willBeginDragging",
            "willEndDragging v=(0.0000, 0.1125) target=(0.0, 65.0)", "didEndDragging true dragging=false",
            "willBeginDecelerating", "didEndDecelerating (0.0, 65.0)",
        ])
        // The deceleration's own frames: moving on, slower and slower, to the target.
        let ys = rec.scrolledYs
        let afterRelease = Array(ys.drop { $0 <= 9 })
        #expect(afterRelease.count > 10)
        #expect(zip(afterRelease, afterRelease.dropFirst()).allSatisfy { $0 < $1 })
        #expect(afterRelease.last == 65)
        let firstStep = afterRelease[1] - afterRelease[0]
        let lastStep = afterRelease[afterRelease.count - 1] - afterRelease[afterRelease.count - 2]
        #expect(firstStep >= lastStep)
        #expect(scroll.contentOffset.y == 65 && !scroll.isDecelerating)
    }

    @Test func theFastRateStopsSoonerAndTheDelegateMayMoveTheTarget() {
        let (screen, scroll, rec) = scrollView()
        scroll.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998 && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        flick(screen)
        screen.settle()
        // 0.1125 × 99.5 = 11.2 rows past the 9 dragged.
        #expect(rec.events.contains("willEndDragging v=(0.0000, 0.1125) target=(0.0, 20.0)"))
        #expect(scroll.contentOffset.y == 20)

        rec.calls.removeAll()
        rec.newTarget = CGPoint(x: 0, y: 100)
        flick(screen)
        screen.settle()
        #expect(rec.events.last == "didEndDecelerating (0.0, 100.0)")
        #expect(scroll.contentOffset.y == 100)
    }

    @Test func aTouchStopsADecelerationWhereItIs() {
        let (screen, scroll, rec) = scrollView()
        flick(screen)
        screen.advance(by: 0.2)
        let y = scroll.contentOffset.y
        #expect(y > 9 && y < 65)
        screen.pointerDown(at: CGPoint(x: 10, y: 10))
        #expect(!scroll.isDecelerating)
        screen.advance(by: 0.5)
        #expect(scroll.contentOffset.y == y)
        screen.pointerUp(at: CGPoint(x: 10, y: 10))
        screen.settle()
        #expect(!rec.events.contains { $0.hasPrefix("didEndDecelerating") })
    }

    // MARK: Bounce

    @Test func aPullPastTheTopRubberBandsAndSpringsBack() {
        let (screen, scroll, rec) = scrollView()
        screen.pointerDown(at: CGPoint(x: 10, y: 4))
        screen.advance(by: 0.05); screen.pointerMove(to: CGPoint(x: 10, y: 10))
        // 6 rows past the top of a 24-row view show as (1 - 1/(6 × 0.55/24 + 1)) × 24 = 2.9.
        #expect(scroll.contentOffset.y == -3)
        screen.advance(by: 0.3)
        screen.pointerUp(at: CGPoint(x: 10, y: 10))
        screen.settle()
        #expect(rec.events == [
            "willBeginDragging", "willEndDragging v=(0.0000, 0.0000) target=(0.0, 0.0)",
            "didEndDragging true dragging=false", "willBeginDecelerating", "didEndDecelerating (0.0, 0.0)",
        ])
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func withoutBouncesTheEdgeStopsTheContent() {
        let (screen, scroll, rec) = scrollView()
        scroll.bounces = false
        screen.pointerDown(at: CGPoint(x: 10, y: 4))
        screen.advance(by: 0.05); screen.pointerMove(to: CGPoint(x: 10, y: 10))
        screen.advance(by: 0.3)
        screen.pointerUp(at: CGPoint(x: 10, y: 10))
        screen.settle()
        #expect(rec.calls == ["willBeginDragging", "willEndDragging v=(0.0000, 0.0000) target=(0.0, 0.0)",
                              "didEndDragging false dragging=false"])
        #expect(scroll.contentOffset.y == 0)
    }

    // MARK: Paging

    @Test func pagingSettlesOnTheNearestPageOrTheNextOneAfterAFlick() {
        let (screen, scroll, rec) = scrollView(content: CGSize(width: 240, height: 24))
        scroll.isPagingEnabled = true
        func drag(from x0: CGFloat, to x1: CGFloat, hold: TimeInterval) {
            screen.pointerDown(at: CGPoint(x: x0, y: 5))
            screen.advance(by: 0.02); screen.pointerMove(to: CGPoint(x: (x0 + x1) / 2, y: 5))
            screen.advance(by: 0.02); screen.pointerMove(to: CGPoint(x: x1, y: 5))
            screen.advance(by: hold)
            screen.pointerUp(at: CGPoint(x: x1, y: 5))
            screen.settle()
        }
        // Slow, a third of a page: back to page 0.
        drag(from: 60, to: 30, hold: 0.3)
        #expect(rec.events.contains("willEndDragging v=(0.0000, 0.0000) target=(0.0, 0.0)"))
        #expect(rec.events.last == "didEndDecelerating (0.0, 0.0)")
        #expect(scroll.contentOffset.x == 0)
        // Slow, past half a page: page 1.
        rec.calls.removeAll()
        drag(from: 70, to: 20, hold: 0.3)
        #expect(scroll.contentOffset.x == 80)
        #expect(rec.events.last == "didEndDecelerating (80.0, 0.0)")
        // A quick ten-column flick: on to page 2, not further.
        rec.calls.removeAll()
        drag(from: 50, to: 40, hold: 0)
        #expect(scroll.contentOffset.x == 160)
        #expect(rec.events.contains("didEndDragging true dragging=false"))
        // A flick past the last page stays on it.
        drag(from: 50, to: 40, hold: 0)
        #expect(scroll.contentOffset.x == 160)
    }

    // MARK: Programmatic scrolling

    @Test func animatedSetContentOffsetEndsWithDidEndScrollingAnimation() {
        let (screen, scroll, rec) = scrollView()
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(rec.calls == ["didScroll (0.0, 50.0)"])

        rec.calls.removeAll()
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        #expect(scroll.contentOffset.y == 50)
        screen.advance(by: 0.15)
        #expect(scroll.contentOffset.y > 50 && scroll.contentOffset.y < 100)
        screen.settle()
        #expect(rec.events == ["didEndScrollingAnimation (0.0, 100.0)"])
        #expect(rec.scrolledYs.count > 5 && rec.scrolledYs.last == 100)

        // Already there: nothing is sent.
        rec.calls.removeAll()
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        screen.settle()
        #expect(rec.calls.isEmpty)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let (screen, scroll, rec) = scrollView()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 5), animated: false)
        #expect(scroll.contentOffset.y == 81)          // its bottom edge at the view's
        scroll.scrollRectToVisible(CGRect(x: 0, y: 90, width: 10, height: 5), animated: false)
        #expect(scroll.contentOffset.y == 81)          // visible: nothing moves
        scroll.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 5), animated: true)
        screen.settle()
        #expect(scroll.contentOffset.y == 40)          // its top edge at the view's
        #expect(rec.events == ["didEndScrollingAnimation (0.0, 40.0)"])
    }

    // MARK: Zooming

    @Test func zoomingScalesTheDelegatesViewWithinTheLimits() {
        let (screen, scroll, rec) = scrollView(content: CGSize(width: 80, height: 24))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 1 && rec.calls.isEmpty)      // no view for zooming

        rec.zoomView = image
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(2, animated: false)
        #expect(rec.calls == ["didZoom 2.0"])
        #expect(scroll.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(scroll.contentSize == CGSize(width: 80, height: 24))
        #expect(image.center == CGPoint(x: 40, y: 12))

        // Past the maximum: clamped to 4, about the centre of what shows (20, 6).
        rec.calls.removeAll()
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentSize == CGSize(width: 160, height: 48))
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 12))
        #expect(rec.calls == ["didScroll (40.0, 12.0)", "didZoom 4.0"])

        // zoom(to:) a 10 × 3 rect: 8× asked, 4× allowed, centred on (35, 10.5) and kept
        // within the content: offset (80, 24). Animated: willBegin…, didEndZooming.
        rec.calls.removeAll()
        scroll.zoom(to: CGRect(x: 30, y: 9, width: 10, height: 3), animated: true)
        screen.settle()
        #expect(rec.events == ["willBeginZooming", "didEndZooming 4.0 true"])
        #expect(scroll.contentOffset == CGPoint(x: 80, y: 24))

        rec.calls.removeAll()
        scroll.setZoomScale(1, animated: true)
        #expect(scroll.isZooming)
        screen.settle()
        #expect(!scroll.isZooming)
        #expect(rec.events.first == "willBeginZooming" && rec.events.last == "didEndZooming 1.0 true")
        #expect(rec.events.filter { $0.hasPrefix("didZoom") }.count > 3)
        #expect(scroll.zoomScale == 1 && scroll.contentSize == CGSize(width: 40, height: 12))
        #expect(scroll.contentOffset == .zero)
    }

    // MARK: Keys, wheel, scroll to top

    @Test func homeIsTheScrollToTopGestureOnATerminal() {
        let (screen, scroll, rec) = scrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        rec.calls.removeAll()
        rec.allowsScrollToTop = false
        screen.press(.home)
        screen.settle()
        #expect(rec.calls == ["shouldScrollToTop"] && scroll.contentOffset.y == 50)

        rec.calls.removeAll()
        rec.allowsScrollToTop = true
        screen.press(.home)
        screen.settle()
        #expect(rec.events == ["shouldScrollToTop", "didScrollToTop (0.0, 0.0)"])
        #expect(scroll.contentOffset.y == 0)

        rec.calls.removeAll()
        screen.press(.home)              // at the top already: nothing happens
        scroll.scrollsToTop = false
        scroll.contentOffset.y = 30
        rec.calls.removeAll()
        screen.press(.home)              // scrollsToTop false: not asked
        screen.settle()
        #expect(rec.calls.isEmpty && scroll.contentOffset.y == 30)
    }

    @Test func pageDownAndEndScrollOnATerminal() {
        let (screen, scroll, rec) = scrollView()
        screen.press(.pageDown)
        #expect(scroll.contentOffset.y == 23)            // a page less one line
        screen.press(.pageUp)
        #expect(scroll.contentOffset.y == 0)
        screen.press(.end)
        #expect(scroll.contentOffset.y == 216)
        #expect(!rec.calls.contains { $0.hasPrefix("didEndScrollingAnimation") })
        screen.scroll(x: 5, y: 5, deltaY: -1)
        #expect(scroll.contentOffset.y == 213)           // a wheel notch: three rows
    }

    @Test func onAPhoneTheWheelGlidesAndTheStatusBarScrollsToTop() {
        let screen = HeadlessScreen.checkedPhone()
        let (_, scroll, rec) = scrollView(content: CGSize(width: 390, height: 5000), screen: screen)
        let line = DeviceMetrics.iPhonePoints.bodyLineHeight
        screen.scroll(x: 100, y: 400, deltaY: 2)
        screen.scroll(x: 100, y: 400, deltaY: 1)      // a notch while it glides adds to it
        #expect(scroll.contentOffset.y == 0)
        screen.settle()
        #expect((scroll.contentOffset.y - 9 * line).magnitude <= 1.0 / 3)
        #expect(rec.scrolledYs.count > 5)
        #expect(rec.events.isEmpty)

        // PageDown animates on pixels: a page (844) less a line.
        rec.calls.removeAll()
        let before = scroll.contentOffset.y
        screen.press(.pageDown)
        screen.settle()
        #expect((scroll.contentOffset.y - before - (844 - line)).magnitude <= 1.0 / 3)
        #expect(rec.events.count == 1 && rec.events[0].hasPrefix("didEndScrollingAnimation"))

        // The status bar (the screen's top inset): the window's only scrollsToTop view.
        rec.calls.removeAll()
        screen.click(x: 100, y: 10)
        screen.settle()
        #expect(rec.events == ["shouldScrollToTop", "didScrollToTop (0.0, 0.0)"])

        // Two scroll views that scroll to top: neither does (iPhone's rule).
        let other = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        other.contentSize = CGSize(width: 390, height: 1000)
        scroll.addSubview(other)
        scroll.contentOffset.y = 300
        rec.calls.removeAll()
        screen.click(x: 100, y: 10)
        screen.settle()
        #expect(rec.calls.isEmpty && scroll.contentOffset.y == 300)
    }
}
