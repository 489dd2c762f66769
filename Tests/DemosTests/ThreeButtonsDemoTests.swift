import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `three-buttons` (seed 004): three children switched with `transition(from:to:)`, 1 s,
/// curl up / curl down / cross-dissolve; the log must show the seed's order.
@MainActor
@Suite struct ThreeButtonsDemoTests {
    static let hints = " F2/l log · [ ] scroll · q menu · Esc back · Tab focus · Enter press · ^C quit"
    static let buttons = " [ Messages ]  [ Birthdays ]  [ Friend requests ]"
    static let palette: [UIColor: Character] = [DemoColors.blue: "B", DemoColors.orange: "O", DemoColors.green: "G"]

    /// The whole screen with `text` centred in the content view (rows 2–22).
    static func screen(_ text: String) -> [String] {
        [buttons] + blank(11) + [text] + blank(10) + [hints]
    }
    static let third = screen("                          Third child: friend requests")
    static let second = screen("                        Second child: birthday reminders")
    static let first = screen("                       First child: messages and replies")
    static let noChild = [buttons] + blank(22) + [hints]

    /// Background colours: `band` rows of `letter` starting at row `top`, in the content view.
    static func colors(_ letter: Character, top: Int = 2, rows: Int = 21) -> [String] {
        (0..<24).map { y in (top..<(top + rows)).contains(y) ? String(repeating: letter, count: 80) : "" }
    }

    @Test func launchAddsThreeChildrenAndShowsTheThird() throws {
        let demo = DemoHarness("three-buttons")
        expectLines(demo.colors(Self.palette), Self.colors("G"))
        let main = try #require(demo.root as? ThreeButtonsDemo.MainViewController)
        #expect(main.children.map { String(describing: type(of: $0)) }
                == ["FirstViewController", "SecondViewController", "ThirdViewController"])
        #expect(!main.firstViewController.isViewLoaded && !main.secondViewController.isViewLoaded)
    }

    @Test func birthdaysCurlsDownToTheSecondChildInTheSeedsOrder() throws {
        let demo = DemoHarness.launched("three-buttons")

        demo.activate("Birthdays")
        let atStart = demo.lines
        let frames = demo.runAnimation(sampling: 3, every: 0.25)

        // The seed's NSLog order, with UIKit's loadView before viewDidLoad.
        expectLines(demo.newLines(), [
            "» Birthday reminders",
            "SecondViewController.loadView()",
            "SecondViewController.viewDidLoad()",
            "ThirdViewController.viewWillDisappear(true)",
            "SecondViewController.viewWillAppear(true)",
            "SecondViewController.viewDidAppear(true)",
            "ThirdViewController.viewDidDisappear(true)",
        ])
        #expect(demo.shell.log.lifecycleLines.suffix(5) == [
            "SecondViewController.viewDidLoad()", "ThirdViewController.viewWillDisappear(true)",
            "SecondViewController.viewWillAppear(true)", "SecondViewController.viewDidAppear(true)",
            "ThirdViewController.viewDidDisappear(true)",
        ])
        // Before: the third child; a quarter in, it is curling away (the 21 rows squeezed by
        // ease-in at half of the hiding half); half way nothing is left of it; then the
        // second grows back (ease-out) and fills the view.
        let hiding = Squeeze.hiding(size: 21, .easeIn, at: 0.5)
        let showing = Squeeze.showing(size: 21, .easeOut, at: 0.5)
        #expect(hiding.cells == 14 && showing.cells == 14)
        expectLines(atStart, Self.third)
        expectLines(frames[0].colors(Self.palette), Self.colors("G", top: 2 + hiding.offset, rows: hiding.cells))
        expectLines(frames[1].lines, Self.noChild)
        expectLines(frames[1].colors(Self.palette), Self.colors("G", rows: 0))
        expectLines(frames[2].colors(Self.palette), Self.colors("O", top: 2 + showing.offset, rows: showing.cells))
        expectLines(demo.lines, Self.second)
        expectLines(demo.colors(Self.palette), Self.colors("O"))
        let main = try #require(demo.root as? ThreeButtonsDemo.MainViewController)
        #expect(main.currentViewController === main.secondViewController)
        #expect(main.thirdViewController.viewIfLoaded?.superview == nil)
        #expect(main.children.count == 3)
    }

    @Test func messagesCurlsUpAndFriendRequestsCrossDissolves() throws {
        let demo = DemoHarness.launched("three-buttons")

        let curlHalf = demo.activateAndSettle("Messages", keepingFrameAfter: 0.5).lines
        let curlTrace = demo.newLines()
        let curlAfter = demo.lines
        demo.activate("Friend requests")
        let dissolve = demo.runAnimation(sampling: 3, every: 0.25)

        expectLines(curlTrace, [
            "» Messages and replies",
            "FirstViewController.loadView()",
            "FirstViewController.viewDidLoad()",
            "ThirdViewController.viewWillDisappear(true)",
            "FirstViewController.viewWillAppear(true)",
            "FirstViewController.viewDidAppear(true)",
            "ThirdViewController.viewDidDisappear(true)",
        ])
        expectLines(curlHalf, Self.noChild)
        expectLines(curlAfter, Self.first)
        // The third child's view was loaded at launch: no loadView/viewDidLoad this time.
        expectLines(demo.newLines(), [
            "» Friend requests",
            "FirstViewController.viewWillDisappear(true)",
            "ThirdViewController.viewWillAppear(true)",
            "ThirdViewController.viewDidAppear(true)",
            "FirstViewController.viewDidDisappear(true)",
        ])
        // Cross-dissolve: the old child dims out, then the new one dims in.
        expectLines(dissolve[0].colors(Self.palette), Self.colors("b"))
        // Half way the new (third) child is already there, still dim.
        expectLines(dissolve[1].lines, Self.third)
        expectLines(dissolve[1].colors(Self.palette), Self.colors("g"))
        expectLines(dissolve[2].colors(Self.palette), Self.colors("g"))
        expectLines(demo.lines, Self.third)
        expectLines(demo.colors(Self.palette), Self.colors("G"))
    }
}

/// `n` empty screen rows.
func blank(_ n: Int) -> [String] { Array(repeating: "", count: n) }
