import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// A press of the button of the child already shown, in each demo whose buttons switch
/// children: nothing is logged, nothing is scheduled, the screen stays.
struct ShownChildPress: Sendable, CustomTestStringConvertible {
    let demo: String
    let button: String
    let screen: [String]
    var testDescription: String { demo }
}

/// Input while a demo's child transition runs: started by `start`, `after` seconds in a
/// click on `click` (dropped: UIKit ignores touches during a transition) and `keys` (held
/// until it ends, then delivered); `log` is what follows, to the end of the key's effect.
struct InputDuringTransition: Sendable, CustomTestStringConvertible {
    let demo: String
    let start: String
    let after: TimeInterval
    let click: String
    let keys: [UIKey]
    let log: [String]
    let screen: [String]
    var testDescription: String { demo }
}

/// The container demos' shared behaviours, one row per demo.
@MainActor
@Suite struct DemoContainerTests {
    static let shownChildPresses = [
        ShownChildPress(demo: "custom-tabs", button: "First", screen: CustomTabsDemoTests.first),
        ShownChildPress(demo: "three-buttons", button: "Friend requests", screen: ThreeButtonsDemoTests.third),
    ]

    @Test(arguments: shownChildPresses)
    func theButtonOfTheChildShownDoesNothing(_ press: ShownChildPress) {
        let demo = DemoHarness(press.demo)
        demo.skipLines()

        demo.activate(press.button)

        expectLines(demo.newLines(), [])
        #expect(demo.screen.application.nextWakeTime == nil)
        expectLines(demo.lines, press.screen)
    }

    static let inputsDuringTransitions = [
        // Shift-Tab and Enter wait for the slide's end, then focus First and press it: the
        // slide back follows.
        InputDuringTransition(demo: "custom-tabs", start: "Second", after: 0.1, click: "[ First ]",
                              keys: [.backTab, .enter], log: [
            "SecondViewController.viewDidAppear(true)",
            "FirstViewController.viewDidDisappear(true)",
            "SecondViewController.didMove(toParent: ContainerViewController)",
            "FirstViewController.didMove(toParent: nil)",
        ] + CustomTabsDemoTests.slideBackToFirst, screen: CustomTabsDemoTests.first),
        // Tab and Enter wait, then move focus from Birthdays to Friend requests and press it.
        InputDuringTransition(demo: "three-buttons", start: "Birthdays", after: 0.25, click: "Messages",
                              keys: [.tab, .enter], log: [
            "SecondViewController.viewDidAppear(true)",
            "ThirdViewController.viewDidDisappear(true)",
            "» Friend requests",
            "SecondViewController.viewWillDisappear(true)",
            "ThirdViewController.viewWillAppear(true)",
            "ThirdViewController.viewDidAppear(true)",
            "SecondViewController.viewDidDisappear(true)",
        ], screen: ThreeButtonsDemoTests.third),
    ]

    @Test(arguments: inputsDuringTransitions)
    func aClickDuringATransitionIsDroppedAndKeysWaitForItsEnd(_ input: InputDuringTransition) {
        let demo = DemoHarness(input.demo)
        demo.activate(input.start)
        demo.skipLines()
        demo.advance(by: input.after)

        #expect(demo.screen.click(text: input.click))
        for key in input.keys { demo.press(key) }
        #expect(demo.screen.application.heldKeyCount == input.keys.count)
        demo.settle()

        expectLines(demo.newLines(), input.log)
        expectLines(demo.lines, input.screen)
    }
}
