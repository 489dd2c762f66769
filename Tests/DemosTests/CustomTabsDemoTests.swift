import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `custom-tabs` (seed 001): a hand-made container sliding between two children.
@MainActor
@Suite struct CustomTabsDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    static let buttons = "                            [ First ]    [ Second ]"
    static let palette: [UIColor: Character] = [DemoColors.green: "G", DemoColors.brown: "W"]

    static func screen(_ label: String) -> [String] { blank(10) + [label] + blank(11) + [buttons, hints] }
    /// The log of the slide from the second child back to the first.
    static let slideBackToFirst = [
        "SecondViewController.willMove(toParent: nil)",
        "FirstViewController.willMove(toParent: ContainerViewController)",
        "SecondViewController.viewWillDisappear(true)",
        "FirstViewController.viewWillAppear(true)",
        "FirstViewController.viewDidAppear(true)",
        "SecondViewController.viewDidDisappear(true)",
        "FirstViewController.didMove(toParent: ContainerViewController)",
        "SecondViewController.didMove(toParent: nil)",
    ]
    static let first = screen("                             First view controller")
    static let second = screen("                             Second view controller")
    /// Child colours: the 22 rows above the buttons, `left` columns of one letter then the other.
    static func colors(_ a: Character, _ left: Int, _ b: Character) -> [String] {
        Array(repeating: String(repeating: a, count: left) + String(repeating: b, count: 80 - left), count: 22) + ["", ""]
    }

    @Test func launchShowsTheFirstChild() throws {
        let demo = DemoHarness("custom-tabs")
        expectLines(demo.colors(Self.palette), Self.colors("G", 80, "W"))
    }

    @Test func secondSlidesInFromTheRightIn250msEaseInOut() throws {
        let demo = DemoHarness.launched("custom-tabs")
        let container = try #require(demo.root as? CustomTabsDemo.ContainerViewController)

        demo.activate("Second")
        let ignoringInput = !container.view.isUserInteractionEnabled && demo.screen.application.isIgnoringInteractionEvents
        let frames = demo.runAnimation(sampling: 2, every: 0.0625)

        // The seed's order: from.willMove(nil), addChild(to), to's view loads (frame set),
        // the transition's appearance calls, then the completion's didMove/removeFromParent.
        expectLines(demo.newLines(), [
            "FirstViewController.willMove(toParent: nil)",
            "SecondViewController.willMove(toParent: ContainerViewController)",
            "SecondViewController.loadView()",
            "SecondViewController.viewDidLoad()",
            "FirstViewController.viewWillDisappear(true)",
            "SecondViewController.viewWillAppear(true)",
            "SecondViewController.viewDidAppear(true)",
            "FirstViewController.viewDidDisappear(true)",
            "SecondViewController.didMove(toParent: ContainerViewController)",
            "FirstViewController.didMove(toParent: nil)",
        ])
        #expect(ignoringInput)
        // Core Animation's ease-in-ease-out: 12.9 % of the way after a quarter of the time
        // (the new view's edge at ⌊80 − 80 × 0.129⌋ = 69), half way at half time.
        let edge = BezierTimingOracle.easeInEaseOut.column(from: 80, to: 0, at: 0.25)
        #expect(edge == 69)
        expectLines(frames[0].colors(Self.palette), Self.colors("G", edge, "W"))
        expectLines(frames[1].lines, blank(10) + ["controller                                                           Second view"]
                    + blank(11) + [Self.buttons, Self.hints])
        expectLines(frames[1].colors(Self.palette), Self.colors("G", 40, "W"))
        expectLines(demo.lines, Self.second)
        expectLines(demo.colors(Self.palette), Self.colors("W", 80, "G"))
        #expect(container.children.map { String(describing: type(of: $0)) } == ["SecondViewController"])
        #expect(container.view.isUserInteractionEnabled && !demo.screen.application.isIgnoringInteractionEvents)
    }

    @Test func firstSlidesBackInFromTheLeft() throws {
        let demo = DemoHarness("custom-tabs")
        demo.activateAndSettle("Second")
        demo.skipLines()

        let half = demo.activateAndSettle("First", keepingFrameAfter: 0.125).colors(Self.palette)

        expectLines(demo.newLines(), Self.slideBackToFirst)
        expectLines(half, Self.colors("G", 40, "W"))
        expectLines(demo.lines, Self.first)
    }
}
