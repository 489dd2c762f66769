import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UIProgressView` and `UIActivityIndicatorView` as Apple documents them: progress
/// pinned to 0…1 (default 0) and drawn as a bar of whole cells; the indicator's styles
/// (UIKit's raw values), hidden while stopped when `hidesWhenStopped` (the default),
/// stepping its frames on the application's clock only while animating in a window.
@MainActor
@Suite struct UIProgressAndActivityTests {
    func host(_ views: [UIView], width: Int = 20, height: Int = 3) -> HeadlessScreen {
        let screen = HeadlessScreen.checked(width: width, height: height)
        let vc = UIViewController()
        for v in views { vc.view.addSubview(v) }
        screen.makeWindow(root: vc)
        return screen
    }

    @Test func progressIsPinnedToZeroThroughOneAndDrawnInWholeCells() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progress == 0 && bar.progressViewStyle == .bar)
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let screen = host([bar])
        #expect(screen.lines[0] == "░░░░░░░░░░")
        bar.progress = 0.34                         // 3.4 cells: 3 filled
        screen.runLoop()
        #expect(screen.lines[0] == "███░░░░░░░")
        bar.setProgress(1.7, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progressTintColor = .systemBlue
        bar.progress = 0.5
        screen.runLoop()
        #expect(screen.lines[0] == "█████░░░░░")
        #expect(screen.grid[0, 0].style.foreground == .rgb(0, 122, 255))
        #expect(bar.intrinsicContentSize.height == 1)
    }

    @Test func theIndicatorsStylesHaveUIKitsRawValues() {
        typealias S = UIActivityIndicatorView.Style
        #expect([S.medium, .large, .whiteLarge, .white, .gray].map(\.rawValue) == [100, 101, 0, 1, 2])
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.style == .large && large.hidesWhenStopped && large.isHidden && !large.isAnimating)
    }

    @Test func theIndicatorSpinsOnTheClockOnlyWhileAnimatingAndHidesWhenStopped() {
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 4, y: 0)
        let screen = host([medium, large])
        #expect(screen.lines[0] == "")                       // both hidden while stopped
        medium.startAnimating()
        large.startAnimating()
        screen.runLoop()
        #expect(!medium.isHidden && medium.isAnimating)
        #expect(screen.lines[0] == "⠋   ⠋")
        #expect(!screen.grid[0, 0].style.attributes.contains(.bold))
        #expect(screen.grid[4, 0].style.attributes.contains(.bold))   // .large draws bold
        screen.advance(by: 0.1)
        #expect(medium.frameIndex == 1 && screen.lines[0] == "⠙   ⠙")
        for _ in 0..<3 { screen.advance(by: 0.1) }
        screen.advance(by: 0.05)
        #expect(medium.frameIndex == 4)                        // a frame each 0.1 s
        medium.stopAnimating()
        large.hidesWhenStopped = false
        large.stopAnimating()
        screen.advance(by: 1)
        #expect(medium.isHidden && !large.isHidden && large.frameIndex == 4)
        #expect(screen.lines[0] == "    ⠼")                    // the stopped one stays on its frame
        #expect(screen.application.nextWakeTime == nil)          // no timer while stopped
    }
}
