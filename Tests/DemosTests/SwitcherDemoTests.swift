import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `switcher` (seed 002): blue and lazily made yellow children, flipped in 0.4 s under a
/// toolbar that stays on top; each child presents an alert.
@MainActor
@Suite struct SwitcherDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    static let palette: [UIColor: Character] = [DemoColors.blue: "B", DemoColors.yellow: "Y"]

    static func screen(_ caption: String) -> [String] {
        blank(9) + [caption, "", "                                  [ Press Me ]"] + blank(10) + [" Switch Views", hints]
    }
    static let blue = screen("                                   Blue view")
    static let yellow = screen("                                  Yellow view")
    /// The child's colour on rows 0–22 (the toolbar has no colour of its own, the child
    /// shows through it), `width` columns centred.
    static func colors(_ letter: Character, width: Int = 80) -> [String] {
        let left = (80 - width) / 2
        let row = String(repeating: " ", count: left) + String(repeating: letter, count: width)
        return Array(repeating: width == 0 ? "" : row, count: 23) + [""]
    }
    static func alert(_ lines: [String]) -> [String] { blank(8) + lines + blank(8) + [" Switch Views", hints] }

    /// A mouse click on the child's button is a touch-up-inside like Enter (the button is
    /// under the pointer, in the child's view that the storyboard lays out).
    @Test func aClickOnPressMePresentsTheBlueAlert() {
        let demo = DemoHarness.launched("switcher")
        #expect(demo.screen.click(text: "Press Me"))
        demo.settle()
        #expect(demo.lines.contains { $0.contains("Blue View Button Pressed") })
    }

    /// As a person starts it: the log pane shown under the demo, so the demo window is
    /// shorter and the button sits higher on the screen.
    @Test func aClickOnPressMeWithTheLogShownPresentsTheBlueAlert() {
        let demo = DemoHarness("switcher", showsLog: true)
        demo.skipLines()
        #expect(demo.screen.click(text: "Press Me"))
        demo.settle()
        #expect(demo.lines.contains { $0.contains("Blue View Button Pressed") })
    }

    @Test func launchMakesTheBlueChildFromTheStoryboard() throws {
        let demo = DemoHarness("switcher")
        expectLines(demo.colors(Self.palette), Self.colors("B"))
        let root = try #require(demo.root as? SwitcherDemo.SwitchingViewController)
        #expect(root.yellowViewController == nil)
        #expect(root.storyboard != nil && root.blueViewController?.storyboard === root.storyboard)
    }

    @Test func firstSwitchMakesYellowLazilyAndFlipsIn400ms() throws {
        let demo = DemoHarness.launched("switcher")
        let root = try #require(demo.root as? SwitcherDemo.SwitchingViewController)

        demo.activate("Switch Views")
        let atStart = demo.colors(Self.palette)
        let frames = demo.runAnimation(sampling: 3, every: 0.1)

        // The child swap happens at once inside the flip's animation block; the removed
        // blue view disappears unanimated (it leaves the window), the yellow one appears.
        expectLines(demo.newLines(), [
            "YellowViewController.init(coder:)",
            "YellowViewController.awakeFromNib()",
            "YellowViewController.loadView()",
            "YellowViewController.viewDidLoad()",
            "BlueViewController.willMove(toParent: nil)",
            "BlueViewController.viewWillDisappear(false)",
            "BlueViewController.viewDidDisappear(false)",
            "BlueViewController.didMove(toParent: nil)",
            "YellowViewController.willMove(toParent: SwitchingViewController)",
            "YellowViewController.viewWillAppear(false)",
            "YellowViewController.didMove(toParent: SwitchingViewController)",
            "YellowViewController.viewDidAppear(false)",
        ])
        // The whole root view (toolbar included, as the seed's setAnimationTransition
        // forView: self.view) squeezes to a line half way and opens again.
        expectLines(atStart, Self.colors("Y"))
        // A quarter in (half of the hiding half), ease-in has taken 31.5 % of the width;
        // three quarters in, ease-out has given back 68.5 % (Core Animation's curves).
        let hiding = Squeeze.hiding(size: 80, .easeIn, at: 0.5)
        let showing = Squeeze.showing(size: 80, .easeOut, at: 0.5)
        #expect(hiding.cells == 55 && showing.cells == 55)
        expectLines(frames[0].lines, Self.yellow.prefix(23).map(hiding.row) + [Self.hints])
        expectLines(frames[0].colors(Self.palette), Self.colors("Y", width: hiding.cells))
        expectLines(frames[1].lines, blank(23) + [Self.hints])
        expectLines(frames[2].colors(Self.palette), Self.colors("Y", width: showing.cells))
        expectLines(demo.lines, Self.yellow)
        expectLines(demo.colors(Self.palette), Self.colors("Y"))
        #expect(root.yellowViewController != nil)
        #expect(root.children.map { String(describing: type(of: $0)) } == ["YellowViewController"])
        #expect(root.view.subviews.last === root.toolbar)
    }

    @Test func switchingBackReusesTheBlueChild() throws {
        let demo = DemoHarness("switcher")
        demo.activateAndSettle("Switch Views")
        demo.skipLines()
        let root = try #require(demo.root as? SwitcherDemo.SwitchingViewController)
        let blue = root.blueViewController

        demo.activateAndSettle("Switch Views")

        expectLines(demo.newLines(), [
            "YellowViewController.willMove(toParent: nil)",
            "YellowViewController.viewWillDisappear(false)",
            "YellowViewController.viewDidDisappear(false)",
            "YellowViewController.didMove(toParent: nil)",
            "BlueViewController.willMove(toParent: SwitchingViewController)",
            "BlueViewController.viewWillAppear(false)",
            "BlueViewController.didMove(toParent: SwitchingViewController)",
            "BlueViewController.viewDidAppear(false)",
        ])
        expectLines(demo.lines, Self.blue)
        #expect(root.blueViewController === blue)
        #expect(root.view.subviews.last === root.toolbar)
    }

    @Test func eachChildsButtonPresentsAnAlert() throws {
        let demo = DemoHarness.launched("switcher")

        demo.activateAndSettle("Press Me")
        let blueAlert = demo.lines
        let blueTrace = demo.newLines()
        demo.press(.enter)
        demo.settle()
        let dismissTrace = demo.newLines()
        let afterDismiss = demo.lines
        demo.activateAndSettle("Switch Views")
        demo.activateAndSettle("Press Me")

        expectLines(blueAlert, Self.alert([
            "                  ┌─────────────────────────────────────────┐",
            "                  │        Blue View Button Pressed         │",
            "                  │ You pressed the button on the blue view │",
            "                  ├─────────────────────────────────────────┤",
            "                  │               Yes, I did                │",
            "                  └─────────────────────────────────────────┘",
        ]))
        expectLines(blueTrace, [
            "UIAlertController.loadView()",
            "UIAlertController.viewDidLoad()",
            "UIAlertController.viewWillAppear(true)",
            "UIAlertController.viewDidAppear(true)",
        ])
        expectLines(dismissTrace, [
            "UIAlertController.viewWillDisappear(true)",
            "UIAlertController.viewDidDisappear(true)",
        ])
        expectLines(afterDismiss, Self.blue)
        expectLines(demo.lines, Self.alert([
            "                 ┌───────────────────────────────────────────┐",
            "                 │        Yellow View Button Pressed         │",
            "                 │ You pressed the button on the yellow view │",
            "                 ├───────────────────────────────────────────┤",
            "                 │                Yes, I did                 │",
            "                 └───────────────────────────────────────────┘",
        ]))
    }
}
