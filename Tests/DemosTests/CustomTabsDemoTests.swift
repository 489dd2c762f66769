import Foundation
import Testing
import UIKit
import HeadlessBackend
@testable import UIKitDemos

/// `custom-tabs` (seed 001): a hand-made container sliding between two children.
@MainActor
@Suite struct CustomTabsDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    static let buttons = "                            [ First ]    [ Second ]"
    static let palette: [UIColor: Character] = [DemoColors.green: "G", DemoColors.brown: "W"]

    static func screen(_ label: String) -> [String] { blank(10) + [label] + blank(11) + [buttons, hints] }
    static let first = screen("                             First view controller")
    static let second = screen("                             Second view controller")
    /// Child colours: the 22 rows above the buttons, `left` columns of one letter then the other.
    static func colors(_ a: Character, _ left: Int, _ b: Character) -> [String] {
        Array(repeating: String(repeating: a, count: left) + String(repeating: b, count: 80 - left), count: 22) + ["", ""]
    }

    @Test func launchShowsTheFirstChild() throws {
        let demo = DemoHarness("custom-tabs")

        expectLines(demo.newLines(), [
            "── custom-tabs (seed 001) ──",
            "· Tab to First/Second, Enter (or click)",
            "ContainerViewController.loadView()",
            "ContainerViewController.viewDidLoad()",
            "FirstViewController.willMove(toParent: ContainerViewController)",
            "FirstViewController.loadView()",
            "FirstViewController.viewDidLoad()",
            "FirstViewController.didMove(toParent: ContainerViewController)",
            "ContainerViewController.viewWillAppear(false)",
            "FirstViewController.viewWillAppear(false)",
            "ContainerViewController.viewDidAppear(false)",
            "FirstViewController.viewDidAppear(false)",
        ])
        expectLines(demo.lines, Self.first)
        expectLines(demo.colors(Self.palette), Self.colors("G", 80, "W"))
    }

    @Test func secondSlidesInFromTheRightIn250msEaseInOut() throws {
        let demo = DemoHarness("custom-tabs")
        demo.skipLines()
        let container = try #require(demo.root as? CustomTabsDemo.ContainerViewController)

        demo.activate("Second")
        let ignoringInput = !container.view.isUserInteractionEnabled && demo.screen.application.isIgnoringInteractionEvents
        demo.advance(by: 0.0625)
        let quarter = demo.colors(Self.palette)
        demo.advance(by: 0.0625)
        let half = (demo.lines, demo.colors(Self.palette))
        demo.advance(by: 0.125)
        demo.settle()

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
        // Ease-in-out (cubic): a sixteenth of the way after a quarter of the time (5 of 80
        // columns), half way at half time.
        expectLines(quarter, Self.colors("G", 75, "W"))
        expectLines(half.0, blank(10) + ["controller                                                           Second view"]
                    + blank(11) + [Self.buttons, Self.hints])
        expectLines(half.1, Self.colors("G", 40, "W"))
        expectLines(demo.lines, Self.second)
        expectLines(demo.colors(Self.palette), Self.colors("W", 80, "G"))
        #expect(container.children.map { String(describing: type(of: $0)) } == ["SecondViewController"])
        #expect(container.view.isUserInteractionEnabled && !demo.screen.application.isIgnoringInteractionEvents)
    }

    @Test func firstSlidesBackInFromTheLeft() throws {
        let demo = DemoHarness("custom-tabs")
        demo.activate("Second")
        demo.settle()
        demo.skipLines()

        demo.activate("First")
        demo.advance(by: 0.125)
        let half = demo.colors(Self.palette)
        demo.settle()

        expectLines(demo.newLines(), [
            "SecondViewController.willMove(toParent: nil)",
            "FirstViewController.willMove(toParent: ContainerViewController)",
            "SecondViewController.viewWillDisappear(true)",
            "FirstViewController.viewWillAppear(true)",
            "FirstViewController.viewDidAppear(true)",
            "SecondViewController.viewDidDisappear(true)",
            "FirstViewController.didMove(toParent: ContainerViewController)",
            "SecondViewController.didMove(toParent: nil)",
        ])
        expectLines(half, Self.colors("G", 40, "W"))
        expectLines(demo.lines, Self.first)
    }

    @Test func aClickDuringTheSlideIsDroppedAndKeysWaitForItsEnd() throws {
        let demo = DemoHarness("custom-tabs")
        demo.activate("Second")
        demo.skipLines()
        demo.advance(by: 0.1)

        // The click is dropped (touches are ignored while the slide runs); Shift-Tab and
        // Enter wait for its end, then focus First and press it: the slide back follows.
        #expect(demo.screen.click(text: "[ First ]"))
        demo.press(.backTab)
        demo.press(.enter)
        #expect(demo.screen.application.heldKeyCount == 2)
        demo.settle()

        expectLines(demo.newLines(), [
            "SecondViewController.viewDidAppear(true)",
            "FirstViewController.viewDidDisappear(true)",
            "SecondViewController.didMove(toParent: ContainerViewController)",
            "FirstViewController.didMove(toParent: nil)",
            "SecondViewController.willMove(toParent: nil)",
            "FirstViewController.willMove(toParent: ContainerViewController)",
            "SecondViewController.viewWillDisappear(true)",
            "FirstViewController.viewWillAppear(true)",
            "FirstViewController.viewDidAppear(true)",
            "SecondViewController.viewDidDisappear(true)",
            "FirstViewController.didMove(toParent: ContainerViewController)",
            "SecondViewController.didMove(toParent: nil)",
        ])
        expectLines(demo.lines, Self.first)
    }

    @Test func theShownChildsButtonDoesNothing() throws {
        let demo = DemoHarness("custom-tabs")
        demo.skipLines()

        demo.activate("First")

        expectLines(demo.newLines(), [])
        #expect(demo.screen.application.nextWakeTime == nil)
        expectLines(demo.lines, Self.first)
    }
}
